import type { ReactNode } from 'react';
import { EmptyState } from '../EmptyState';
import type { HeadingLevel } from '../Heading';

export type NotFoundProps = {
  /** The heading; the SPEC's catch-all wording unless given. */
  title?: string;
  /** The sentence under the heading. */
  message?: string;
  /** A way back, such as a link home rendered through the app's router. */
  action?: ReactNode;
  /** The heading's level: 1 when the not-found display is the whole page. */
  titleLevel?: HeadingLevel;
  /** Extra class names, merged last. */
  className?: string;
};

/** What a route that matches nothing shows: '404 - Page Not Found' and a way back. */
export function NotFound({
  title = '404 - Page Not Found',
  message = 'The page you are looking for does not exist.',
  action,
  titleLevel = 1,
  className,
}: NotFoundProps) {
  return <EmptyState title={title} description={message} action={action} titleLevel={titleLevel} className={className} />;
}
NotFound.displayName = 'NotFound';
