import { useLayoutEffect, type FormEvent, type ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { Button } from '../../Button';
import { ErrorMessage } from '../../ErrorMessage';
import { Heading } from '../../Heading';
import { Stack } from '../../Stack';
import { Text } from '../../Text';
import { closeUnlessBusy } from '../closeUnlessBusy';
import { useEscapeFallback } from '../useEscapeFallback';
import { useReturnFocus } from '../useReturnFocus';
import * as styles from './FormDialog.css';

// The frame of a modal dialog that sends a form to the app (InviteDialog, ReauthDialog): Radix's
// Dialog, titled, over the back-office's backdrop, that stays open while its request is under way
// and gives focus back to what opened it; and the form's end, the server's error and the buttons.

export type FormDialogProps = {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called with false when the dialog is dismissed; never while `busy`. */
  onOpenChange: (open: boolean) => void;
  /** While true a request is under way and nothing closes the dialog. */
  busy: boolean;
  /** The dialog's title, which names it. */
  title: string;
  /** Read as the dialog's description; without it the dialog has none. */
  description?: ReactNode;
  /** Where focus starts; by default Radix's choice, the first focusable element. */
  onOpenAutoFocus?: (event: Event) => void;
  /** Whether a click beside the panel is ignored, rather than closing the dialog as Escape does. */
  ignoreClickOutside?: boolean;
  /** Where focus goes after closing; defaults to the element focused when the dialog opened. */
  returnFocusTo?: HTMLElement | null;
  /** Called once the dialog has gone and focus is back where it came from. */
  onClosed?: () => void;
  /** The panel's class names: its width and motion, and the caller's. */
  className: string;
  /** The panel's content under the title. */
  children: ReactNode;
};

/** A modal dialog with a title, in a portal over the backdrop; see the module's comment. */
export function FormDialog({
  open,
  onOpenChange,
  busy,
  title,
  description,
  onOpenAutoFocus,
  ignoreClickOutside = false,
  returnFocusTo,
  onClosed,
  className,
  children,
}: FormDialogProps) {
  const { remember, giveBack } = useReturnFocus(returnFocusTo);
  const changeOpen = closeUnlessBusy(busy, onOpenChange);
  const escape = useEscapeFallback(() => changeOpen(false));

  // Whatever holds focus as the dialog opens is what opened it. Read in a layout effect, before any
  // effect of the dialog's own moves focus inside (Radix's, or a view that focuses its own button).
  useLayoutEffect(() => {
    if (open) remember();
  }, [open, remember]);

  const handleCloseAutoFocus = (event: Event) => {
    // Opened in code by the page's own button, not by a Dialog.Trigger: Radix would leave focus on <body>.
    giveBack(event);
    onClosed?.();
  };

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={className}
          onOpenAutoFocus={onOpenAutoFocus}
          onCloseAutoFocus={handleCloseAutoFocus}
          onEscapeKeyDown={escape.onEscapeKeyDown}
          onKeyDown={escape.onKeyDown}
          onInteractOutside={ignoreClickOutside ? (event) => event.preventDefault() : undefined}
          // Without a description the title says it all, and each view ties its own text to what it focuses.
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
        >
          <Dialog.Title asChild>
            <Heading level={2} size="large">
              {title}
            </Heading>
          </Dialog.Title>
          {description === undefined ? null : (
            <Dialog.Description asChild>
              <Text as="p">{description}</Text>
            </Dialog.Description>
          )}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
FormDialog.displayName = 'FormDialog';

export type DialogFormProps = {
  /** Called on a submit while not `busy`; what to check and send is the caller's. */
  onSubmit: () => void | Promise<void>;
  /** While true a request is under way: submits are ignored and Cancel is off. */
  busy: boolean;
  /** The server's message, shown as an alert above the buttons. */
  error?: string | null;
  /** Cancel's words. */
  cancelLabel: string;
  /** The button (or buttons) after Cancel, such as the submit button. */
  submit: ReactNode;
  /** The fields. */
  children: ReactNode;
};

/** A FormDialog's form: its fields, the server's error as an alert, then Cancel and the submit button. */
export function DialogForm({ onSubmit, busy, error, cancelLabel, submit, children }: DialogFormProps) {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // React bubbles events through portals to the component's ancestors: a form around the page's
    // button would be submitted too.
    event.stopPropagation();
    if (busy) return;
    void onSubmit();
  };

  return (
    <form noValidate onSubmit={handleSubmit}>
      <Stack space="large">
        {children}
        {error ? <ErrorMessage>{error}</ErrorMessage> : null}
        <div className={styles.actions}>
          <Dialog.Close asChild>
            <Button variant="secondary" disabled={busy}>
              {cancelLabel}
            </Button>
          </Dialog.Close>
          {submit}
        </div>
      </Stack>
    </form>
  );
}
DialogForm.displayName = 'DialogForm';
