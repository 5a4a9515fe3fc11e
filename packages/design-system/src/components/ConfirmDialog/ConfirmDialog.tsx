import { Actions, Cancel, Confirm, Content, Description, Root, Title, Trigger, type ConfirmTone } from './ConfirmDialogParts';

export {
  confirmTones,
  type ConfirmDialogActionsProps,
  type ConfirmDialogButtonProps,
  type ConfirmDialogContentProps,
  type ConfirmDialogDescriptionProps,
  type ConfirmDialogRootProps,
  type ConfirmDialogTitleProps,
  type ConfirmDialogTriggerProps,
  type ConfirmTone,
} from './ConfirmDialogParts';

export type ConfirmDialogProps = {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called with false when the dialog closes by any answer (Cancel, Escape or Confirm). */
  onOpenChange: (open: boolean) => void;
  /** A short title; when missing, the question itself names the dialog. */
  title?: string;
  /** The question, word for word, such as 'Delete this suite?'. */
  question: string;
  /** The confirm button's text, such as 'Delete'. */
  confirmLabel?: string;
  /** The cancel button's text. */
  cancelLabel?: string;
  /** 'danger' for deletes: red confirm button, and focus starts on Cancel. */
  tone?: ConfirmTone;
  /** Called when the user confirms, before the dialog closes. */
  onConfirm: () => void;
  /** Where focus goes after closing; defaults to the element focused when the dialog opened. */
  returnFocusTo?: HTMLElement | null;
  /** Called once the dialog has gone and focus is back where it came from. */
  onClosed?: () => void;
  /** Extra class names for the panel, merged last. */
  className?: string;
};

/** A yes/no question in a modal alert dialog, in one element. */
function ConfirmDialogAllInOne({
  open,
  onOpenChange,
  title,
  question,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  tone = 'default',
  onConfirm,
  returnFocusTo,
  onClosed,
  className,
}: ConfirmDialogProps) {
  if (import.meta.env.DEV && !question.trim()) {
    throw new Error('ConfirmDialog: `question` is required; it is what the user answers.');
  }
  const hasTitle = Boolean(title?.trim());
  return (
    <Root open={open} onOpenChange={onOpenChange} tone={tone}>
      <Content
        className={className}
        returnFocusTo={returnFocusTo}
        onCloseAutoFocus={onClosed ? () => onClosed() : undefined}
        // Without a title the question is the name, and a description would only repeat it.
        {...(hasTitle ? {} : { 'aria-describedby': undefined })}
      >
        {hasTitle ? (
          <>
            <Title>{title}</Title>
            <Description>{question}</Description>
          </>
        ) : (
          <Title>{question}</Title>
        )}
        <Actions>
          <Cancel>{cancelLabel}</Cancel>
          <Confirm onClick={onConfirm}>{confirmLabel}</Confirm>
        </Actions>
      </Content>
    </Root>
  );
}
ConfirmDialogAllInOne.displayName = 'ConfirmDialog';

/**
 * Asks the user to confirm an action. Use it whole (`<ConfirmDialog open question onConfirm ... />`),
 * or build one from its parts: `ConfirmDialog.Root`, `.Trigger`, `.Content`, `.Title`,
 * `.Description`, `.Actions`, `.Cancel`, `.Confirm`. For a promise-based question, see `useConfirm`.
 */
export const ConfirmDialog = Object.assign(ConfirmDialogAllInOne, {
  Root,
  Trigger,
  Content,
  Title,
  Description,
  Actions,
  Cancel,
  Confirm,
});
