import { useLocation, useNavigate } from 'react-router';
import { Box, Button, Card, PasswordField, Stack, Text, TextField } from '@chairside/design-system';
import { ApiError, call } from '../../api/client';
import { emailMessages, requiredMessage, useForm } from '../../forms';
import { storeSession, type LoginState } from '../../session';
import { loginRules } from './loginRules';

export const loginMessages = {
  invalid: 'Invalid credentials. Please try again.',
  network: 'An error occurred during login. Please try again later.',
} as const;

/** /login: email and password, with a show/hide toggle on the password (SPEC.md section 2). */
export default function Login() {
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as LoginState | null)?.from;
  const form = useForm({
    initialValues: { email: '', password: '' },
    toBody: ({ email, password }) => ({ email: email.trim(), password }),
    rules: loginRules,
    messages: { email: emailMessages, password: requiredMessage('Password') },
    onSubmit: async (body, { fail }) => {
      // A 401 here is a wrong password, not a lost session: the client treats public calls so.
      const answer = await call('login', { body });
      // The role is checked before anything is stored: a non-admin answer leaves no session behind.
      if (!answer || !('token' in answer) || answer.role !== 'admin' || !answer.token) return fail(loginMessages.invalid);
      storeSession(answer.token);
      void navigate(from && from !== '/login' ? from : '/', { replace: true });
    },
    onError: (error) =>
      error instanceof ApiError && error.status !== 0 ? (error.serverMessage ?? loginMessages.invalid) : loginMessages.network,
  });

  return (
    <Box display="flex" justifyContent="center" paddingY="xxlarge">
      <Card as="section" title="Admin Login" titleLevel={1}>
        <form noValidate onSubmit={form.handleSubmit} aria-describedby={form.failure ? 'login-failure' : undefined}>
          <Stack space="large">
            <TextField label="Email" type="email" autoComplete="username" required {...form.field('email')} />
            <PasswordField label="Password" autoComplete="current-password" required {...form.field('password')} />
            {form.failure ? (
              <Text id="login-failure" role="alert" tone="danger">
                {form.failure}
              </Text>
            ) : null}
            <Button type="submit" fullWidth busy={form.busy} busyText="Logging in...">
              Login
            </Button>
          </Stack>
        </form>
      </Card>
    </Box>
  );
}
