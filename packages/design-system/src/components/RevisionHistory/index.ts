export {
  RevisionHistory,
  revisionHistoryTexts,
  revisionStatuses,
  type RevisionHistoryItem,
  type RevisionHistoryProps,
  type RevisionStatus,
} from './RevisionHistory';
