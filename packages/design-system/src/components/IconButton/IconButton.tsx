import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { focusRing } from '../../styles/focusRing.css';
import { cx } from '../../utils/cx';
import { BusyButton } from '../private/BusyButton';
import { Spinner } from '../Spinner';
import { buttonLook, icon as iconClass, iconButton } from './IconButton.css';

export const iconButtonVariants = ['ghost', 'secondary', 'primary', 'danger'] as const;
export const iconButtonSizes = ['small', 'medium', 'large'] as const;
export type IconButtonVariant = (typeof iconButtonVariants)[number];
export type IconButtonSize = (typeof iconButtonSizes)[number];

export type IconButtonProps = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'style' | 'children' | 'aria-label' | 'aria-labelledby'
> & {
  /** What the button does, such as 'Close' or 'Show password'; it is the button's accessible name. */
  label: string;
  /** The icon shown; decorative, hidden from assistive technology. */
  icon: ReactNode;
  /** Visual weight, the same scale as Button's. */
  variant?: IconButtonVariant;
  /** Edge length of the square. */
  size?: IconButtonSize;
  /** While true the icon becomes a spinner and clicks are ignored; the name stays `label`. */
  busy?: boolean;
};

/** A square button that shows only an icon and is named by its `label`. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, variant = 'ghost', size = 'medium', busy = false, className, ...props },
  ref,
) {
  // An icon alone names nothing: without a label the button is silent to screen readers.
  if (import.meta.env.DEV && !label.trim()) {
    throw new Error('IconButton: `label` is required; it is the only name assistive technology gets.');
  }

  return (
    <BusyButton
      ref={ref}
      busy={busy}
      className={cx(buttonLook({ variant, size }), iconButton({ size }), focusRing, className)}
      aria-label={label}
      {...props}
    >
      {busy ? (
        <Spinner size="small" />
      ) : (
        <span aria-hidden="true" className={iconClass}>
          {icon}
        </span>
      )}
    </BusyButton>
  );
});
IconButton.displayName = 'IconButton';
