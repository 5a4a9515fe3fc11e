import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  Button,
  Card,
  ErrorMessage,
  Heading,
  normaliseCode,
  OneTimeCodeField,
  oneTimeCodeProblem,
  RecoveryCodes,
  Spinner,
  Stack,
  Text,
  TotpEnrolment,
  type OneTimeCodeKind,
} from '@chairside/design-system';
import { securityMessages, type LoginResponse, type MfaChallenge, type MfaEnrollment, type SuccessResponse, type TotpSetupResponse } from '@chairside/api-contract';
import { ApiError, call } from '../api/client';
import { loginMessages, signInFailure, storeSignIn } from '../session/signIn';
import { answerChallenge, passkeyFailure } from './passkey';

/*
 * The steps of a sign-in after the password (issue 17): the second factor, or under REQUIRE_MFA the
 * enrolment of an authenticator app. A module of its own, loaded only when a sign-in needs a further
 * step, so the login page stays within its budget (scripts/bundle-budget.mjs). The login page and the
 * invitation page both lead here.
 */

/** A sign-in's answer that asks for a further step. */
export type NextStep = MfaChallenge | MfaEnrollment;

/** Whether a sign-in's answer asks for a further step rather than giving a session. */
export const isNextStep = (answer: object | undefined): answer is NextStep =>
  answer !== undefined && ('mfaToken' in answer || 'enrollToken' in answer);

export const signInStepTexts = {
  mfaHeading: 'Two-step verification',
  enrolHeading: 'Set up two-step verification',
  codeLabels: { totp: 'Authentication code', recovery: 'Recovery code' },
  verify: 'Verify',
  verifying: 'Verifying…',
  toRecovery: 'Use a recovery code instead',
  toTotp: 'Use an authenticator code instead',
  passkey: 'Use a passkey',
  passkeyBusy: 'Waiting for your passkey…',
  back: 'Back to login',
  preparing: 'Preparing your key',
  codesHeading: 'Save your recovery codes',
} as const;

const texts = signInStepTexts;

export type SignInStepsProps = {
  /** The answer that asked for this step. */
  step: NextStep;
  /** The account's email address: the authenticator app lists the new key under it. */
  accountName: string;
  /** The session is stored: go on into the back-office. */
  onSignedIn: () => void;
  /** Back to the password, with why (the step has expired) or without (the person asked). */
  onBack: (message?: string) => void;
};

/** The step the answer asks for, in a card titled for it. */
export default function SignInSteps(props: SignInStepsProps) {
  const { step } = props;
  return 'mfaToken' in step ? <SecondFactor {...props} step={step} /> : <Enrolment {...props} step={step} />;
}

/** Whether a step's call was refused because its token has run out: only a new sign-in helps then. */
const expired = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 401 &&
  (error.serverMessage === securityMessages.mfaTokenInvalid || error.serverMessage === securityMessages.enrollTokenInvalid);

const codeKinds = ['totp', 'recovery'] as const;

/**
 * The second factor: a code from the authenticator app, a recovery code, or a passkey, as the answer's
 * `methods` offer. A refused code stays in the field with the server's message; an expired step goes
 * back to the password with its message.
 */
function SecondFactor({ step, onSignedIn, onBack }: SignInStepsProps & { step: MfaChallenge }) {
  const kinds = codeKinds.filter((kind) => step.methods.includes(kind));
  const [kind, setKind] = useState<OneTimeCodeKind | undefined>(kinds[0]);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState<'code' | 'passkey'>();
  const field = useRef<HTMLInputElement>(null);
  // Counts refusals, so the field is focused after each one, even one with the same message.
  const [refusals, setRefusals] = useState(0);

  // After the render that shows the message, so the field is read out with it; what was typed is
  // selected, so the next try replaces it.
  useEffect(() => {
    if (refusals === 0) return;
    field.current?.focus();
    field.current?.select();
  }, [refusals]);

  const finish = async (via: 'code' | 'passkey', send: () => Promise<LoginResponse>) => {
    setBusy(via);
    setFailure(undefined);
    try {
      if (storeSignIn(await send())) {
        onSignedIn();
        return;
      }
      setFailure(loginMessages.invalid);
    } catch (error) {
      if (expired(error)) {
        onBack(signInFailure(error));
        return;
      }
      setFailure(passkeyFailure(error));
      if (via === 'code') setRefusals((count) => count + 1);
    } finally {
      setBusy(undefined);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !kind) return;
    const found = oneTimeCodeProblem(kind, code) ?? undefined;
    setProblem(found);
    setFailure(undefined);
    if (found) {
      setRefusals((count) => count + 1);
      return;
    }
    void finish('code', () => call('loginMfa', { body: { mfaToken: step.mfaToken, code: normaliseCode(kind, code) } }));
  };

  const withPasskey = () => {
    if (busy) return;
    setProblem(undefined);
    void finish('passkey', async () => {
      const passkey = await answerChallenge(await call('loginPasskeyOptions', { body: { mfaToken: step.mfaToken } }));
      return call('loginMfa', { body: { mfaToken: step.mfaToken, passkey } });
    });
  };

  const switchTo = (next: OneTimeCodeKind) => {
    // The field is mounted afresh for the other kind (its key), and takes focus as it mounts.
    setKind(next);
    setCode('');
    setProblem(undefined);
    setFailure(undefined);
  };

  const other = kind === 'totp' ? 'recovery' : 'totp';
  return (
    <Card as="section" title={texts.mfaHeading} titleLevel={1}>
      <Stack space="large">
        <Text as="p">{step.message}</Text>
        {kind ? (
          <form noValidate onSubmit={submit}>
            <Stack space="large">
              <OneTimeCodeField
                key={kind}
                ref={field}
                kind={kind}
                label={texts.codeLabels[kind]}
                name="code"
                value={code}
                onChange={(next) => {
                  setCode(next);
                  setProblem(undefined);
                }}
                error={problem ?? failure}
                // oxlint-disable-next-line jsx-a11y/no-autofocus -- this step's one job is the code, and a switch of kind mounts the new field.
                autoFocus
              />
              {failure ? <ErrorMessage>{failure}</ErrorMessage> : null}
              <Button type="submit" fullWidth busy={busy === 'code'} busyText={texts.verifying}>
                {texts.verify}
              </Button>
            </Stack>
          </form>
        ) : failure ? (
          <ErrorMessage>{failure}</ErrorMessage>
        ) : null}
        {kind && kinds.includes(other) ? (
          <Button variant="ghost" fullWidth disabled={busy !== undefined} onClick={() => switchTo(other)}>
            {other === 'recovery' ? texts.toRecovery : texts.toTotp}
          </Button>
        ) : null}
        {step.methods.includes('passkey') ? (
          <Button
            variant={kind ? 'secondary' : 'primary'}
            fullWidth
            busy={busy === 'passkey'}
            busyText={texts.passkeyBusy}
            onClick={withPasskey}
          >
            {texts.passkey}
          </Button>
        ) : null}
        <Button variant="ghost" fullWidth disabled={busy !== undefined} onClick={() => onBack()}>
          {texts.back}
        </Button>
      </Stack>
    </Card>
  );
}

type EnrolmentState =
  | { stage: 'loading' }
  | { stage: 'failed'; message: string }
  | { stage: 'scan'; setup: TotpSetupResponse }
  | { stage: 'codes'; answer: SuccessResponse<'enrollConfirm'> };

/**
 * REQUIRE_MFA's enrolment during a sign-in: a new key to scan, a code to confirm it, then the
 * recovery codes. The session is stored only after the codes' Done, so no page is reached before.
 */
function Enrolment({ step, accountName, onSignedIn, onBack }: SignInStepsProps & { step: MfaEnrollment }) {
  const [state, setState] = useState<EnrolmentState>({ stage: 'loading' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  // Each new key replaces the one before on the server: React's development double effect must not
  // ask twice, so the request is kept and the second run listens to the first.
  const request = useRef<{ for: string; answer: Promise<TotpSetupResponse> }>(undefined);

  useEffect(() => {
    const key = `${step.enrollToken}#${attempt}`;
    if (request.current?.for !== key) {
      request.current = { for: key, answer: call('enrollSetup', { body: { enrollToken: step.enrollToken } }) };
    }
    let live = true;
    // Only the loading stage takes the answer: this runs again when `onBack` changes, by which time
    // the key may be scanned and the recovery codes on show.
    const settle = (next: EnrolmentState) => {
      if (live) setState((current) => (current.stage === 'loading' ? next : current));
    };
    request.current.answer.then(
      (setup) => settle({ stage: 'scan', setup }),
      (error: unknown) => {
        if (live && expired(error)) onBack(signInFailure(error));
        else settle({ stage: 'failed', message: signInFailure(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [step.enrollToken, attempt, onBack]);

  const confirm = async (code: string) => {
    setBusy(true);
    setFailure(undefined);
    try {
      const answer = await call('enrollConfirm', { body: { enrollToken: step.enrollToken, code } });
      setState({ stage: 'codes', answer });
    } catch (error) {
      if (expired(error)) onBack(signInFailure(error));
      else setFailure(signInFailure(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card as="section" title={texts.enrolHeading} titleLevel={1}>
      <Stack space="large">
        {state.stage === 'codes' ? (
          <>
            <Heading level={2} size="medium">
              {texts.codesHeading}
            </Heading>
            <RecoveryCodes
              codes={state.answer.recoveryCodes}
              onDone={() => {
                if (storeSignIn(state.answer)) onSignedIn();
                else onBack(loginMessages.invalid);
              }}
            />
          </>
        ) : (
          <>
            <Text as="p">{step.message}</Text>
            {state.stage === 'loading' ? <Spinner label={texts.preparing} /> : null}
            {state.stage === 'failed' ? (
              <ErrorMessage
                onRetry={() => {
                  setState({ stage: 'loading' });
                  setAttempt((count) => count + 1);
                }}
              >
                {state.message}
              </ErrorMessage>
            ) : null}
            {state.stage === 'scan' ? (
              <TotpEnrolment
                qrSvg={state.setup.qrSvg}
                secret={state.setup.secret}
                accountName={accountName}
                onConfirm={confirm}
                onCancel={() => onBack()}
                busy={busy}
                error={failure}
              />
            ) : (
              <Button variant="ghost" onClick={() => onBack()}>
                {texts.back}
              </Button>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
