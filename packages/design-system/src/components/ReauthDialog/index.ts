export { ReauthDialog, type ReauthDialogProps } from './ReauthDialog';
export {
  reauthDialogMethods,
  reauthDialogTexts,
  typedReauthMethods,
  type ReauthAnswer,
  type ReauthDialogMethod,
  type TypedReauthMethod,
} from './reauthForm';
