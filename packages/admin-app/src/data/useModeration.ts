import { useCallback } from 'react';
import {
  endpointRoutes,
  type AccountKind,
  type AccountListPage,
  type AccountState,
  type ModerationAction,
  type ModerationResponse,
  type ModerationNotice,
  type ModerationReason,
  type DeleteRequest,
  type SuspendRequest,
  type UnsuspendRequest,
} from '@chairside/api-contract';
import useSWRMutation, { type TriggerWithArgs } from 'swr/mutation';
import { useSWRConfig } from 'swr';
import { call } from '../api/client';
import { accountKindEndpoints } from './accountEndpoints';
import { ifMatch } from './conflicts';
import { keyOf } from './keys';

/**
 * The optional body of suspend, unsuspend and delete (api-contract's moderation requests): left-out
 * fields are not sent, so an action without a reason still reads as SPEC.md section 7's call.
 */
export type ModerationBody = { reason?: ModerationReason; note?: string; notice?: ModerationNotice; until?: string };

/**
 * One action on one account: what it is, the account's id as the row and the call both name it, the
 * body, and the account's version as the row or profile was read (sent as `If-Match`; none when the
 * server sent no version).
 */
export type ModerationRequest = { action: ModerationAction; id: string | number; body: ModerationBody; version?: number | null };

/**
 * Sends one action of an account of `kind`. The dialog requires the reason of a suspend or a delete
 * (the server refuses either without one) and gives `until` to a suspension only. An action with
 * nothing to say (an unsuspend without reason, note or notice) is SPEC.md section 7's call, without a body.
 */
export function sendModeration(kind: AccountKind, { action, id, body, version }: ModerationRequest): Promise<ModerationResponse> {
  const { suspend, unsuspend } = accountKindEndpoints[kind];
  const headers = ifMatch(version);
  if (action === 'suspend') return call(suspend, { params: { id }, body: body as SuspendRequest, headers });
  if (action === 'unsuspend') {
    return call(unsuspend, { params: { id }, body: Object.keys(body).length > 0 ? (body as UnsuspendRequest) : undefined, headers });
  }
  return call('deleteUser', { params: { id }, body: body as DeleteRequest, headers });
}

const sameId = (row: { id: string | number }, id: string | number) => String(row.id) === String(id);

/** A row's suspension after `action`: `until` (ISO) for a timed suspension. */
const suspensionAfter = (action: 'suspend' | 'unsuspend', until: string | null | undefined) => ({
  isSuspended: action === 'suspend',
  suspendedUntil: action === 'suspend' && until ? Date.parse(until) : null,
});

/**
 * The cached list page as it stands after the action: the row's state changed (and its version, once
 * the server has said what it is now), or the row gone.
 */
function withAction(page: AccountListPage | undefined, { action, id, body }: ModerationRequest, answer?: ModerationResponse): AccountListPage | undefined {
  if (!page) return page;
  if (action === 'delete') return withoutRows(page, new Set([String(id)]));
  const state = suspensionAfter(action, body.until);
  const version = answer?.version;
  return {
    ...page,
    rows: page.rows.map((row) => (sameId(row, id) ? { ...row, ...state, ...(version === undefined ? {} : { version }) } : row)),
  };
}

/** The page without the rows of `ids` (as strings), its total lowered by those it held. */
export function withoutRows(page: AccountListPage | undefined, ids: ReadonlySet<string>): AccountListPage | undefined {
  if (!page) return page;
  const rows = page.rows.filter((row) => !ids.has(String(row.id)));
  return rows.length === page.rows.length ? page : { ...page, rows, total: Math.max(0, page.total - (page.rows.length - rows.length)) };
}

/** The page with one account as the server now has it (a 409's `current`); other rows untouched. */
export function withState(page: AccountListPage | undefined, current: AccountState): AccountListPage | undefined {
  if (!page) return page;
  const state = { isSuspended: current.isSuspended, suspendedUntil: current.suspendedUntil ? Date.parse(current.suspendedUntil) : null, version: current.version };
  return { ...page, rows: page.rows.map((row) => (sameId(row, current.id) ? { ...row, ...state } : row)) };
}

/** One account's outcome of a bulk action, as the page applies it to its cached rows. */
export type BulkChange = { id: string; version?: number };

/**
 * The page after a bulk action went through for `changes`: suspended or unsuspended in place (with
 * their versions now), or gone after a delete.
 */
export function withBulk(
  page: AccountListPage | undefined,
  action: ModerationAction,
  changes: readonly BulkChange[],
  until?: string | null,
): AccountListPage | undefined {
  if (!page || changes.length === 0) return page;
  if (action === 'delete') return withoutRows(page, new Set(changes.map((change) => change.id)));
  const versions = new Map(changes.map((change) => [change.id, change.version]));
  const state = suspensionAfter(action, until);
  return {
    ...page,
    rows: page.rows.map((row) => {
      const key = String(row.id);
      if (!versions.has(key)) return row;
      const version = versions.get(key);
      return { ...row, ...state, ...(version === undefined ? {} : { version }) };
    }),
  };
}

/**
 * Actions from a list: the change shows in the cached list at `listKey` at once and stays when the
 * server agrees, and the row goes back if it refuses (SWR's optimistic update with rollback). The
 * trigger keeps its identity while the list does: a list builds its columns from it.
 */
export function useListModeration(kind: AccountKind, listKey: string) {
  const mutation = useSWRMutation<ModerationResponse, Error, string, ModerationRequest, AccountListPage | undefined>(listKey, (_key, { arg }) =>
    sendModeration(kind, arg),
  );
  // SWR's trigger type is worked out from a known argument type; for an object argument it is this one.
  const sendChange = mutation.trigger as TriggerWithArgs<ModerationResponse, Error, string, ModerationRequest>;
  return useCallback(
    (request: ModerationRequest) =>
      sendChange<AccountListPage | undefined>(request, {
        optimisticData: (current) => withAction(current, request),
        populateCache: (result, current) => withAction(current, request, result),
        rollbackOnError: true,
        revalidate: false,
        throwOnError: true,
      }),
    [sendChange],
  );
}

/**
 * Actions from a detail page: once the server agrees, the profile and the history are read again, and
 * every cached page of the kind's list, which the page goes back to, is dropped so it is read afresh.
 */
export function useProfileModeration(kind: AccountKind, id: string | undefined) {
  const { mutate } = useSWRConfig();
  const { list } = accountKindEndpoints[kind];
  const refresh = useAccountRefresh(kind, id);
  return useCallback(
    async (request: ModerationRequest) => {
      const answer = await sendModeration(kind, request);
      const listPath = endpointRoutes[list].path;
      await mutate((key) => typeof key === 'string' && key.split('?')[0] === listPath, undefined, { revalidate: false });
      if (request.action !== 'delete') await refresh();
      return answer;
    },
    [kind, list, mutate, refresh],
  );
}

/** Reads one account's profile and history again (after an action, or a 409 saying they are stale). */
export function useAccountRefresh(kind: AccountKind, id: string | undefined) {
  const { mutate } = useSWRConfig();
  const { profile } = accountKindEndpoints[kind];
  return useCallback(async () => {
    if (!id) return;
    await Promise.all([mutate(keyOf(profile, { params: { id } })), mutate(keyOf('getAccountHistory', { params: { id } }))]);
  }, [id, profile, mutate]);
}
