import { useCallback } from 'react';
import {
  endpointRoutes,
  type AccountKind,
  type AccountListPage,
  type ModerationAction,
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
import { keyOf } from './keys';

/**
 * The optional body of suspend, unsuspend and delete (api-contract's moderation requests): left-out
 * fields are not sent, so an action without a reason still reads as SPEC.md section 7's call.
 */
export type ModerationBody = { reason?: ModerationReason; note?: string; notice?: ModerationNotice; until?: string };

/** One action on one account: what it is, the account's id as the row and the call both name it, and the body. */
export type ModerationRequest = { action: ModerationAction; id: string | number; body: ModerationBody };

/**
 * Sends one action of an account of `kind`. The dialog requires the reason of a suspend or a delete
 * (the server refuses either without one) and gives `until` to a suspension only. An action with
 * nothing to say (an unsuspend without reason, note or notice) is SPEC.md section 7's call, without a body.
 */
export function sendModeration(kind: AccountKind, { action, id, body }: ModerationRequest) {
  const { suspend, unsuspend } = accountKindEndpoints[kind];
  if (action === 'suspend') return call(suspend, { params: { id }, body: body as SuspendRequest });
  if (action === 'unsuspend') return call(unsuspend, { params: { id }, body: Object.keys(body).length > 0 ? (body as UnsuspendRequest) : undefined });
  return call('deleteUser', { params: { id }, body: body as DeleteRequest });
}

const sameId = (row: { id: string | number }, id: string | number) => String(row.id) === String(id);

/** The cached list page as it stands after the action: the row's state changed, or the row gone. */
function withAction(page: AccountListPage | undefined, { action, id, body }: ModerationRequest): AccountListPage | undefined {
  if (!page) return page;
  if (action === 'delete') return { ...page, rows: page.rows.filter((row) => !sameId(row, id)) };
  const isSuspended = action === 'suspend';
  const suspendedUntil = isSuspended && body.until ? Date.parse(body.until) : null;
  return { ...page, rows: page.rows.map((row) => (sameId(row, id) ? { ...row, isSuspended, suspendedUntil } : row)) };
}

/**
 * Actions from a list: the change shows in the cached list at `listKey` at once and stays when the
 * server agrees, and the row goes back if it refuses (SWR's optimistic update with rollback). The
 * trigger keeps its identity while the list does: a list builds its columns from it.
 */
export function useListModeration(kind: AccountKind, listKey: string) {
  const mutation = useSWRMutation<unknown, Error, string, ModerationRequest, AccountListPage | undefined>(listKey, (_key, { arg }) =>
    sendModeration(kind, arg),
  );
  // SWR's trigger type is worked out from a known argument type; for an object argument it is this one.
  const sendChange = mutation.trigger as TriggerWithArgs<unknown, Error, string, ModerationRequest>;
  return useCallback(
    (request: ModerationRequest) =>
      sendChange(request, {
        optimisticData: (current) => withAction(current as AccountListPage | undefined, request),
        populateCache: (_result, current) => withAction(current as AccountListPage | undefined, request),
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
  const { profile, list } = accountKindEndpoints[kind];
  return useCallback(
    async (request: ModerationRequest) => {
      const answer = await sendModeration(kind, request);
      const listPath = endpointRoutes[list].path;
      await mutate((key) => typeof key === 'string' && key.split('?')[0] === listPath, undefined, { revalidate: false });
      if (request.action !== 'delete' && id) {
        await Promise.all([mutate(keyOf(profile, { params: { id } })), mutate(keyOf('getAccountHistory', { params: { id } }))]);
      }
      return answer;
    },
    [kind, id, list, profile, mutate],
  );
}
