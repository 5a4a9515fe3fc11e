import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  Box,
  Button,
  Card,
  ErrorMessage,
  PasswordField,
  PasswordVisibility,
  PasswordVisibilityToggle,
  Skeleton,
  SkeletonGroup,
  Spinner,
  Stack,
  Text,
  TextField,
} from '@chairside/design-system';
import { securityMessages, staffRoleLabels, type InvitationLookup } from '@chairside/api-contract';
import { ApiError, call } from '../../api/client';
import { productName } from '../../app/productName';
import { useInvitation } from '../../data/useInvitation';
import { hasIssues, issuesOfKind, lazyRules, requiredMessage, useForm, type FieldIssues } from '../../forms';
import { loginMessages, signInFailure, storeSignIn } from '../../session';
import type { NextStep } from '../../signIn/SignInSteps';

// The enrolment a REQUIRE_MFA server asks for next, loaded only then.
const SignInSteps = lazy(() => import('../../signIn/SignInSteps'));

export const invitationTexts = {
  heading: 'Accept your invitation',
  invited: (role: string) => `You are invited to the ${productName} back-office as ${role}.`,
  loading: 'Loading the invitation',
  invalid: securityMessages.invitationInvalid,
  toLogin: 'Go to the login page',
  mismatch: 'Passwords do not match.',
  accept: 'Accept invitation',
  accepting: 'Accepting…',
} as const;

/** The invitation's token, from the link's fragment (`#token=...`), which never reaches a server's logs. */
const tokenOf = (hash: string) => new URLSearchParams(hash.slice(1)).get('token')?.trim() ?? '';

/**
 * /accept-invitation#token=...: a new staff member sees what they are invited as, chooses their name
 * and password, and is signed in, or led through enrolling an authenticator app first when the server
 * requires a second factor.
 */
export default function AcceptInvitation() {
  const location = useLocation();
  const navigate = useNavigate();
  // Read once: the fragment is the link's, and nothing the page does changes it.
  const [token] = useState(() => tokenOf(location.hash));
  // Then out of the address bar and the history entry, where anyone at this browser could find the
  // link again (it stays valid until it is used).
  useEffect(() => {
    if (location.hash) void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [location.hash, location.pathname, location.search, navigate]);
  const { data, error, isLoading, mutate } = useInvitation(token);

  let content;
  if (!token) content = <Invalid message={invitationTexts.invalid} />;
  else if (data) content = <Acceptance token={token} invitation={data} />;
  else if (error) {
    // A link that is not valid (404, or a token the server refuses as malformed) stays so; anything
    // else may pass.
    const refused = error instanceof ApiError && (error.status === 404 || error.status === 400);
    content = refused ? (
      <Invalid message={error.serverMessage ?? invitationTexts.invalid} />
    ) : (
      <ErrorMessage onRetry={() => void mutate()}>{signInFailure(error)}</ErrorMessage>
    );
  } else if (isLoading) {
    content = (
      <SkeletonGroup label={invitationTexts.loading}>
        <Skeleton shape="card" />
      </SkeletonGroup>
    );
  }

  return (
    <Box display="flex" justifyContent="center" paddingY="xxlarge">
      {content}
    </Box>
  );
}

/** A link that leads nowhere: the server's words and the way to the login page. */
function Invalid({ message }: { message: string }) {
  return (
    <Card as="section" title={invitationTexts.heading} titleLevel={1}>
      <Stack space="large">
        <ErrorMessage>{message}</ErrorMessage>
        <Link to="/login">{invitationTexts.toLogin}</Link>
      </Stack>
    </Card>
  );
}

type Values = { fullName: string; password: string; confirmPassword: string };

/** As on the change-password page: missing fields first, then a mismatch, then the contract's other rules. */
function check(values: Values, issues: FieldIssues<keyof Values>): FieldIssues<keyof Values> {
  const missing = issuesOfKind(
    {
      ...issues,
      confirmPassword: values.confirmPassword === '' ? { kind: 'required', message: 'confirmPassword is required.' } : undefined,
    },
    'required',
  );
  if (hasIssues(missing)) return missing;
  if (values.password !== values.confirmPassword) return { ...issues, confirmPassword: { kind: 'invalid', message: invitationTexts.mismatch } };
  return issues;
}

/** The invitation, the form that accepts it, and what the answer leads to. */
function Acceptance({ token, invitation }: { token: string; invitation: InvitationLookup }) {
  const navigate = useNavigate();
  const [step, setStep] = useState<NextStep>();
  // Why an enrolment ended without a session (its set-up expired): the account exists, so the way on
  // is the login page.
  const [ended, setEnded] = useState<string>();
  const signedIn = () => void navigate('/', { replace: true });

  const form = useForm({
    initialValues: { fullName: '', password: '', confirmPassword: '' } satisfies Values,
    // A password travels as typed; the name is trimmed, as the server would.
    toBody: ({ fullName, password }) => ({ token, fullName: fullName.trim(), password }),
    rules: lazyRules(() => import('../../forms/requestSchemas').then((schemas) => schemas.acceptInvitationRequestSchema)),
    labels: { fullName: 'Full name', password: 'Password', confirmPassword: 'Confirm password' },
    messages: {
      fullName: requiredMessage('Full name'),
      password: requiredMessage('Password'),
      confirmPassword: requiredMessage('Confirm password'),
    },
    check,
    onSubmit: async (body, { fail }) => {
      const answer = await call('acceptInvitation', { body });
      if (answer && ('mfaToken' in answer || 'enrollToken' in answer)) setStep(answer);
      else if (storeSignIn(answer)) signedIn();
      else fail(loginMessages.invalid);
    },
    onError: signInFailure,
  });

  if (ended) return <Invalid message={ended} />;
  if (step) {
    return (
      <Suspense fallback={<Spinner label="Loading" />}>
        <SignInSteps
          step={step}
          accountName={invitation.email}
          onSignedIn={signedIn}
          onBack={(message) => {
            if (message) setEnded(message);
            else void navigate('/login', { replace: true });
          }}
        />
      </Suspense>
    );
  }

  return (
    <Card as="section" title={invitationTexts.heading} titleLevel={1}>
      <form noValidate onSubmit={form.handleSubmit} aria-describedby={form.failure ? 'invitation-failure' : undefined}>
        <PasswordVisibility>
          <Stack space="large">
            <Text as="p">{invitationTexts.invited(staffRoleLabels[invitation.staffRole])}</Text>
            {/* Read-only, and there for password managers, which save the new password under it. */}
            <TextField label="Email" type="email" autoComplete="username" value={invitation.email} readOnly />
            <TextField label="Full name" autoComplete="name" required {...form.field('fullName')} />
            <PasswordField label="Password" autoComplete="new-password" required {...form.field('password')} />
            <PasswordField label="Confirm password" autoComplete="new-password" required {...form.field('confirmPassword')} />
            <PasswordVisibilityToggle label="Show passwords" />
            {form.failure ? (
              <Text id="invitation-failure" role="alert" tone="danger">
                {form.failure}
              </Text>
            ) : null}
            <Button type="submit" fullWidth busy={form.busy} busyText={invitationTexts.accepting}>
              {invitationTexts.accept}
            </Button>
          </Stack>
        </PasswordVisibility>
      </form>
    </Card>
  );
}
