import { lazy, Suspense, useState } from 'react';
import { flushSync } from 'react-dom';
import { Box, Button, Card, PasswordField, Spinner, Stack, Text, TextField } from '@chairside/design-system';
import { call } from '../../api/client';
import { emailMessages, requiredMessage, useForm } from '../../forms';
// The sign-in helpers' own module, not the session's index: that one holds the router's guard too.
import { loadSignIn, loginMessages, signInFailure, storeSignIn } from '../../session/signIn';
import type { NextStep } from '../../signIn/SignInSteps';
import { loginRules } from './loginRules';

export { loginMessages };

// The second factor and the enrolment come down only when a sign-in asks for one, and the WebAuthn
// code only when a passkey is used: /login has a budget (scripts/bundle-budget.mjs).
const SignInSteps = lazy(() => loadSignIn().then((load) => load.loadSignInSteps()));

export type LoginProps = {
  /** The page a signed-out visitor was sent here from, to go back to once signed in. */
  from?: string;
  /** Goes on to `to` once signed in, in place of the login page in the history. */
  onSignedIn: (to: string) => void;
};

/**
 * /login: email and password, with a show/hide toggle on the password (SPEC.md section 2). A staff
 * member with a second factor, or without one under REQUIRE_MFA, goes on to that step here; a passkey
 * signs in without the password. The page itself knows no router: inside the app the route gives it
 * the router's navigation (index.tsx), and a visitor who opens /login gets it before the router's code
 * has loaded (standalone.tsx).
 */
export default function Login({ from, onSignedIn }: LoginProps) {
  const [step, setStep] = useState<NextStep>();
  // What a sign-in that did not end at the form has to say: an expired step, a refused passkey.
  const [notice, setNotice] = useState<string>();
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const goOn = () => onSignedIn(from && from !== '/login' ? from : '/');
  const form = useForm({
    initialValues: { email: '', password: '' },
    toBody: ({ email, password }) => ({ email: email.trim(), password }),
    rules: loginRules,
    messages: { email: emailMessages, password: requiredMessage('Password') },
    onSubmit: async (body, { fail }) => {
      setNotice(undefined);
      // A 401 here is a wrong password, not a lost session: the client treats public calls so.
      const answer = await call('login', { body });
      if (answer && ('mfaToken' in answer || 'enrollToken' in answer)) setStep(answer);
      // The role is checked before anything is stored: a non-admin answer leaves no session behind.
      else if (storeSignIn(answer)) goOn();
      else fail(loginMessages.invalid);
    },
    onError: signInFailure,
  });

  const back = (message?: string) => {
    // The form is back in the page before focus goes to it.
    flushSync(() => {
      setStep(undefined);
      setNotice(message);
    });
    form.focus('password');
  };

  const withPasskey = async () => {
    setNotice(undefined);
    setPasskeyBusy(true);
    const failure = await loadSignIn().then((load) => load.signInWithPasskey()).catch(signInFailure);
    setPasskeyBusy(false);
    if (failure) setNotice(failure);
    else goOn();
  };

  const failure = form.failure ?? notice;
  return (
    <Box display="flex" justifyContent="center" paddingY="xxlarge">
      {step ? (
        <Suspense fallback={<Spinner label="Loading" />}>
          <SignInSteps step={step} accountName={form.values.email.trim()} onSignedIn={goOn} onBack={back} />
        </Suspense>
      ) : (
        <Card as="section" title="Admin Login" titleLevel={1}>
          <form noValidate onSubmit={form.handleSubmit} aria-describedby={failure ? 'login-failure' : undefined}>
            <Stack space="large">
              <TextField label="Email" type="email" autoComplete="username" required {...form.field('email')} />
              <PasswordField label="Password" autoComplete="current-password" required {...form.field('password')} />
              {failure ? (
                <Text id="login-failure" role="alert" tone="danger">
                  {failure}
                </Text>
              ) : null}
              <Button type="submit" fullWidth busy={form.busy} busyText="Logging in...">
                Login
              </Button>
              <Button variant="secondary" fullWidth busy={passkeyBusy} busyText="Waiting for your passkey…" onClick={withPasskey}>
                Sign in with a passkey
              </Button>
            </Stack>
          </form>
        </Card>
      )}
    </Box>
  );
}
