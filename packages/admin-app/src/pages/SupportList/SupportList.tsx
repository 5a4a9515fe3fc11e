import type { SupportRequest } from '@chairside/api-contract';
import { Stack, Text } from '@chairside/design-system';
import { EntryCard, EntryDate, EntryListScreen } from '../../app/EntryList';
import { useSupportRequests } from '../../data/useReads';

export const supportListMessages = {
  loading: 'Loading support requests',
  failure: 'Failed to load support requests. Please try again later.',
  empty: 'No support requests found.',
} as const;

function SupportRequestCard({ request }: { request: SupportRequest }) {
  return (
    <EntryCard title={request.headline || 'N/A'} titleLevel={2} text={request.description}>
      <EntryDate timestamp={request.createdAt} />
      {request.email ? (
        <Text as="span" size="small">
          <a href={`mailto:${request.email}`}>{request.email}</a>
        </Text>
      ) : (
        <Text as="span" size="small" tone="muted">
          N/A
        </Text>
      )}
    </EntryCard>
  );
}

/** /support-list: every request sent through the public support form (SPEC.md sections 2 and 8). */
export default function SupportList() {
  const read = useSupportRequests();
  return (
    <EntryListScreen title="Support Requests" read={read} messages={supportListMessages}>
      {(requests) => (
        <Stack as="ul" space="medium">
          {requests.map((request) => (
            <SupportRequestCard key={request.id} request={request} />
          ))}
        </Stack>
      )}
    </EntryListScreen>
  );
}
