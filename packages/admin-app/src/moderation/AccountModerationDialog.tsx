import { ModerationDialog } from '@chairside/design-system';
import { fillNotice, moderationReasons, noticeSubjects, noticeTemplate, type ModerationReason } from '@chairside/api-contract';
import { accountKindDescriptions } from '../data/accountKinds';
import type { ModerationDialogState } from '../data/useAccountActions';

/**
 * The moderation dialog for the account and action asked about: the kind's question from SPEC.md
 * section 5 as its title, api-contract's reasons, and the notice's template, subject and preview (the
 * account's name put in for `{name}`), sent to the account's email.
 */
export default function AccountModerationDialog({ kind, asked, ...state }: ModerationDialogState) {
  if (!asked) return null;
  const { subject, action } = asked;
  const { questions } = accountKindDescriptions[kind];
  const question = { suspend: questions.suspendQuestion, unsuspend: questions.unsuspendQuestion, delete: questions.deleteQuestion }[action];
  return (
    <ModerationDialog
      {...state}
      action={action}
      question={question}
      reasons={moderationReasons}
      noticeTemplate={(reason) => noticeTemplate(action, (reason ?? undefined) as ModerationReason | undefined)}
      noticeSubject={noticeSubjects[action]}
      noticePreview={(message) => fillNotice(message, { name: subject.name })}
      recipient={subject.email}
    />
  );
}
