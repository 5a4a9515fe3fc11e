import { useMemo, useState } from 'react';
import { activityCsvFileName, auditActionLabels, auditActions, type AuditLogEntry } from '@chairside/api-contract';
import { Button, DataTable, Heading, Inline, SelectField, Stack, Text, TextField, type SelectOption } from '@chairside/design-system';
import { urlFor } from '../../api/client';
import { activityKindLabels, activityQuery, downloadActivityCsv, isFiltered, type ActivityFilterName, type ActivityQuery } from '../../data/activity';
import { useActivityFilters } from '../../data/useActivityFilters';
import { useAdminProfile, useAuditLog } from '../../data/useReads';
import { activityColumns } from './activityColumns';

/** The screen's words. */
export const activityTexts = {
  title: 'Activity',
  loading: 'Loading activity',
  empty: 'No activity yet.',
  noMatches: 'No activity matches these filters.',
  failure: (error: Error) => `Error loading activity: ${error.message}`,
  exportCsv: 'Export CSV',
  exportFailure: (error: unknown) => `The CSV could not be exported: ${error instanceof Error ? error.message : String(error)}`,
  clearFilters: 'Clear filters',
  pages: 'Activity pages',
  showingEntry: (id: string) => `Showing entry #${id}`,
  showAll: 'Show all activity',
};

const actionOptions: SelectOption[] = auditActions.map((action) => ({ value: action, label: auditActionLabels[action] }));
const kindOptions: SelectOption[] = Object.entries(activityKindLabels).map(([value, label]) => ({ value, label }));

/**
 * The administrators to choose from. There is no call that lists administrators, so the choices are
 * the signed-in one and, for a shared link naming another, that one by id; the text filter finds
 * anyone else by name or email.
 */
function actorOptions(me: { id: number; fullName: string } | undefined, chosen: string): SelectOption[] {
  const options: SelectOption[] = me ? [{ value: String(me.id), label: `You (${me.fullName})` }] : [];
  if (chosen !== '' && chosen !== String(me?.id)) options.push({ value: chosen, label: `Administrator #${chosen}` });
  return options;
}

/** 'Export CSV': a link to the filtered export that fetches it with the session's token and saves it. */
function ExportCsvLink({ query }: { query: ActivityQuery }) {
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setFailure(undefined);
    setBusy(true);
    try {
      await downloadActivityCsv(query);
    } catch (error) {
      setFailure(activityTexts.exportFailure(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack space="small" align="right">
      <Button variant="secondary" asChild>
        <a
          href={urlFor('exportAuditLog', { query })}
          download={activityCsvFileName}
          aria-disabled={busy || undefined}
          onClick={(event) => {
            event.preventDefault();
            if (!busy) void save();
          }}
        >
          {activityTexts.exportCsv}
        </a>
      </Button>
      {failure ? (
        <Text role="alert" tone="danger">
          {failure}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * /activity: the audit log, newest first, 25 entries a page from the server, filtered by action,
 * administrator, account kind, dates and text, every filter in the URL; and its CSV export. With
 * `?entry=N` (the link of an entry that undoes another) it shows that entry and those undoing it.
 */
export default function Activity() {
  const { filters, page, setFilter, clearFilters, onPageChange } = useActivityFilters();
  const query = useMemo(() => activityQuery(filters), [filters]);
  const { data, error, mutate } = useAuditLog(query, page);
  const { data: me } = useAdminProfile();
  const filtered = isFiltered(filters);
  const rows: readonly AuditLogEntry[] = data?.data ?? [];
  const field = (name: ActivityFilterName) => ({
    value: filters[name],
    onValueChange: (value: string) => setFilter(name, value),
  });
  const text = (name: ActivityFilterName) => ({
    value: filters[name],
    onChange: (event: { target: { value: string } }) => setFilter(name, event.target.value),
  });

  return (
    <Stack space="large">
      <Inline space="medium" align="space-between" alignY="center">
        <Heading level={1}>{activityTexts.title}</Heading>
        <ExportCsvLink query={query} />
      </Inline>
      <Inline as="section" aria-label="Filters" space="medium" alignY="bottom">
        <SelectField label="Action" placeholder="Any action" options={actionOptions} {...field('action')} />
        <SelectField label="Administrator" placeholder="Any administrator" options={actorOptions(me, filters.actorId)} {...field('actorId')} />
        <SelectField label="Account kind" placeholder="Any kind" options={kindOptions} {...field('kind')} />
        <TextField label="From" type="date" max={filters.to || undefined} {...text('from')} />
        <TextField label="To" type="date" min={filters.from || undefined} {...text('to')} />
        <TextField label="Account name or email" type="search" {...text('q')} />
        {filtered ? (
          <Button variant="ghost" onClick={clearFilters}>
            {activityTexts.clearFilters}
          </Button>
        ) : null}
      </Inline>
      {filters.entry ? (
        <Inline space="medium" alignY="center">
          <Text weight="medium">{activityTexts.showingEntry(filters.entry)}</Text>
          <Button variant="secondary" size="small" onClick={clearFilters}>
            {activityTexts.showAll}
          </Button>
        </Inline>
      ) : null}
      <DataTable
        mode="server"
        rows={rows}
        columns={activityColumns}
        getRowId={(entry) => entry.id}
        caption={activityTexts.title}
        hideCaption
        searchable={false}
        loading={data === undefined && !error}
        loadingLabel={activityTexts.loading}
        error={error ? activityTexts.failure(error) : undefined}
        onRetry={() => void mutate()}
        emptyText={filtered ? activityTexts.noMatches : activityTexts.empty}
        page={page}
        totalPages={data?.totalPages ?? 1}
        onPageChange={onPageChange}
        paginationLabel={activityTexts.pages}
      />
    </Stack>
  );
}
