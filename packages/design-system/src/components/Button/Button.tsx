import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Slot } from 'radix-ui';
import { focusRing } from '../../styles/focusRing.css';
import { cx } from '../../utils/cx';
import { BusyButton } from '../private/BusyButton';
import { Spinner } from '../Spinner';
import { VisuallyHidden } from '../VisuallyHidden';
import { button, icon as iconClass } from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'danger', 'ghost'] as const;
export const buttonSizes = ['small', 'medium', 'large'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

export type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'style'> & {
  /** Visual weight: primary for the main action, danger for destructive ones. */
  variant?: ButtonVariant;
  /** Height and text size. */
  size?: ButtonSize;
  /** Stretch to the container's width. */
  fullWidth?: boolean;
  /** While true the button shows a spinner and `busyText`, ignores clicks and keeps its name. */
  busy?: boolean;
  /** Text shown while busy, such as 'Saving...'. */
  busyText?: string;
  /** An icon shown before the label; decorative, so the label must name the button. */
  icon?: ReactNode;
  /** Render the single child (a router link, an anchor) with the button's look instead of a <button>. */
  asChild?: boolean;
  /** The button's label. */
  children: ReactNode;
};

/** The action button of the back-office. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'medium',
    fullWidth = false,
    busy = false,
    busyText,
    icon,
    asChild = false,
    type,
    className,
    children,
    onClick,
    disabled,
    ...props
  },
  ref,
) {
  const classes = cx(button({ variant, size, fullWidth }), focusRing, className);

  if (asChild) {
    return (
      <Slot.Root ref={ref} className={classes} {...props}>
        {children}
      </Slot.Root>
    );
  }

  return (
    <BusyButton ref={ref} busy={busy} type={type} className={classes} disabled={disabled} onClick={onClick} {...props}>
      {busy ? (
        <>
          <Spinner size="small" />
          {/* The label stays the accessible name; the busy text is what sighted users see. */}
          <VisuallyHidden>{children}</VisuallyHidden>
          <span aria-hidden="true">{busyText ?? children}</span>
        </>
      ) : (
        <>
          {icon ? (
            <span aria-hidden="true" className={iconClass}>
              {icon}
            </span>
          ) : null}
          {children}
        </>
      )}
    </BusyButton>
  );
});
Button.displayName = 'Button';
