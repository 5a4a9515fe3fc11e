import { forwardRef, type ButtonHTMLAttributes, type MouseEvent } from 'react';

export type BusyButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'style'> & {
  /** While true, clicks are ignored and the button says it is busy; it keeps its focus and name. */
  busy: boolean;
};

/**
 * The <button> under Button and IconButton: type "button" unless told otherwise, and a busy state.
 * A busy button stays focusable (disabled would throw focus to <body> mid-save), so clicks are
 * swallowed here and aria-disabled tells assistive technology it cannot be pressed.
 */
export const BusyButton = forwardRef<HTMLButtonElement, BusyButtonProps>(function BusyButton(
  { busy, type, className, onClick, ...props },
  ref,
) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <button
      ref={ref}
      type={type ?? 'button'}
      className={className}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      onClick={handleClick}
      {...props}
    />
  );
});
BusyButton.displayName = 'BusyButton';
