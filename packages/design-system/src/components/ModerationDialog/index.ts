export {
  ModerationDialog,
  type ModerationDialogConfirmation,
  type ModerationDialogProgress,
  type ModerationDialogProps,
} from './ModerationDialog';
export {
  durationChoices as moderationDurationChoices,
  moderationActions as moderationDialogActions,
  moderationDurations,
  type ModerationAction as ModerationDialogAction,
  type ModerationDuration,
  type ModerationValues as ModerationDialogValues,
} from './moderationForm';
