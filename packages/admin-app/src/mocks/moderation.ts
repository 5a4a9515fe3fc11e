/*
 * The mock server's moderation: suspend, unsuspend and delete with their optional body (reason, note,
 * notice, until) and the account's version in `If-Match` (a stale one answers 409 with who changed the
 * account and how it stands now), each written to the audit log as the server writes it, and an
 * account's history. handlers.ts answers the endpoints with these resolvers; recovery.ts (restore,
 * bulk, undo) does its work through the same steps.
 */
import { HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import {
  conflictMessage,
  reasonNotGiven,
  serverMessages,
  type AccountHistoryResponse,
  type AccountKind,
  type AccountState,
  type AuditAction,
  type AuditLogEntry,
  type ConflictResponse,
  type ModerationRequest,
  type ModerationResponse,
} from '@chairside/api-contract';
import { accountKindEndpoints } from '../data/accountEndpoints';
import { systemActorName } from '../data/moderationTexts';
import { db, type MockAccount } from './db';
import { bodyOf, message } from './respond';

type Resolver = HttpResponseResolver<PathParams, DefaultBodyType>;

const idOf = (params: PathParams) => Number(params.id);

export const accountsOf = (kind: AccountKind): MockAccount[] =>
  kind === 'professional' ? db.professionals : kind === 'salon' ? db.salons : db.privateSuites;

/** The account of any kind with `id`, and its kind. */
export function findAccount(id: number): { kind: AccountKind; account: MockAccount } | undefined {
  for (const kind of ['professional', 'salon', 'private-suite'] as const) {
    const account = accountsOf(kind).find((item) => item.id === id);
    if (account) return { kind, account };
  }
  return undefined;
}

/** What a logged action carries beyond its kind and account. */
type LogDetails = ModerationRequest & { undoes?: number };

/** Adds the action to the top of the log (newest first), as the signed-in administrator did it; returns the entry. */
export function logAction(action: AuditAction, kind: AccountKind, account: { id: number; fullName: string }, details: LogDetails | undefined): AuditLogEntry {
  const entry: AuditLogEntry = {
    id: Math.max(0, ...db.auditLog.map((item) => item.id)) + 1,
    action,
    actorId: db.admin.id,
    actorName: db.admin.fullName,
    actorEmail: db.admin.email,
    targetId: account.id,
    targetName: account.fullName,
    targetRole: kind,
    detail: kind,
    reason: action === 'account.restore' ? (details?.reason ?? null) : (details?.reason ?? reasonNotGiven),
    note: details?.note || null,
    until: details?.until ?? null,
    // No mail server here: a notice waits in the outbox.
    notice: details?.notice?.send ? { status: 'pending', error: null } : null,
    undoes: details?.undoes ?? null,
    undoneBy: null,
    createdAt: new Date().toISOString(),
  };
  db.auditLog.unshift(entry);
  if (details?.undoes !== undefined) {
    const undone = db.auditLog.find((item) => item.id === details.undoes);
    if (undone) undone.undoneBy = entry.id;
  }
  return entry;
}

/** The account's version now (1 for an account stored without one). */
export const versionOf = (account: MockAccount) => account.version ?? 1;

/** The account's moderation state as a 409 sends it. */
export const stateOf = (kind: AccountKind, account: MockAccount): AccountState => ({
  id: account.id,
  role: kind,
  fullName: account.fullName,
  email: account.email,
  isSuspended: account.isSuspended,
  suspendedUntil: account.isSuspended ? (account.suspendedUntil ?? null) : null,
  version: versionOf(account),
});

/** The newest log entry that changed the account (the sign-in entries name no account). */
export const lastChangeOf = (id: number) => db.auditLog.find((entry) => entry.targetId === id && entry.action.startsWith('account.'));

/** A time as the server words it in a 409's message: in UTC, '2026-11-25 12:15 UTC'. */
const utcTime = (iso: string) => `${new Date(iso).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** The body of a 409: who changed the account last, when, and how it stands now. */
export function conflictBody(kind: AccountKind, account: MockAccount): ConflictResponse {
  const last = lastChangeOf(account.id);
  const changedBy = { name: last?.actorName ?? last?.actorEmail ?? systemActorName, at: last?.createdAt ?? new Date().toISOString() };
  return { message: conflictMessage(changedBy.name, utcTime(changedBy.at)), current: stateOf(kind, account), changedBy };
}

/** The version an `If-Match` header names (`"7"`, `7`, or weak `W/"7"`); undefined without the header. */
export function ifMatchOf(request: Request): number | undefined {
  const header = request.headers.get('if-match');
  if (header === null) return undefined;
  const match = /^(?:W\/)?"?(\d+)"?$/.exec(header.trim());
  return match ? Number(match[1]) : Number.NaN;
}

/** The 409 answer when `If-Match` names another version than the account's; undefined when it may go ahead. */
function staleAnswer(request: Request, kind: AccountKind, account: MockAccount): Response | undefined {
  const expected = ifMatchOf(request);
  if (expected === undefined || expected === versionOf(account)) return undefined;
  return HttpResponse.json(conflictBody(kind, account), { status: 409 });
}

/** Suspends (until `details.until`, if given) or unsuspends the account, raises its version and logs it; returns the entry. */
export function applySuspension(kind: AccountKind, account: MockAccount, isSuspended: boolean, details: LogDetails | undefined): AuditLogEntry {
  const lifted = account.isSuspended ? (account.suspendedUntil ?? null) : null;
  account.isSuspended = isSuspended;
  account.suspendedUntil = isSuspended ? (details?.until ?? null) : null;
  account.version = versionOf(account) + 1;
  const entry = logAction(isSuspended ? 'account.suspend' : 'account.unsuspend', kind, account, details);
  if (!isSuspended) db.liftedUntil.set(entry.id, lifted);
  return entry;
}

/** Deletes the account, keeping it for restoring; its log entries stay. Returns the entry. */
export function applyDeletion(kind: AccountKind, account: MockAccount, details: LogDetails | undefined): AuditLogEntry {
  const list = accountsOf(kind);
  list.splice(list.indexOf(account), 1);
  const entry = logAction('account.delete', kind, account, details);
  db.deleted.unshift({
    kind,
    account,
    deletedAt: entry.createdAt,
    deletedBy: { id: db.admin.id, name: db.admin.fullName },
    reason: entry.reason,
    note: entry.note,
    entry: entry.id,
  });
  return entry;
}

const answer = (text: string, entry: AuditLogEntry, account: MockAccount) =>
  HttpResponse.json({ message: text, entry: entry.id, version: versionOf(account) } satisfies ModerationResponse);

/** Suspends (with `until`, if given) or unsuspends the account of `kind` named by the path's :id. */
export const suspension =
  (kind: AccountKind, isSuspended: boolean): Resolver =>
  async ({ params, request }) => {
    const endpoint = accountKindEndpoints[kind][isSuspended ? 'suspend' : 'unsuspend'];
    const { body, refusal } = await bodyOf(endpoint, request);
    if (refusal) return refusal;
    const account = accountsOf(kind).find((item) => item.id === idOf(params));
    if (!account) return message(serverMessages.notFound, 404);
    const stale = staleAnswer(request, kind, account);
    if (stale) return stale;
    const entry = applySuspension(kind, account, isSuspended, body as ModerationRequest | undefined);
    return answer(isSuspended ? serverMessages.suspended : serverMessages.unsuspended, entry, account);
  };

/** Deletes the account of any kind named by the path's :id; it can be restored for a while. */
export const deletion: Resolver = async ({ params, request }) => {
  const { body, refusal } = await bodyOf('deleteUser', request);
  if (refusal) return refusal;
  const found = findAccount(idOf(params));
  if (!found) return message(serverMessages.notFound, 404);
  const stale = staleAnswer(request, found.kind, found.account);
  if (stale) return stale;
  const entry = applyDeletion(found.kind, found.account, body);
  return answer(serverMessages.deleted, entry, found.account);
};

/** The account's own log entries, newest first, and where its suspension stands. */
export const accountHistory: Resolver = ({ params }) => {
  const id = idOf(params);
  const found = findAccount(id);
  if (!found) return message(serverMessages.notFound, 404);
  const { isSuspended, suspendedUntil } = found.account;
  const history: AccountHistoryResponse = {
    suspension: { suspended: isSuspended, until: isSuspended ? (suspendedUntil ?? null) : null },
    entries: db.auditLog.filter((entry) => entry.targetId === id),
  };
  return HttpResponse.json(history);
};
