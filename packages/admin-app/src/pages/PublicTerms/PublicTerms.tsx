import { useId } from 'react';
import { documentContent } from '@chairside/api-contract';
import { ErrorMessage, Heading, SafeHtml, Skeleton, SkeletonGroup, Stack } from '@chairside/design-system';
import { usePublicTerms } from '../../data/useReads';

export const termsMessages = { failure: 'Failed to load Terms & Conditions.' } as const;

/** /terms-and-conditions: the public terms (SPEC.md sections 2 and 8). */
export default function PublicTerms() {
  const headingId = useId();
  const { data, error, isLoading, mutate } = usePublicTerms();

  let body;
  if (data) {
    // Rendered only through SafeHtml, which sanitises again whatever the server stored.
    body = <SafeHtml as="article" aria-labelledby={headingId} html={documentContent(data, 'terms') ?? ''} />;
  } else if (error) {
    body = <ErrorMessage onRetry={() => void mutate()}>{termsMessages.failure}</ErrorMessage>;
  } else if (isLoading) {
    body = (
      <SkeletonGroup label="Loading Terms & Conditions">
        <Skeleton count={8} />
      </SkeletonGroup>
    );
  }

  return (
    <Stack space="xlarge">
      <Heading level={1} id={headingId}>
        Terms &amp; Conditions
      </Heading>
      {body}
    </Stack>
  );
}
