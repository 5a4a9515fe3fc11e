export {
  ConfirmDialog,
  confirmTones,
  type ConfirmDialogActionsProps,
  type ConfirmDialogButtonProps,
  type ConfirmDialogContentProps,
  type ConfirmDialogDescriptionProps,
  type ConfirmDialogProps,
  type ConfirmDialogRootProps,
  type ConfirmDialogTitleProps,
  type ConfirmDialogTriggerProps,
  type ConfirmTone,
} from './ConfirmDialog';
export {
  ConfirmProvider,
  useConfirm,
  type ConfirmFunction,
  type ConfirmOptions,
  type ConfirmProviderProps,
} from './ConfirmProvider';
