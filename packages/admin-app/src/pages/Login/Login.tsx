import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Box, Button, Card, PasswordField, Stack, Text, TextField } from '@chairside/design-system';
import { login } from '../../api/auth';
import { ApiError } from '../../api/client';
import { emailError, requiredError } from '../../app/validation';
import { storeSession, type LoginState } from '../../session';

export const loginMessages = {
  invalid: 'Invalid credentials. Please try again.',
  network: 'An error occurred during login. Please try again later.',
} as const;

type FieldErrors = { email?: string; password?: string };

/** /login: email and password, with a show/hide toggle on the password (SPEC.md section 2). */
export default function Login() {
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as LoginState | null)?.from;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const nextErrors: FieldErrors = { email: emailError(email), password: requiredError(password, 'Password') };
    setErrors(nextErrors);
    setFailure(undefined);
    if (nextErrors.email || nextErrors.password) return;

    setBusy(true);
    try {
      const answer = await login({ email: email.trim(), password });
      // The role is checked before anything is stored: a non-admin answer leaves no session behind.
      if (answer?.role !== 'admin' || !answer.token) {
        setFailure(loginMessages.invalid);
        return;
      }
      storeSession(answer.token);
      void navigate(from && from !== '/login' ? from : '/', { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.status !== 0) setFailure(error.serverMessage ?? loginMessages.invalid);
      else setFailure(loginMessages.network);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box display="flex" justifyContent="center" paddingY="xxlarge">
      <Card as="section" title="Admin Login" titleLevel={1}>
        <form noValidate onSubmit={submit} aria-describedby={failure ? 'login-failure' : undefined}>
          <Stack space="large">
            <TextField
              label="Email"
              type="email"
              name="email"
              autoComplete="username"
              required
              value={email}
              error={errors.email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <PasswordField
              label="Password"
              name="password"
              autoComplete="current-password"
              required
              value={password}
              error={errors.password}
              onChange={(event) => setPassword(event.target.value)}
            />
            {failure ? (
              <Text id="login-failure" role="alert" tone="danger">
                {failure}
              </Text>
            ) : null}
            <Button type="submit" fullWidth busy={busy} busyText="Logging in...">
              Login
            </Button>
          </Stack>
        </form>
      </Card>
    </Box>
  );
}
