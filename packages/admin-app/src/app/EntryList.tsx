import type { ReactNode } from 'react';
import { Card, Heading, Inline, Skeleton, Stack, Text, TruncatedText } from '@chairside/design-system';
import { formatLocalDate } from '../profile/profileText';
import { ReadView, type ReadViewProps } from './ReadView';

/*
 * The parts of the screens that list entries people sent (reviews, support requests): the screen with
 * its heading and four card skeletons while the entries load, and each entry's card.
 */

/** A screen listing entries: `title` over what `children` makes of the read's list (SPEC.md section 8). */
export function EntryListScreen<T>({ title, ...view }: { title: string } & Omit<ReadViewProps<T[]>, 'skeleton'>) {
  return (
    <Stack space="xlarge">
      <Heading level={1}>{title}</Heading>
      <ReadView {...view} skeleton={<Skeleton shape="card" count={4} />} />
    </Stack>
  );
}

export type EntryCardProps = {
  title: string;
  /** The title's heading level: 2 directly under the page's heading, 3 under a section's. */
  titleLevel: 2 | 3;
  /** The text, shortened with Show More when it is long. */
  text: string | null | undefined;
  /** The line above the text: the date, the sender, the rating. */
  children: ReactNode;
};

/** One entry of a list screen (a review, a support request): a card with its details and its text. */
export function EntryCard({ title, titleLevel, text, children }: EntryCardProps) {
  return (
    <Card as="article" title={title} titleLevel={titleLevel}>
      <Stack space="small">
        <Inline space="medium" alignY="center">
          {children}
        </Inline>
        <TruncatedText>{text ?? ''}</TruncatedText>
      </Stack>
    </Card>
  );
}

/** When an entry was made: a date in the reader's locale, or 'N/A' when the timestamp is unreadable. */
export function EntryDate({ timestamp }: { timestamp: string }) {
  return (
    <Text as="time" dateTime={timestamp} size="small" tone="muted">
      {formatLocalDate(timestamp)}
    </Text>
  );
}
