import { cx } from '../../utils/cx';
import { VisuallyHidden } from '../VisuallyHidden';
import { spinner, wrapper } from './Spinner.css';

export const spinnerSizes = ['small', 'medium', 'large'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export type SpinnerProps = {
  /** What is loading, announced to screen readers; omit when the spinner sits inside a control that already says so. */
  label?: string;
  /** Size on the token scale. */
  size?: SpinnerSize;
  /** Extra class names. */
  className?: string;
};

/** A busy indicator. With a label it is a polite status; without one it is decoration. */
export function Spinner({ label, size = 'medium', className }: SpinnerProps) {
  if (!label) return <span aria-hidden="true" className={cx(spinner({ size }), className)} />;
  return (
    <span role="status" className={cx(wrapper, className)}>
      <span aria-hidden="true" className={spinner({ size })} />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
Spinner.displayName = 'Spinner';
