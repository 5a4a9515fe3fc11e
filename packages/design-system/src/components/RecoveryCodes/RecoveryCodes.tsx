import { useId, useState } from 'react';
import { cx } from '../../utils/cx';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { useCopyText } from '../private/useCopyText';
import { downloadText, recoveryCodesText } from './recoveryFile';
import * as styles from './RecoveryCodes.css';

/** The words of the step that are not props. */
export const recoveryCodesTexts = {
  warning:
    'Save these codes somewhere safe. Each one signs you in once if you lose your authenticator. They will not be shown again.',
  list: 'Recovery codes',
  download: 'Download codes',
  copy: 'Copy codes',
  copied: 'Codes copied.',
  copyFailed: 'Copying did not work here. Download the codes or write them down instead.',
  saved: 'I have saved these codes',
  savedFirst: 'Tick “I have saved these codes” to continue.',
} as const;

const texts = recoveryCodesTexts;

export type RecoveryCodesProps = {
  /** The single-use codes, in order; shown this once, so the user must keep them. */
  codes: readonly string[];
  /** The name of the downloaded file. */
  fileName?: string;
  /** The text of the downloaded file and of a copy; by default a header line, then one code per line. */
  fileText?: (codes: readonly string[]) => string;
  /** Called when the user is done, once they have ticked that the codes are saved. */
  onDone: () => void;
  /** The done button's text. */
  doneLabel?: string;
  /** Extra class names for the outer element, merged last. */
  className?: string;
};

/**
 * New recovery codes, shown once: a warning, the codes, ways to keep them (a download, a copy), and a
 * done button that waits until the user ticks that they have saved them.
 */
export function RecoveryCodes({
  codes,
  fileName = 'chairside-recovery-codes.txt',
  fileText = recoveryCodesText,
  onDone,
  doneLabel = 'Done',
  className,
}: RecoveryCodesProps) {
  if (import.meta.env.DEV && codes.length === 0) {
    throw new Error('RecoveryCodes: `codes` must not be empty; there is nothing to save.');
  }
  const [saved, setSaved] = useState(false);
  const { state: copyState, copy } = useCopyText();
  const hintId = useId();
  const copyMessage = copyState === 'copied' ? texts.copied : copyState === 'failed' ? texts.copyFailed : '';

  return (
    <Stack space="large" className={cx(styles.root, className)}>
      <p className={styles.warning}>{texts.warning}</p>
      <ol aria-label={texts.list} className={styles.codes}>
        {codes.map((code, index) => (
          // The index as well: the list never changes while shown, and nothing promises two codes differ.
          <li key={`${index}-${code}`} className={styles.code}>
            {code}
          </li>
        ))}
      </ol>
      <Stack space="xsmall">
        <Inline space="small">
          <Button variant="secondary" onClick={() => downloadText(fileName, fileText(codes))}>
            {texts.download}
          </Button>
          <Button variant="secondary" onClick={() => void copy(fileText(codes))}>
            {texts.copy}
          </Button>
        </Inline>
        {/* Polite: the message waits for the screen reader to finish what it is saying. Always in the
            page, so a message put into it is announced. */}
        <Text as="p" size="small" tone="muted" role="status" aria-live="polite" className={styles.status}>
          {copyMessage}
        </Text>
      </Stack>
      <Checkbox label={texts.saved} name="saved" checked={saved} onCheckedChange={setSaved} />
      <Stack space="xsmall" align="left">
        {/* aria-disabled rather than disabled: the button stays in the Tab order, where its
            description says what it is waiting for; a disabled one would be skipped unexplained. */}
        <Button
          aria-disabled={saved ? undefined : true}
          aria-describedby={saved ? undefined : hintId}
          onClick={() => {
            if (saved) onDone();
          }}
        >
          {doneLabel}
        </Button>
        {saved ? null : (
          <Text id={hintId} as="p" size="small" tone="muted">
            {texts.savedFirst}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
RecoveryCodes.displayName = 'RecoveryCodes';
