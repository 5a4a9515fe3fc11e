import {
  createContext,
  forwardRef,
  useCallback,
  useContext,
  useMemo,
  useRef,
  type ComponentPropsWithoutRef,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import { AlertDialog } from 'radix-ui';
import { cx } from '../../utils/cx';
import { Button, type ButtonProps } from '../Button';
import { Heading } from '../Heading';
import { Text } from '../Text';
import { useControllable } from '../private/useControllable';
import { useEscapeFallback } from '../private/useEscapeFallback';
import { useReturnFocus } from '../private/useReturnFocus';
import { actions, content, overlay } from './ConfirmDialog.css';

// The parts ConfirmDialog is built from, also offered as ConfirmDialog.Root, .Content and so on for a
// dialog that asks more than one line can.

export const confirmTones = ['default', 'danger'] as const;
export type ConfirmTone = (typeof confirmTones)[number];

type DialogContextValue = {
  tone: ConfirmTone;
  confirmRef: RefObject<HTMLButtonElement | null>;
  /** Closes the dialog as Cancel would. */
  close: () => void;
};

const DialogContext = createContext<DialogContextValue | null>(null);

function useDialogContext(part: string): DialogContextValue {
  const context = useContext(DialogContext);
  if (!context) throw new Error(`ConfirmDialog.${part} must be rendered inside ConfirmDialog.Root.`);
  return context;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/* ------------------------------------------------------------------------------------------------ */

export type ConfirmDialogRootProps = Omit<ComponentPropsWithoutRef<typeof AlertDialog.Root>, 'children'> & {
  /** 'danger' for destructive, irreversible actions (deletes): a red confirm button and focus on Cancel. */
  tone?: ConfirmTone;
  /** The trigger and the content. */
  children?: ReactNode;
};

/** Holds the open state (controlled with `open`/`onOpenChange`, or uncontrolled) and the tone. */
export function Root({ tone = 'default', open: openProp, defaultOpen = false, onOpenChange, children, ...props }: ConfirmDialogRootProps) {
  const confirmRef = useRef<HTMLButtonElement | null>(null);
  const [open, setOpen] = useControllable(openProp, defaultOpen, onOpenChange);
  const value = useMemo(() => ({ tone, confirmRef, close: () => setOpen(false) }), [tone, setOpen]);
  return (
    <DialogContext.Provider value={value}>
      <AlertDialog.Root {...props} open={open} onOpenChange={setOpen}>
        {children}
      </AlertDialog.Root>
    </DialogContext.Provider>
  );
}
Root.displayName = 'ConfirmDialog.Root';

export type ConfirmDialogTriggerProps = ComponentPropsWithoutRef<typeof AlertDialog.Trigger>;

/** Opens the dialog; use `asChild` with a Button. Focus comes back to it when the dialog closes. */
export const Trigger = forwardRef<HTMLButtonElement, ConfirmDialogTriggerProps>(function Trigger(props, ref) {
  useDialogContext('Trigger');
  return <AlertDialog.Trigger ref={ref} {...props} />;
});
Trigger.displayName = 'ConfirmDialog.Trigger';

export type ConfirmDialogContentProps = Omit<ComponentPropsWithoutRef<typeof AlertDialog.Content>, 'style'> & {
  /** Where focus goes after closing; defaults to the element that had focus when the dialog opened. */
  returnFocusTo?: HTMLElement | null;
  /** Extra class names for the panel, merged last. */
  className?: string;
};

/**
 * The modal panel over a backdrop, in a portal. It traps focus, answers Escape with Cancel, ignores
 * clicks on the backdrop (an alert dialog needs an explicit answer), and on close gives focus back.
 */
export const Content = forwardRef<HTMLDivElement, ConfirmDialogContentProps>(function Content(
  { returnFocusTo, className, onOpenAutoFocus, onCloseAutoFocus, onEscapeKeyDown, onKeyDown, children, ...props },
  ref,
) {
  const { tone, confirmRef, close } = useDialogContext('Content');
  const { remember, giveBack } = useReturnFocus(returnFocusTo);
  const escape = useEscapeFallback(close, onEscapeKeyDown);

  const handleOpenAutoFocus = (event: Event) => {
    // Focus has not moved yet: whatever holds it now is what opened the dialog.
    remember();
    onOpenAutoFocus?.(event);
    if (event.defaultPrevented) return;
    // Radix focuses Cancel, the safe answer, which is right for destructive actions: a stray Enter
    // must never delete. A harmless confirmation (suspend, which is undone with one click) starts
    // on the confirm button instead, so Enter answers the question the user just asked to be asked.
    if (tone !== 'danger' && confirmRef.current) {
      event.preventDefault();
      confirmRef.current.focus({ preventScroll: true });
    }
  };

  const handleCloseAutoFocus = (event: Event) => {
    onCloseAutoFocus?.(event);
    if (event.defaultPrevented) return;
    // Radix returns focus only to a ConfirmDialog.Trigger; a dialog opened in code (useConfirm, a
    // row's Delete button setting state) would otherwise leave focus on <body>.
    giveBack(event);
  };

  return (
    <AlertDialog.Portal>
      <AlertDialog.Overlay className={overlay} />
      <AlertDialog.Content
        ref={ref}
        {...props}
        className={cx(content, className)}
        onOpenAutoFocus={handleOpenAutoFocus}
        onCloseAutoFocus={handleCloseAutoFocus}
        onEscapeKeyDown={escape.onEscapeKeyDown}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          escape.onKeyDown(event);
        }}
      >
        {children}
      </AlertDialog.Content>
    </AlertDialog.Portal>
  );
});
Content.displayName = 'ConfirmDialog.Content';

export type ConfirmDialogTitleProps = {
  /** The dialog's accessible name: a short title, or the question itself when there is no title. */
  children: ReactNode;
  /** Extra class names, merged last. */
  className?: string;
};

/** Names the dialog. */
export const Title = forwardRef<HTMLHeadingElement, ConfirmDialogTitleProps>(function Title({ children, className }, ref) {
  useDialogContext('Title');
  return (
    <AlertDialog.Title asChild>
      <Heading ref={ref} level={2} size="large" className={className}>
        {children}
      </Heading>
    </AlertDialog.Title>
  );
});
Title.displayName = 'ConfirmDialog.Title';

export type ConfirmDialogDescriptionProps = {
  /** The question or the consequences, read out after the title. */
  children: ReactNode;
  /** Extra class names, merged last. */
  className?: string;
};

/** Describes the dialog; screen readers read it together with the title when it opens. */
export const Description = forwardRef<HTMLParagraphElement, ConfirmDialogDescriptionProps>(function Description(
  { children, className },
  ref,
) {
  useDialogContext('Description');
  return (
    <AlertDialog.Description asChild>
      <Text ref={ref} as="p" className={className}>
        {children}
      </Text>
    </AlertDialog.Description>
  );
});
Description.displayName = 'ConfirmDialog.Description';

export type ConfirmDialogActionsProps = {
  /** The Cancel and Confirm buttons, Cancel first. */
  children: ReactNode;
  /** Extra class names, merged last. */
  className?: string;
};

/** Lays out the answer buttons at the end of the panel. */
export function Actions({ children, className }: ConfirmDialogActionsProps) {
  return <div className={cx(actions, className)}>{children}</div>;
}
Actions.displayName = 'ConfirmDialog.Actions';

export type ConfirmDialogButtonProps = Omit<ButtonProps, 'variant' | 'asChild'>;

/** Declines: closes the dialog without confirming. Escape does the same. */
export const Cancel = forwardRef<HTMLButtonElement, ConfirmDialogButtonProps>(function Cancel(props, ref) {
  useDialogContext('Cancel');
  return (
    <AlertDialog.Cancel asChild>
      <Button ref={ref} variant="secondary" {...props} />
    </AlertDialog.Cancel>
  );
});
Cancel.displayName = 'ConfirmDialog.Cancel';

/** Confirms and closes; red in the danger tone. */
export const Confirm = forwardRef<HTMLButtonElement, ConfirmDialogButtonProps>(function Confirm(props, ref) {
  const { tone, confirmRef } = useDialogContext('Confirm');
  const setRefs = useCallback(
    (node: HTMLButtonElement | null) => {
      confirmRef.current = node;
      assignRef(ref, node);
    },
    [confirmRef, ref],
  );
  return (
    <AlertDialog.Action asChild>
      <Button ref={setRefs} variant={tone === 'danger' ? 'danger' : 'primary'} {...props} />
    </AlertDialog.Action>
  );
});
Confirm.displayName = 'ConfirmDialog.Confirm';
