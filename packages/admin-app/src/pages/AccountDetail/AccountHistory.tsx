import { auditActionLabels, type AuditLogEntry } from '@chairside/api-contract';
import { Card, ErrorMessage, Skeleton, SkeletonGroup, Stack, Text } from '@chairside/design-system';
import { actorText, formatDateTime, historyTexts as texts, noticeText, suspendedUntilText } from '../../data/moderationTexts';
import { useAccountHistory } from '../../data/useAccountHistory';
import { DetailList, Section } from '../../profile/ProfileParts';

/** One action on the account (an item of the Stack's list): what, when, who, and the reason, note and notice it came with. */
function HistoryEntry({ entry }: { entry: AuditLogEntry }) {
  const details = [
    { term: texts.by, detail: actorText(entry) },
    ...(entry.reason ? [{ term: texts.reason, detail: entry.reason }] : []),
    ...(entry.note ? [{ term: texts.note, detail: entry.note }] : []),
    ...(entry.notice ? [{ term: texts.notice, detail: noticeText(entry) }] : []),
  ];
  return (
    <Card as="article" tone="muted" title={auditActionLabels[entry.action]} titleLevel={3}>
      <Stack space="medium">
        <Text as="time" dateTime={entry.createdAt} size="small" tone="muted">
          {formatDateTime(Date.parse(entry.createdAt))}
        </Text>
        {entry.action === 'account.suspend' ? <Text>{suspendedUntilText(entry.until === null ? null : Date.parse(entry.until))}</Text> : null}
        <DetailList items={details} />
      </Stack>
    </Card>
  );
}

/**
 * A detail page's History section: the current suspension ('Suspended until {date}', or 'until lifted'),
 * then every moderation action on the account, newest first; a skeleton while it loads, and a retry
 * when it cannot be read.
 */
export function AccountHistory({ id }: { id: string }) {
  const { data, error, mutate } = useAccountHistory(id);
  let body;
  if (data) {
    const { suspension, entries } = data;
    body = (
      <>
        {suspension.suspended ? (
          <Text weight="medium">{suspendedUntilText(suspension.until === null ? null : Date.parse(suspension.until))}</Text>
        ) : null}
        {entries.length === 0 ? (
          <Text tone="muted">{texts.empty}</Text>
        ) : (
          <Stack as="ol" space="medium">
            {entries.map((entry) => (
              <HistoryEntry key={entry.id} entry={entry} />
            ))}
          </Stack>
        )}
      </>
    );
  } else if (error) {
    body = <ErrorMessage onRetry={() => void mutate()}>{texts.failure}</ErrorMessage>;
  } else {
    body = (
      <SkeletonGroup label={texts.loading}>
        <Skeleton count={3} />
      </SkeletonGroup>
    );
  }
  return <Section title={texts.title}>{body}</Section>;
}
