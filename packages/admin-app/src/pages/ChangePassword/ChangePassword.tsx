import { useRef, useState, type FormEvent } from 'react';
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
import { useChangePassword } from '../../data/useChangePassword';

export const passwordMessages = {
  mismatch: 'New passwords do not match.',
  success: 'Password changed successfully.',
  failure: 'Something went wrong.',
} as const;

type Values = { currentPassword: string; newPassword: string; confirmPassword: string };
type FieldErrors = Partial<Record<keyof Values, string>>;

// Passwords are checked as typed: spaces may be part of one, so unlike other fields nothing is trimmed.
const missingError = (value: string, label: string) => (value === '' ? `${label} is required.` : undefined);

const empty: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * /change-password: current, new and confirm, sharing one show/hide toggle (SPEC.md sections 2, 5
 * and 8). Outcomes are toasts: the server's message or the spec's defaults.
 */
export default function ChangePassword() {
  const { trigger, isMutating } = useChangePassword();
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const currentRef = useRef<HTMLInputElement>(null);
  const newRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  const change = (name: keyof Values) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isMutating) return;
    const missing: FieldErrors = {
      currentPassword: missingError(values.currentPassword, 'Current Password'),
      newPassword: missingError(values.newPassword, 'New Password'),
      confirmPassword: missingError(values.confirmPassword, 'Confirm New Password'),
    };
    const firstMissing = missing.currentPassword ? currentRef : missing.newPassword ? newRef : missing.confirmPassword ? confirmRef : null;
    if (firstMissing) {
      setErrors(missing);
      firstMissing.current?.focus();
      return;
    }
    if (values.newPassword !== values.confirmPassword) {
      // SPEC section 5: a toast and no call. The field says it too, where the fix is made.
      setErrors({ confirmPassword: passwordMessages.mismatch });
      toast.error(passwordMessages.mismatch);
      confirmRef.current?.focus();
      return;
    }
    setErrors({});

    try {
      const answer = await trigger({ currentPassword: values.currentPassword, newPassword: values.newPassword });
      setValues(empty);
      toast.success(answer?.message || passwordMessages.success);
    } catch (failure) {
      // A 401 has already sent the admin to /login. A wrong current password is a 400 and lands here,
      // leaving the session alone.
      if (failure instanceof ApiError && failure.status === 401) return;
      toast.error((failure instanceof ApiError && failure.serverMessage) || passwordMessages.failure);
    }
  };

  return (
    <Box display="flex" justifyContent="center">
      <Card as="section" title="Change Password" titleLevel={1}>
        <form noValidate onSubmit={submit}>
          <PasswordVisibility>
            <Stack space="large">
              <PasswordField
                ref={currentRef}
                label="Current Password"
                name="currentPassword"
                autoComplete="current-password"
                required
                value={values.currentPassword}
                error={errors.currentPassword}
                onChange={change('currentPassword')}
              />
              <PasswordField
                ref={newRef}
                label="New Password"
                name="newPassword"
                autoComplete="new-password"
                required
                value={values.newPassword}
                error={errors.newPassword}
                onChange={change('newPassword')}
              />
              <PasswordField
                ref={confirmRef}
                label="Confirm New Password"
                name="confirmPassword"
                autoComplete="new-password"
                required
                value={values.confirmPassword}
                error={errors.confirmPassword}
                onChange={change('confirmPassword')}
              />
              <PasswordVisibilityToggle label="Show passwords" />
              <Button type="submit" busy={isMutating}>
                Change Password
              </Button>
            </Stack>
          </PasswordVisibility>
        </form>
      </Card>
    </Box>
  );
}
