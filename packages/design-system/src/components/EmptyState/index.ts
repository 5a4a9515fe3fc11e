export { EmptyState, emptyStateAlignments, type EmptyStateAlign, type EmptyStateProps } from './EmptyState';
