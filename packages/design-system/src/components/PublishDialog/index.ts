export { PublishDialog, publishDialogTexts, type PublishDialogProps } from './PublishDialog';
export { publishTimings, type PublishChoice as PublishDialogChoice, type PublishTiming } from './publishForm';
