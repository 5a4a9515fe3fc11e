import { useId } from 'react';
import { Heading, SafeHtml, Skeleton, Stack, Text } from '@chairside/design-system';
import { ReadView } from '../../app/ReadView';
import { usePublicDocument } from '../../data/useDocuments';
import { lastUpdated, type PublicDocumentDescription } from './publicDocuments';

/**
 * /privacy-policy and /terms-and-conditions: a public document under its heading, 8 skeleton rows
 * while it loads, the description's message when it cannot (SPEC.md sections 2 and 8), and under the
 * heading when what it shows took effect (issue 18; shown only when the backend says).
 */
export function PublicDocument({ document, title, loadingLabel, failure }: PublicDocumentDescription) {
  const headingId = useId();
  const read = usePublicDocument(document);
  return (
    <Stack space="xlarge">
      <Heading level={1} id={headingId}>
        {title}
      </Heading>
      {/* Rendered only through SafeHtml, which sanitises again whatever the server stored. */}
      <ReadView read={read} messages={{ loading: loadingLabel, failure }} skeleton={<Skeleton count={8} />}>
        {(data) => (
          <Stack space="large">
            {data.updatedAt ? <Text tone="muted">{lastUpdated(data.updatedAt)}</Text> : null}
            <SafeHtml as="article" aria-labelledby={headingId} html={data.content ?? ''} />
          </Stack>
        )}
      </ReadView>
    </Stack>
  );
}
