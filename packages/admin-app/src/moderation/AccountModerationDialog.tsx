import { ModerationDialog } from '@chairside/design-system';
import { fillNotice, moderationReasons, noticeSubjects, noticeTemplate, type ModerationAction, type ModerationReason } from '@chairside/api-contract';
import { accountKindDescriptions } from '../data/accountKinds';
import { deleteConfirmation } from '../data/recoveryTexts';
import type { ModerationDialogState } from '../data/useAccountActions';

/** What the dialog asks of every action, one account or many: api-contract's reasons and the notice's template and subject. */
export const noticeProps = (action: ModerationAction) => ({
  reasons: moderationReasons,
  noticeTemplate: (reason: string | null) => noticeTemplate(action, (reason ?? undefined) as ModerationReason | undefined),
  noticeSubject: noticeSubjects[action],
});

/**
 * The moderation dialog for the account and action asked about: the kind's question from SPEC.md
 * section 5 as its title, api-contract's reasons, and the notice's template, subject and preview (the
 * account's name put in for `{name}`), sent to the account's email. A delete is confirmed by typing
 * the account's name.
 */
export default function AccountModerationDialog({ kind, asked, opening, ...state }: ModerationDialogState) {
  if (!asked) return null;
  const { subject, action } = asked;
  const { questions } = accountKindDescriptions[kind];
  const question = { suspend: questions.suspendQuestion, unsuspend: questions.unsuspendQuestion, delete: questions.deleteQuestion }[action];
  return (
    <ModerationDialog
      key={opening}
      {...state}
      {...noticeProps(action)}
      action={action}
      question={question}
      confirmation={action === 'delete' ? deleteConfirmation(subject.name) : undefined}
      noticePreview={(message) => fillNotice(message, { name: subject.name })}
      recipient={subject.email}
    />
  );
}
