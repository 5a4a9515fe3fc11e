import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { SecurityStatus, TotpSetupResponse } from '@chairside/api-contract';
import {
  Button,
  Card,
  ErrorMessage,
  Heading,
  Inline,
  RecoveryCodes,
  Skeleton,
  SkeletonGroup,
  Stack,
  Text,
  TotpEnrolment,
  toast,
} from '@chairside/design-system';
import { call } from '../../api/client';
import { failureMessage, isSignedOut } from '../../api/failure';
import { useCodeMutation } from '../../data/useSecurity';
import { useAdminProfile } from '../../data/useReads';
import { formatDateTime } from '../../data/moderationTexts';
import { useSecurityStatus } from '../../data/useStaffRole';
import { CodeCheckForm, type CodeCheckFormProps } from './CodeCheckForm';
import { describeOrigin } from './factorOrigin';
import { securityTexts } from './securityTexts';

const texts = securityTexts.twoFactor;

/**
 * Where the section is: showing the status (and perhaps asking a code for a change), setting up the
 * authenticator app, or showing new recovery codes, once.
 */
type Step =
  | { name: 'status'; asking: CodeCheckFormProps['purpose'] | null }
  | { name: 'enrolling'; setup: TotpSetupResponse }
  | { name: 'codes'; codes: string[] };

const atStatus: Step = { name: 'status', asking: null };

/** With REQUIRE_MFA on the server, the authenticator app may not go while it is the only second factor. */
const isLastFactor = (status: SecurityStatus) => status.mfaRequired && status.passkeys === 0;

/**
 * Two-factor sign-in: off, with a button that sets up an authenticator app (its QR code, then a code
 * to confirm it, then the recovery codes, shown once); or on, with the recovery codes left, new
 * recovery codes and Turn off, each after a current code.
 */
export function TwoFactorSection() {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { data: status, error: loadError, isLoading, mutate } = useSecurityStatus();
  const { data: profile } = useAdminProfile();
  const [step, setStep] = useState<Step>(atStatus);
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = useCodeMutation('confirmTotp');
  const disable = useCodeMutation('disableTotp');
  const renew = useCodeMutation('renewRecoveryCodes');

  /** Back to the status, with focus on the heading: the part that had it is gone. */
  const backToStatus = () => {
    flushSync(() => {
      setStep(atStatus);
      setFailure(null);
    });
    headingRef.current?.focus();
  };

  /** Runs a call of the section, keeping its refusal for the part on show to say; a 401 has already left. */
  const attempt = async <T,>(run: () => Promise<T>): Promise<T> => {
    setFailure(null);
    try {
      return await run();
    } catch (refusal) {
      if (!isSignedOut(refusal)) setFailure(failureMessage(refusal));
      throw refusal;
    }
  };

  const start = async () => {
    setStarting(true);
    try {
      const setup = await attempt(() => call('setupTotp'));
      setStep({ name: 'enrolling', setup });
    } catch {
      // Said by `failure`.
    } finally {
      setStarting(false);
    }
  };

  const confirmCode = async (code: string) => {
    const answer = await attempt(() => confirm.trigger(code)).catch(() => undefined);
    if (!answer) return;
    toast.success(answer.message);
    setStep({ name: 'codes', codes: answer.recoveryCodes });
  };

  const checkCode = async (code: string) => {
    if (step.name !== 'status' || step.asking === null) return;
    if (step.asking === 'disable') {
      const answer = await attempt(() => disable.trigger(code));
      toast.success(answer.message);
      backToStatus();
    } else {
      const answer = await attempt(() => renew.trigger(code));
      toast.success(answer.message);
      setStep({ name: 'codes', codes: answer.recoveryCodes });
    }
  };

  let body;
  if (step.name === 'codes') {
    body = <RecoveryCodes codes={step.codes} onDone={backToStatus} doneLabel={texts.done} />;
  } else if (step.name === 'enrolling') {
    body = (
      <TotpEnrolment
        qrSvg={step.setup.qrSvg}
        secret={step.setup.secret}
        accountName={profile?.email ?? 'your Chairside account'}
        headingLevel={4}
        onConfirm={confirmCode}
        onCancel={backToStatus}
        busy={confirm.isMutating}
        error={failure ?? undefined}
      />
    );
  } else if (status) {
    body = status.totpEnabled ? (
      <StatusOn
        status={status}
        asking={step.asking}
        onAsk={(asking) => {
          setFailure(null);
          setStep({ name: 'status', asking });
        }}
        onCancel={backToStatus}
        onSubmit={checkCode}
        busy={disable.isMutating || renew.isMutating}
        failure={failure}
      />
    ) : (
      <Stack space="medium" align="left">
        <Text>{texts.off}</Text>
        {failure ? <ErrorMessage>{failure}</ErrorMessage> : null}
        <Button busy={starting} busyText={texts.starting} onClick={() => void start()}>
          {texts.setUp}
        </Button>
      </Stack>
    );
  } else if (loadError) {
    body = <ErrorMessage onRetry={() => void mutate()}>{texts.failure}</ErrorMessage>;
  } else if (isLoading) {
    body = (
      <SkeletonGroup label={texts.loading}>
        <Skeleton count={2} />
      </SkeletonGroup>
    );
  }

  return (
    <Card as="section" aria-labelledby={headingId}>
      <Stack space="large">
        <Heading ref={headingRef} id={headingId} level={3} size="large" tabIndex={-1}>
          {texts.title}
        </Heading>
        {body}
      </Stack>
    </Card>
  );
}

type StatusOnProps = {
  status: SecurityStatus;
  asking: CodeCheckFormProps['purpose'] | null;
  onAsk: (purpose: CodeCheckFormProps['purpose']) => void;
  onCancel: () => void;
  onSubmit: (code: string) => Promise<void>;
  busy: boolean;
  failure: string | null;
};

/** Two-factor sign-in on: the recovery codes left, and the two changes, each asking a current code first. */
function StatusOn({ status, asking, onAsk, onCancel, onSubmit, busy, failure }: StatusOnProps) {
  const reasonId = useId();
  const lastFactor = isLastFactor(status);
  const origin = describeOrigin(status.totpAddedFrom);
  return (
    <Stack space="medium">
      <Text>{texts.on}</Text>
      {status.totpEnabledAt ? <Text tone="muted">{texts.onSince(formatDateTime(status.totpEnabledAt))}</Text> : null}
      {origin ? <Text tone="muted">{texts.addedFrom(origin)}</Text> : null}
      <Text weight="semibold">{texts.codesLeft(status.recoveryCodesLeft)}</Text>
      {asking ? (
        <CodeCheckForm key={asking} purpose={asking} onSubmit={onSubmit} onCancel={onCancel} busy={busy} error={failure} />
      ) : (
        <Stack space="small" align="left">
          <Inline space="small">
            <Button variant="secondary" onClick={() => onAsk('renew')}>
              {texts.newCodes}
            </Button>
            <Button variant="danger" disabled={lastFactor} aria-describedby={lastFactor ? reasonId : undefined} onClick={() => onAsk('disable')}>
              {texts.turnOff}
            </Button>
          </Inline>
          {lastFactor ? (
            <Text id={reasonId} size="small" tone="muted">
              {texts.lastFactor}
            </Text>
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}
