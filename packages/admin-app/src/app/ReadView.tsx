import type { ReactNode } from 'react';
import type { SWRResponse } from 'swr';
import { EmptyState, ErrorMessage, SkeletonGroup } from '@chairside/design-system';

export type ReadViewProps<T> = {
  /** The read hook's answer; `mutate` is what the retry calls. */
  read: Pick<SWRResponse<T>, 'data' | 'error' | 'isLoading' | 'mutate'>;
  /**
   * The screen's words (SPEC.md section 8): the skeleton's name while the read is under way, what a
   * failed read says above its retry, and for a list the empty state's title when it has no items.
   */
  messages: { loading: string; failure: string; empty?: string };
  /** The skeleton's parts, in the shape of what is loading. */
  skeleton: ReactNode;
  /** What the screen shows of the data. */
  children: (data: T) => ReactNode;
};

/**
 * What a screen shows of one read: the data once there is some (kept through a failed refresh), else
 * the failure with a retry, else a skeleton while the read is under way.
 */
export function ReadView<T>({ read: { data, error, isLoading, mutate }, messages, skeleton, children }: ReadViewProps<T>) {
  if (data) {
    const { empty } = messages;
    return empty !== undefined && Array.isArray(data) && data.length === 0 ? <EmptyState title={empty} /> : children(data);
  }
  if (error) return <ErrorMessage onRetry={() => void mutate()}>{messages.failure}</ErrorMessage>;
  if (isLoading) return <SkeletonGroup label={messages.loading}>{skeleton}</SkeletonGroup>;
  return null;
}
