import { useEffect, useId, useReducer, useRef, useState, type FormEvent } from 'react';
import { cx } from '../../utils/cx';
import { Button } from '../Button';
import { ErrorMessage } from '../ErrorMessage';
import { Heading, type HeadingLevel } from '../Heading';
import { Inline } from '../Inline';
import { OneTimeCodeField } from '../OneTimeCodeField';
import { codeProblem, normaliseCode } from '../OneTimeCodeField/oneTimeCode';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { groupSecret, plainSecret } from './secret';
import * as styles from './TotpEnrolment.css';
import { useCopyText } from '../private/useCopyText';

/** The words of the enrolment step that are not props. */
export const totpEnrolmentTexts = {
  scanStep: '1. Scan this QR code with an authenticator app, or enter the key by hand.',
  codeStep: '2. Enter the 6-digit code the app shows.',
  key: 'Key',
  copy: 'Copy secret',
  copied: 'Secret copied.',
  copyFailed: 'Copying did not work here. Select the key and copy it, or type it in by hand.',
  confirm: 'Verify and turn on',
  confirming: 'Verifying…',
  cancel: 'Cancel',
  qrAlt: (accountName: string) => `QR code to add ${accountName} to an authenticator app`,
} as const;

const texts = totpEnrolmentTexts;

export type TotpEnrolmentProps = {
  /** The QR code as an SVG document from the server; shown only as an image, never put into the page as markup. */
  qrSvg: string;
  /** The new key in base32, for typing in by hand; shown in groups of four and copied without spaces. */
  secret: string;
  /** The account the app will list the key under; names the QR code for screen readers. */
  accountName: string;
  /** Called with the 6-digit code once it has the right shape; the outcome comes back through `busy` and `error`. */
  onConfirm: (code: string) => void | Promise<void>;
  /** Called when the user gives up; without it there is no Cancel button. */
  onCancel?: () => void;
  /** While true the code is being checked: the button spins and says so, and presses are ignored. */
  busy?: boolean;
  /** The server's message when the code was refused: an alert under the field and the field's error; focus goes to the field. */
  error?: string;
  /** The heading over the steps. */
  heading?: string;
  /** The heading's level in the page's outline. */
  headingLevel?: HeadingLevel;
  /** Extra class names for the outer element, merged last. */
  className?: string;
};

/**
 * The step that turns on an authenticator app: a QR code to scan (or the key to type in), then the
 * code the app shows to prove it works. A code of the wrong shape is refused here with a message and
 * focus on the field; only the server says whether a well-formed code is right.
 */
export function TotpEnrolment({
  qrSvg,
  secret,
  accountName,
  onConfirm,
  onCancel,
  busy = false,
  error,
  heading = 'Set up an authenticator app',
  headingLevel = 2,
  className,
}: TotpEnrolmentProps) {
  if (import.meta.env.DEV && !/<svg[\s>]/i.test(qrSvg)) {
    throw new Error('TotpEnrolment: `qrSvg` must be an SVG document (markup with an <svg> element), not a URL.');
  }
  if (import.meta.env.DEV && !plainSecret(secret)) {
    throw new Error('TotpEnrolment: `secret` is required; it is the key for people who cannot scan the code.');
  }
  const headingId = useId();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  const { state: copyState, copy } = useCopyText();
  // A refused submit renders again even when the message is the same, so the effect below runs.
  const [focusRequest, requestFocus] = useReducer((count: number) => count + 1, 0);

  // After the render that shows the message, so the field is read out with it; the text is selected
  // so the next code replaces it.
  useEffect(() => {
    if (focusRequest === 0) return;
    fieldRef.current?.focus();
    fieldRef.current?.select();
  }, [focusRequest]);

  // The server's refusal, when it arrives and when a check ends with it still standing.
  useEffect(() => {
    if (!error || busy) return;
    fieldRef.current?.focus();
    fieldRef.current?.select();
  }, [error, busy]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = codeProblem('totp', code);
    setProblem(found);
    if (found) {
      requestFocus();
      return;
    }
    void onConfirm(normaliseCode('totp', code));
  };

  const copyMessage = copyState === 'copied' ? texts.copied : copyState === 'failed' ? texts.copyFailed : '';

  return (
    <Stack as="section" space="large" aria-labelledby={headingId} className={cx(styles.root, className)}>
      <Heading id={headingId} level={headingLevel} size="large">
        {heading}
      </Heading>
      <Text as="p">{texts.scanStep}</Text>
      <Inline space="large" alignY="top">
        {/* An image, never markup: an SVG shown through <img> runs no scripts and loads nothing. */}
        <img
          className={styles.qr}
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg)}`}
          alt={texts.qrAlt(accountName)}
        />
        <Stack space="small" align="left" className={styles.keyBlock}>
          <Text as="p" size="small" weight="semibold">
            {texts.key}
          </Text>
          <code className={styles.secret}>{groupSecret(secret)}</code>
          <Button variant="secondary" size="small" onClick={() => void copy(plainSecret(secret))}>
            {texts.copy}
          </Button>
          {/* Always in the page, so a message put into it is announced; polite, so it waits its turn. */}
          <Text as="p" size="small" tone="muted" role="status" aria-live="polite" className={styles.copyStatus}>
            {copyMessage}
          </Text>
        </Stack>
      </Inline>
      <form noValidate onSubmit={submit}>
        <Stack space="large">
          <Text as="p">{texts.codeStep}</Text>
          <OneTimeCodeField
            ref={fieldRef}
            kind="totp"
            name="code"
            value={code}
            onChange={(next) => {
              setCode(next);
              setProblem(null);
            }}
            error={problem ?? error}
          />
          {error ? <ErrorMessage>{error}</ErrorMessage> : null}
          <Inline space="small">
            <Button type="submit" busy={busy} busyText={texts.confirming}>
              {texts.confirm}
            </Button>
            {onCancel ? (
              <Button variant="secondary" disabled={busy} onClick={onCancel}>
                {texts.cancel}
              </Button>
            ) : null}
          </Inline>
        </Stack>
      </form>
    </Stack>
  );
}
TotpEnrolment.displayName = 'TotpEnrolment';
