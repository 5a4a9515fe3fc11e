import type { SupportRequest } from '@chairside/api-contract';
import {
  Card,
  EmptyState,
  ErrorMessage,
  Heading,
  Inline,
  Skeleton,
  SkeletonGroup,
  Stack,
  Text,
  TruncatedText,
} from '@chairside/design-system';
import { useSupportRequests } from '../../data/useReads';

export const supportListMessages = {
  failure: 'Failed to load support requests. Please try again later.',
  empty: 'No support requests found.',
} as const;

const localDate = (timestamp: string) => {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? 'N/A' : date.toLocaleDateString();
};

function SupportRequestCard({ request }: { request: SupportRequest }) {
  return (
    <Card as="article" title={request.headline || 'N/A'} titleLevel={2}>
      <Stack space="small">
        <Inline space="medium" alignY="center">
          <Text as="time" dateTime={request.createdAt} size="small" tone="muted">
            {localDate(request.createdAt)}
          </Text>
          {request.email ? (
            <Text as="span" size="small">
              <a href={`mailto:${request.email}`}>{request.email}</a>
            </Text>
          ) : (
            <Text as="span" size="small" tone="muted">
              N/A
            </Text>
          )}
        </Inline>
        <TruncatedText>{request.description ?? ''}</TruncatedText>
      </Stack>
    </Card>
  );
}

/** /support-list: every request sent through the public support form (SPEC.md sections 2 and 8). */
export default function SupportList() {
  const { data, error, isLoading, mutate } = useSupportRequests();
  const requests = data ?? [];

  let body;
  if (data) {
    body =
      requests.length === 0 ? (
        <EmptyState title={supportListMessages.empty} />
      ) : (
        <Stack as="ul" space="medium">
          {requests.map((request) => (
            <SupportRequestCard key={request.id} request={request} />
          ))}
        </Stack>
      );
  } else if (error) {
    body = <ErrorMessage onRetry={() => void mutate()}>{supportListMessages.failure}</ErrorMessage>;
  } else if (isLoading) {
    body = (
      <SkeletonGroup label="Loading support requests">
        <Skeleton shape="card" count={4} />
      </SkeletonGroup>
    );
  }

  return (
    <Stack space="xlarge">
      <Heading level={1}>Support Requests</Heading>
      {body}
    </Stack>
  );
}
