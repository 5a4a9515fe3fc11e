export { DialogForm, FormDialog, type DialogFormProps, type FormDialogProps } from './FormDialog';
