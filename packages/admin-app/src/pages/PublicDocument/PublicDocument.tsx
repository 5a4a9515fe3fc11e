import { useId } from 'react';
import { ErrorMessage, Heading, SafeHtml, Skeleton, SkeletonGroup, Stack } from '@chairside/design-system';
import { usePublicDocument } from '../../data/useReads';
import type { PublicDocumentDescription } from './publicDocuments';

/**
 * /privacy-policy and /terms-and-conditions: a public document under its heading, 8 skeleton rows
 * while it loads, the description's message when it cannot (SPEC.md sections 2 and 8).
 */
export function PublicDocument({ document, title, loadingLabel, failure }: PublicDocumentDescription) {
  const headingId = useId();
  const { data, error, isLoading, mutate } = usePublicDocument(document);

  let body;
  if (data) {
    // Rendered only through SafeHtml, which sanitises again whatever the server stored.
    body = <SafeHtml as="article" aria-labelledby={headingId} html={data.content ?? ''} />;
  } else if (error) {
    body = <ErrorMessage onRetry={() => void mutate()}>{failure}</ErrorMessage>;
  } else if (isLoading) {
    body = (
      <SkeletonGroup label={loadingLabel}>
        <Skeleton count={8} />
      </SkeletonGroup>
    );
  }

  return (
    <Stack space="xlarge">
      <Heading level={1} id={headingId}>
        {title}
      </Heading>
      {body}
    </Stack>
  );
}
