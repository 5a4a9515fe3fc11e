import useSWR, { type SWRConfiguration } from 'swr';
import {
  activityPageSize,
  readAccountList,
  readDashboardSummary,
  type AccountKind,
  type EndpointName,
  type Feedback,
  type SupportRequest,
  type SuccessResponse,
} from '@chairside/api-contract';
import { ApiError, call, urlFor, type CallArgs, type UrlArgs } from '../api/client';
import { keyOf } from './keys';
import { accountKindEndpoints } from './accountEndpoints';
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

/**
 * One page of accounts of `kind` as rows: every professional or salon (a plain array, one page), or
 * one page of private suites (`page` one-based, as sent on the wire), kept current (`keptCurrent`).
 * Returns the key it caches under, which the moderation hooks update.
 */
export function useAccountList(kind: AccountKind, page: number) {
  const { list } = accountKindEndpoints[kind];
  const args = (list === 'listPrivateSuites' ? [{ query: { page, limit: 10 } }] : []) as CallArgs<typeof list>;
  const read = useRead(list, args, (answer) => readAccountList(kind, answer), { keepPreviousData: true, ...keptCurrent });
  return { ...read, key: keyOf(list, ...(args as [])) };
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
