import useSWR, { useSWRConfig, type SWRConfiguration } from 'swr';
import {
  activityPageSize,
  readAccountList,
  readDashboardSummary,
  type AccountListPage,
  type AccountKind,
  type EndpointName,
  type Feedback,
  type SupportRequest,
  type SuccessResponse,
} from '@chairside/api-contract';
import { ApiError, call, urlFor, type CallArgs, type UrlArgs } from '../api/client';
import { keyOf } from './keys';
import { accountKindEndpoints } from './accountEndpoints';
import { accountKindDescriptions } from './accountKinds';
import type { ActivityQuery } from './activity';

/**
 * What every read does unless it says otherwise: no retry storm on answers that will not change by
 * retrying (4xx). Given to each read rather than through an SWRConfig at the root, so the code the
 * login page waits for does not include SWR (scripts/bundle-budget.mjs).
 */
export const readDefaults: SWRConfiguration = {
  shouldRetryOnError: (error: unknown) => !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  errorRetryCount: 3,
};

/**
 * useSWR on one endpoint of the contract's table: the key is the call's url and the answer is read
 * once, here, into the shape the page shows (`read`), so no page looks at what came over the wire.
 * `args` null means no call yet (a detail page without an id).
 */
export function useRead<N extends EndpointName, Data = SuccessResponse<N>>(
  name: N,
  args: CallArgs<N> | null,
  read: (answer: SuccessResponse<N>) => Data = (answer) => answer as unknown as Data,
  options?: SWRConfiguration<Data, Error>,
) {
  return useSWR<Data, Error>(args ? urlFor(name, ...(args as UrlArgs<N>)) : null, async () => read(await call(name, ...args!)), {
    ...readDefaults,
    ...options,
  });
}

const listOf = <T>(answer: unknown, field: string): T[] => {
  const list = Array.isArray(answer) ? answer : (answer as Record<string, unknown> | null | undefined)?.[field];
  return Array.isArray(list) ? (list as T[]) : [];
};

/**
 * What keeps a list others act on current without a reload: read again when the window regains focus
 * and every 30 seconds while it is in view (the server's ETags make an unchanged answer cheap).
 */
export const keptCurrent: SWRConfiguration = { revalidateOnFocus: true, refreshInterval: 30_000, refreshWhenHidden: false };

/** The dashboard's figures. */
export const useDashboardSummary = () => useRead('getDashboardSummary', [], readDashboardSummary);

/** The signed-in administrator's profile. */
export const useAdminProfile = () => useRead('getAdminProfile', []);

/** What a list screen asks of the server: a one-based page, the sort keys as the wire writes them ('status.asc,joiningDate.desc'), a search. */
export type AccountListView = { page: number; sort: string; search: string };

/** The SWR key under which a list remembers that its backend answers as the spec's does, so it stops asking for more. */
const specBackendKey = (kind: AccountKind) => `chairside:spec-list:${kind}`;

/**
 * Answers read under one key and handed to the spec call's key, which takes them instead of reading the
 * list again; one hand-over table per SWR cache, so screens with caches of their own never share one.
 */
const handOvers = new WeakMap<object, Map<string, { page: AccountListPage; at: number }>>();
const handOverOf = (cache: object) => {
  let table = handOvers.get(cache);
  if (!table) handOvers.set(cache, (table = new Map()));
  return table;
};

/**
 * The accounts of `kind` as rows, kept current (`keptCurrent`). The list asks for `view`: page, sort
 * and search (issue 19). This project's server answers that page, sorted and searched (`mode`
 * 'server'); the spec's backend answers as it always has, every professional or salon in a plain array
 * or one page of private suites (`mode` 'client'), and the table sorts and searches them itself. Once
 * a backend has answered that way the list makes the spec's call only, so sorting and typing never
 * read the whole list again. Returns the key it caches under, which the moderation hooks update.
 */
export function useAccountList(kind: AccountKind, view: AccountListView) {
  const { list } = accountKindEndpoints[kind];
  const { pageSize, pagedBySpec } = accountKindDescriptions[kind].list;
  const { mutate, cache } = useSWRConfig();
  const { data: specBackend } = useSWR<true>(specBackendKey(kind), null);
  const search = view.search.trim();
  const specArgs = (pagedBySpec ? [{ query: { page: view.page, limit: pageSize } }] : []) as CallArgs<typeof list>;
  const askedArgs = [{ query: { page: view.page, limit: pageSize, sort: view.sort || undefined, search: search || undefined } }] as CallArgs<typeof list>;
  const args = specBackend ? specArgs : askedArgs;
  const key = keyOf(list, ...(args as []));
  const read = useSWR<AccountListPage, Error>(
    key,
    async () => {
      const handOver = handOverOf(cache);
      const kept = handOver.get(key);
      handOver.delete(key);
      // Taken at once by the switch; one left by a screen that closed first is too old to show.
      if (kept && Date.now() - kept.at < 5_000) return kept.page;
      const page = readAccountList(kind, await call(list, ...args));
      if (page.mode === 'client' && !specBackend) {
        // The same answer is the spec call's: the switch to that call reads nothing more.
        const specKey = keyOf(list, ...(specArgs as []));
        if (specKey !== key) handOver.set(specKey, { page, at: Date.now() });
        void mutate(specBackendKey(kind), true, { revalidate: false });
      }
      return page;
    },
    { ...readDefaults, keepPreviousData: true, ...keptCurrent },
  );
  return { ...read, key };
}

/** Product reviews. */
export const useFeedbacks = () => useRead('listFeedbacks', [], (answer) => listOf<Feedback>(answer, 'feedbacks'));

/** Support requests sent through the public form. */
export const useSupportRequests = () =>
  useRead('listSupportRequests', [], (answer) => listOf<SupportRequest>(answer, 'supportRequests'));

/**
 * One page of the audit log (`page` one-based, 25 entries), newest first, as `query` filters it. The
 * last page stays up while the next loads, instead of a flash of skeleton.
 */
export const useAuditLog = (query: ActivityQuery, page: number) =>
  useRead('getAuditLog', [{ query: { ...query, page, limit: activityPageSize } }], undefined, { keepPreviousData: true });

/** How many deleted accounts a page of Recently deleted shows. */
export const deletedAccountsPageSize = 20;

/**
 * One page (one-based, 20 entries) of the accounts deleted and still restorable, newest delete first,
 * kept current; with the key it caches under, which a restore updates.
 */
export function useDeletedAccounts(page: number) {
  const input = { query: { page, limit: deletedAccountsPageSize } };
  const read = useRead('listDeletedAccounts', [input], undefined, { keepPreviousData: true, ...keptCurrent });
  return { ...read, key: keyOf('listDeletedAccounts', input) };
}
