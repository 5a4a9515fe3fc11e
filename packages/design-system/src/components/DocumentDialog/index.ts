export {
  DocumentDialog,
  documentDialogActionTones,
  documentDialogTexts,
  type DocumentDialogAction,
  type DocumentDialogActionTone,
  type DocumentDialogProps,
} from './DocumentDialog';
