import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Heading, type HeadingLevel } from '../Heading';
import { isEmptyContent } from '../Text/plainText';
import { Text } from '../Text';
import { action as actionClass, description as descriptionClass, emptyState } from './EmptyState.css';

export const emptyStateAlignments = ['center', 'start'] as const;
export type EmptyStateAlign = (typeof emptyStateAlignments)[number];

export type EmptyStateProps = Omit<HTMLAttributes<HTMLDivElement>, 'style' | 'title' | 'children'> & {
  /** The main message, such as 'No support requests found.' */
  title: string;
  /** A sentence that explains or suggests what to do next. */
  description?: ReactNode;
  /** A button or link that helps out of the empty state, such as clearing a search. */
  action?: ReactNode;
  /** Render the title as a heading of this level; without it the title is a strong paragraph. */
  titleLevel?: HeadingLevel;
  /** Centred in a large area (a page, a table) or aligned to the start of a small one (a card). */
  align?: EmptyStateAlign;
  /** Extra class names, merged last. */
  className?: string;
};

/** What a list, table or section shows when it has nothing to show. */
export function EmptyState({ title, description, action, titleLevel, align = 'center', className, ...props }: EmptyStateProps) {
  if (import.meta.env.DEV && !title?.trim()) throw new Error('EmptyState: a title saying what is missing is required.');
  return (
    <div {...props} className={cx(emptyState({ align }), className)}>
      {titleLevel ? (
        <Heading level={titleLevel} size={titleLevel === 1 ? 'xlarge' : 'large'}>
          {title}
        </Heading>
      ) : (
        <Text weight="semibold">{title}</Text>
      )}
      {isEmptyContent(description) ? null : (
        <Text as="div" tone="muted" className={descriptionClass}>
          {description}
        </Text>
      )}
      {action ? <div className={actionClass}>{action}</div> : null}
    </div>
  );
}
EmptyState.displayName = 'EmptyState';
