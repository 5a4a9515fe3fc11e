import { useId } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { cx } from '../../utils/cx';
import { label as labelClass } from '../private/Field/Field.css';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import * as styles from './ProgressBar.css';

export type ProgressBarProps = {
  /** How much is done, from 0 to `max`; values outside are drawn at the nearer end. */
  value: number;
  /** The value at which the work is complete, such as the number of accounts. */
  max?: number;
  /** What is under way, shown above the bar and naming it: 'Suspending 150 of 600 accounts'. */
  label: string;
  /** Keep the label for screen readers only, when the text around the bar already says it. */
  hideLabel?: boolean;
  /** How the value is read out when the number alone does not say it (aria-valuetext), such as '150 of 600 accounts'. */
  valueText?: string;
  /** Extra class names, merged last. */
  className?: string;
};

/**
 * How far a long task has got: a labelled `progressbar` with its value and maximum, drawn as a bar
 * that fills from the start. It announces nothing by itself; say the outcome elsewhere (a toast).
 */
export function ProgressBar({ value, max = 100, label, hideLabel = false, valueText, className }: ProgressBarProps) {
  if (import.meta.env.DEV) {
    if (!label.trim()) throw new Error('ProgressBar: `label` is required; it names the bar.');
    if (!(max > 0) || !Number.isFinite(max)) throw new Error(`ProgressBar: \`max\` must be a positive number, not ${max}.`);
  }
  const labelId = useId();
  // A count that overshoots (a retry counted twice) or is not known yet still draws a sensible bar.
  const now = Number.isFinite(value) ? Math.min(Math.max(value, 0), max) : 0;
  return (
    <div className={cx(styles.root, className)}>
      <span id={labelId} className={hideLabel ? visuallyHidden : labelClass}>
        {label}
      </span>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={now}
        aria-valuetext={valueText}
        className={styles.track}
      >
        <div className={styles.fill} style={assignInlineVars({ [styles.doneVar]: String(now / max) })} />
      </div>
    </div>
  );
}
ProgressBar.displayName = 'ProgressBar';
