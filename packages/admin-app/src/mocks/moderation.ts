/*
 * The mock server's moderation: suspend, unsuspend and delete with their optional body (reason, note,
 * notice, until), each written to the audit log as the server writes it, and an account's history.
 * handlers.ts answers the endpoints with these resolvers.
 */
import { HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import {
  reasonNotGiven,
  serverMessages,
  type AccountHistoryResponse,
  type AccountKind,
  type AuditLogEntry,
  type ModerationAction,
  type ModerationRequest,
} from '@chairside/api-contract';
import { accountKindEndpoints } from '../data/accountEndpoints';
import { db } from './db';
import { bodyOf, message } from './respond';

type Resolver = HttpResponseResolver<PathParams, DefaultBodyType>;

const idOf = (params: PathParams) => Number(params.id);

const accountsOf = (kind: AccountKind) => (kind === 'professional' ? db.professionals : kind === 'salon' ? db.salons : db.privateSuites);

/** The account of any kind with `id`, and its kind. */
function findAccount(id: number) {
  for (const kind of ['professional', 'salon', 'private-suite'] as const) {
    const account = accountsOf(kind).find((item) => item.id === id);
    if (account) return { kind, account };
  }
  return undefined;
}

/** Adds the action to the top of the log (newest first), as the signed-in administrator did it. */
function logAction(action: ModerationAction, kind: AccountKind, account: { id: number; fullName: string }, body: ModerationRequest | undefined) {
  const entry: AuditLogEntry = {
    id: Math.max(0, ...db.auditLog.map((item) => item.id)) + 1,
    action: `account.${action}`,
    actorId: db.admin.id,
    actorName: db.admin.fullName,
    actorEmail: db.admin.email,
    targetId: account.id,
    targetName: account.fullName,
    targetRole: kind,
    detail: kind,
    reason: body?.reason ?? reasonNotGiven,
    note: body?.note || null,
    until: body?.until ?? null,
    // No mail server here: a notice waits in the outbox.
    notice: body?.notice?.send ? { status: 'pending', error: null } : null,
    createdAt: new Date().toISOString(),
  };
  db.auditLog.unshift(entry);
}

/** Suspends (with `until`, if given) or unsuspends the account of `kind` named by the path's :id. */
export const suspension =
  (kind: AccountKind, isSuspended: boolean): Resolver =>
  async ({ params, request }) => {
    const endpoint = accountKindEndpoints[kind][isSuspended ? 'suspend' : 'unsuspend'];
    const { body, refusal } = await bodyOf(endpoint, request);
    if (refusal) return refusal;
    const account = accountsOf(kind).find((item) => item.id === idOf(params));
    if (!account) return message(serverMessages.notFound, 404);
    const request_ = body as ModerationRequest | undefined;
    account.isSuspended = isSuspended;
    account.suspendedUntil = isSuspended ? (request_?.until ?? null) : null;
    logAction(isSuspended ? 'suspend' : 'unsuspend', kind, account, request_);
    return HttpResponse.json({ message: isSuspended ? serverMessages.suspended : serverMessages.unsuspended });
  };

/** Deletes the account of any kind named by the path's :id; its log entries stay. */
export const deletion: Resolver = async ({ params, request }) => {
  const { body, refusal } = await bodyOf('deleteUser', request);
  if (refusal) return refusal;
  const found = findAccount(idOf(params));
  if (!found) return message(serverMessages.notFound, 404);
  const list: { id: number }[] = accountsOf(found.kind);
  list.splice(list.indexOf(found.account), 1);
  logAction('delete', found.kind, found.account, body);
  return HttpResponse.json({ message: serverMessages.deleted });
};

/** The account's own log entries, newest first, and where its suspension stands. */
export const accountHistory: Resolver = ({ params }) => {
  const id = idOf(params);
  const found = findAccount(id);
  if (!found) return message(serverMessages.notFound, 404);
  const { isSuspended, suspendedUntil } = found.account;
  const answer: AccountHistoryResponse = {
    suspension: { suspended: isSuspended, until: isSuspended ? (suspendedUntil ?? null) : null },
    entries: db.auditLog.filter((entry) => entry.targetId === id),
  };
  return HttpResponse.json(answer);
};
