/*
 * The Activity screen's filters as the URL holds them and as the audit log's calls take them. The URL
 * keeps what the admin chose (a day is `2026-11-15`); the calls get the local day's first and last
 * instants, since the server reads a bare date as a UTC day.
 */
import { activityCsvFileName, auditActions, type AccountKind, type RequestQuery } from '@chairside/api-contract';
import { call } from '../api/client';
import { saveBlob } from '../profile/downloadFile';

/**
 * The filters, in the order the screen shows them; each is a URL parameter of the same name. `entry`
 * (one entry and those that undo it) has no control: the link from an entry that undoes it sets it.
 */
export const activityFilterNames = ['action', 'actorId', 'kind', 'from', 'to', 'q', 'entry'] as const;
export type ActivityFilterName = (typeof activityFilterNames)[number];

/** Every filter's value as text, '' when it is not set. */
export type ActivityFilters = Record<ActivityFilterName, string>;

/** The account kinds the log can be narrowed to, as the screen names them. */
export const activityKindLabels: Record<AccountKind, string> = {
  professional: 'Professionals',
  salon: 'Salons',
  'private-suite': 'Private suites',
};

const isId = (text: string) => /^[1-9]\d{0,9}$/.test(text);

const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text));

/**
 * Whether each filter's text is one the server takes; a hand-edited URL with another value is read as
 * that filter unset, rather than a select showing no option or a call the server refuses.
 */
const validFilter: Record<ActivityFilterName, (text: string) => boolean> = {
  action: (text) => (auditActions as readonly string[]).includes(text),
  actorId: isId,
  kind: (text) => Object.hasOwn(activityKindLabels, text),
  from: isDay,
  to: isDay,
  q: () => true,
  entry: isId,
};

/** The filters a URL's parameters hold, each '' when missing or not a value the server takes. */
export function readActivityFilters(params: URLSearchParams): ActivityFilters {
  const entries = activityFilterNames.map((name) => {
    const text = params.get(name) ?? '';
    return [name, validFilter[name](text) ? text : ''] as const;
  });
  return Object.fromEntries(entries) as ActivityFilters;
}

/** Whether any filter is set. */
export const isFiltered = (filters: ActivityFilters) => activityFilterNames.some((name) => filters[name].trim() !== '');

/** The first (`start`) or last (`end`) instant of a local day, `2026-11-15`, as an ISO timestamp. */
export function localDayEdge(day: string, edge: 'start' | 'end'): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const local = edge === 'start' ? new Date(year, month - 1, date) : new Date(year, month - 1, date, 23, 59, 59, 999);
  return local.toISOString();
}

/** The filters as both calls of the log take them; unset ones are left out. */
export type ActivityQuery = NonNullable<RequestQuery<'exportAuditLog'>>;

/** The query of the log's calls for these filters. */
export function activityQuery(filters: ActivityFilters): ActivityQuery {
  const text = filters.q.trim();
  return {
    action: (filters.action || undefined) as ActivityQuery['action'],
    actorId: filters.actorId ? Number(filters.actorId) : undefined,
    kind: (filters.kind || undefined) as ActivityQuery['kind'],
    from: filters.from ? localDayEdge(filters.from, 'start') : undefined,
    to: filters.to ? localDayEdge(filters.to, 'end') : undefined,
    q: text || undefined,
    entry: filters.entry ? Number(filters.entry) : undefined,
  };
}

/**
 * Fetches the CSV of the filtered log and saves it. The export is an admin call, so it goes through
 * the client with the bearer token: a plain link to it would reach the server without one.
 */
export async function downloadActivityCsv(query: ActivityQuery): Promise<void> {
  const csv = await call('exportAuditLog', { query });
  saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), activityCsvFileName);
}
