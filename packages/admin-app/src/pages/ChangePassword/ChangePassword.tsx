import {
  Box,
  Button,
  Card,
  PasswordField,
  PasswordVisibility,
  PasswordVisibilityToggle,
  Stack,
  toast,
} from '@chairside/design-system';
import { ApiError } from '../../api/client';
import { recentFactorTexts } from '@chairside/api-contract';
import { useChangePassword } from '../../data/useChangePassword';
import { useRevokeSessions } from '../../data/useSecurity';
import { hasIssues, issuesOfKind, lazyRules, requiredMessage, serverMessage, useForm, type FieldIssues } from '../../forms';

export const passwordMessages = {
  mismatch: 'New passwords do not match.',
  success: 'Password changed successfully.',
  failure: 'Something went wrong.',
} as const;

type Values = { currentPassword: string; newPassword: string; confirmPassword: string };

/**
 * The order SPEC.md section 5 reports things in: missing fields first (confirm is the page's own field,
 * unknown to the contract), then a mismatch, then the rest of the contract's rules.
 */
function check(values: Values, issues: FieldIssues<keyof Values>): FieldIssues<keyof Values> {
  const confirmMissing = values.confirmPassword === '';
  const missing = issuesOfKind(
    { ...issues, confirmPassword: confirmMissing ? { kind: 'required', message: 'confirmPassword is required.' } : undefined },
    'required',
  );
  if (hasIssues(missing)) return missing;
  if (values.newPassword !== values.confirmPassword) {
    // A toast and no call (section 5); the field says it too, where the fix is made.
    return { confirmPassword: { kind: 'invalid', message: passwordMessages.mismatch } };
  }
  return issues;
}

/**
 * /change-password: current, new and confirm, sharing one show/hide toggle (SPEC.md sections 2, 5
 * and 8). Outcomes are toasts: the server's message or the spec's defaults.
 */
export default function ChangePassword() {
  const { trigger } = useChangePassword();
  const revoke = useRevokeSessions();
  const removeRecent = async () => {
    try {
      toast.success(await revoke('others'));
    } catch (failure) {
      if (!(failure instanceof ApiError && failure.status === 401)) toast.error(serverMessage(failure) || passwordMessages.failure);
    }
  };
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' } satisfies Values,
    // Passwords travel as typed: spaces may be part of one, so unlike other fields nothing is trimmed.
    toBody: ({ currentPassword, newPassword }) => ({ currentPassword, newPassword }),
    rules: lazyRules(() => import('../../forms/requestSchemas').then((schemas) => schemas.passwordChangeSchema)),
    messages: {
      currentPassword: requiredMessage('Current Password'),
      newPassword: requiredMessage('New Password'),
      confirmPassword: requiredMessage('Confirm New Password'),
    },
    labels: { currentPassword: 'Current Password', newPassword: 'New Password', confirmPassword: 'Confirm New Password' },
    check,
    onInvalid: (errors) => {
      if (errors.confirmPassword === passwordMessages.mismatch) toast.error(passwordMessages.mismatch);
    },
    onSubmit: async (body, { reset }) => {
      const answer = await trigger(body);
      reset();
      toast.success(answer?.message || passwordMessages.success);
      // Second factors other sessions added lately may be a stolen session's; offer to take
      // them back (signing out everywhere else removes them, and the other sessions have ended anyway).
      const recent = answer?.recentFactors?.length ?? 0;
      if (recent > 0) {
        toast.error(recentFactorTexts.offered(recent), {
          duration: 30_000,
          action: { label: recentFactorTexts.remove, altText: recentFactorTexts.removeAlt, onAction: () => void removeRecent() },
        });
      }
    },
    onError: (failure) => {
      // A 401 has already sent the admin to /login. A wrong current password is a 400 and lands here,
      // leaving the session alone.
      if (!(failure instanceof ApiError && failure.status === 401)) toast.error(serverMessage(failure) || passwordMessages.failure);
      return undefined;
    },
  });

  return (
    <Box display="flex" justifyContent="center">
      <Card as="section" title="Change Password" titleLevel={1}>
        <form noValidate onSubmit={form.handleSubmit}>
          <PasswordVisibility>
            <Stack space="large">
              <PasswordField label="Current Password" autoComplete="current-password" required {...form.field('currentPassword')} />
              <PasswordField label="New Password" autoComplete="new-password" required {...form.field('newPassword')} />
              <PasswordField label="Confirm New Password" autoComplete="new-password" required {...form.field('confirmPassword')} />
              <PasswordVisibilityToggle label="Show passwords" />
              <Button type="submit" busy={form.busy}>
                Change Password
              </Button>
            </Stack>
          </PasswordVisibility>
        </form>
      </Card>
    </Box>
  );
}
