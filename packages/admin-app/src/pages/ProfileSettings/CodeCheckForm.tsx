import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  Button,
  ErrorMessage,
  Heading,
  Inline,
  OneTimeCodeField,
  Stack,
  Text,
  oneTimeCodeProblem,
  normaliseCode,
  type OneTimeCodeKind,
} from '@chairside/design-system';
import { securityTexts } from './securityTexts';

const texts = securityTexts.codeCheck;

export type CodeCheckFormProps = {
  /** Which question it asks: new recovery codes, or turning two-factor sign-in off. */
  purpose: keyof Pick<typeof texts, 'renew' | 'disable'>;
  /** Sends the code (as the server expects it); a rejection keeps the form with what was typed. */
  onSubmit: (code: string) => Promise<void>;
  onCancel: () => void;
  busy: boolean;
  /** Why the last code was refused, from the server. */
  error: string | null;
};

/**
 * Asks for a current code before a change to the second factors: from the authenticator app, or a
 * recovery code for someone without their phone. One form serves 'New recovery codes' and 'Turn off'.
 */
export function CodeCheckForm({ purpose, onSubmit, onCancel, busy, error }: CodeCheckFormProps) {
  const words = texts[purpose];
  const [kind, setKind] = useState<OneTimeCodeKind>('totp');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const fieldRef = useRef<HTMLInputElement>(null);

  // The form's one job is this code, and the button that opened it is gone: the field takes focus
  // when it opens, when the kind changes and when the server refuses a code (selected, so the next
  // one replaces it).
  useEffect(() => {
    fieldRef.current?.focus();
  }, []);
  useEffect(() => {
    if (!error || busy) return;
    fieldRef.current?.focus();
    fieldRef.current?.select();
  }, [error, busy]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = oneTimeCodeProblem(kind, code);
    setProblem(found);
    if (found) {
      fieldRef.current?.focus();
      return;
    }
    onSubmit(normaliseCode(kind, code)).catch(() => undefined);
  };

  const switchKind = () => {
    setKind((current) => (current === 'totp' ? 'recovery' : 'totp'));
    setCode('');
    setProblem(null);
    fieldRef.current?.focus();
  };

  return (
    <form noValidate onSubmit={submit} aria-label={words.title}>
      <Stack space="medium">
        <Heading level={4} size="medium">
          {words.title}
        </Heading>
        <Text>{words.explanation}</Text>
        <OneTimeCodeField
          ref={fieldRef}
          kind={kind}
          label={kind === 'totp' ? texts.authenticatorLabel : texts.recoveryLabel}
          name="code"
          value={code}
          onChange={(next) => {
            setCode(next);
            setProblem(null);
          }}
          error={problem ?? error ?? undefined}
        />
        {error ? <ErrorMessage>{error}</ErrorMessage> : null}
        <div>
          <Button variant="secondary" size="small" disabled={busy} onClick={switchKind}>
            {kind === 'totp' ? texts.switchToRecovery : texts.switchToAuthenticator}
          </Button>
        </div>
        <Inline space="small">
          <Button type="submit" variant={purpose === 'disable' ? 'danger' : 'primary'} busy={busy} busyText={words.busy}>
            {words.submit}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={onCancel}>
            {texts.cancel}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
