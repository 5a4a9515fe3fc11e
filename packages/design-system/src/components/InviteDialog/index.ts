export { InviteDialog, inviteDialogTexts, type InviteDialogProps, type InviteDialogRole } from './InviteDialog';
export { isEmailAddress, type InviteValues as InviteDialogValues } from './inviteForm';
