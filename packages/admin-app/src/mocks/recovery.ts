/*
 * The mock server's recovery: the recently deleted, restore, bulk actions, undo through the log and
 * the accounts a list's search matches. handlers.ts answers the endpoints with these resolvers; the
 * changes go through moderation.ts's steps, so they are logged and versioned as single actions are.
 */
import { HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import {
  bulkLimits,
  bulkMessages,
  emailInUseMessage,
  recoveryMessages,
  serverMessages,
  type AuditLogEntry,
  type BulkResult,
  type DeletedAccount,
} from '@chairside/api-contract';
import { toPagedResponse } from '@chairside/api-contract/demo';
import { db, mockRetentionDays, type DeletedRecord } from './db';
import { accountsOf, applyDeletion, applySuspension, conflictBody, findAccount, lastChangeOf, logAction, versionOf } from './moderation';
import { bodyOf, message, queryOf } from './respond';

type Resolver = HttpResponseResolver<PathParams, DefaultBodyType>;

const dayMs = 86_400_000;

/** The mock's refusals of a restore and an undo, in its own words. */
export const recoveryRefusals = {
  emailTaken: emailInUseMessage,
  noEntry: 'No log entry has that id.',
  alreadyUndone: 'That action was already undone.',
  notUndoable: 'That action cannot be undone.',
  accountGone: 'The account is no longer there.',
};

/** Whether the account's name, email, city or state holds `text` (the lists' search). */
const matches = (account: { fullName: string; email: string; UserInformation?: { city?: string | null; state?: string | null } | null }, text: string | undefined) => {
  const wanted = text?.trim().toLowerCase();
  if (!wanted) return true;
  return [account.fullName, account.email, account.UserInformation?.city, account.UserInformation?.state].some((value) => value?.toLowerCase().includes(wanted));
};

/** A deleted account as the recently deleted list sends it, its days left counted from now. */
function deletedAccountOf(record: DeletedRecord, now: number): DeletedAccount {
  const purgeAt = Date.parse(record.deletedAt) + mockRetentionDays * dayMs;
  return {
    id: record.account.id,
    role: record.kind,
    fullName: record.account.fullName,
    email: record.account.email,
    deletedAt: record.deletedAt,
    deletedBy: record.deletedBy,
    reason: record.reason,
    note: record.note,
    purgeAt: new Date(purgeAt).toISOString(),
    daysLeft: Math.max(0, Math.floor((purgeAt - now) / dayMs)),
    entry: record.entry,
  };
}

/** GET /api/admin/deleted-accounts: newest delete first, one page, of one kind or matching a name or email. */
export const deletedAccounts: Resolver = ({ request }) => {
  const { query, refusal } = queryOf('listDeletedAccounts', request);
  if (refusal) return refusal;
  const now = Date.now();
  const records = db.deleted
    .filter((record) => (!query.kind || record.kind === query.kind) && matches(record.account, query.q))
    .toSorted((a, b) => Date.parse(b.deletedAt) - Date.parse(a.deletedAt));
  return HttpResponse.json(toPagedResponse(records.map((record) => deletedAccountOf(record, now)), query.page, query.limit));
};

/** Brings a deleted account back, unless its email now belongs to another account; returns the entry or the refusal. */
function restoreRecord(record: DeletedRecord, undoes?: number): { entry: AuditLogEntry; refusal?: undefined } | { entry?: undefined; refusal: string } {
  const email = record.account.email.toLowerCase();
  const taken = (['professional', 'salon', 'private-suite'] as const).some((kind) =>
    accountsOf(kind).some((account) => account.email.toLowerCase() === email),
  );
  if (taken) return { refusal: recoveryRefusals.emailTaken(record.account.email) };
  db.deleted.splice(db.deleted.indexOf(record), 1);
  const { account } = record;
  account.version = versionOf(account) + 1;
  accountsOf(record.kind).push(account);
  return { entry: logAction('account.restore', record.kind, account, { undoes }) };
}

/** POST /api/admin/users/:id/restore */
export const restore: Resolver = async ({ params, request }) => {
  // The body is optional: an empty request is a restore without a note.
  const text = await request.clone().text();
  if (text.trim() !== '') {
    const { refusal } = await bodyOf('restoreUser', request);
    if (refusal) return refusal;
  }
  const record = db.deleted.find((item) => item.account.id === Number(params.id));
  if (!record) return message(serverMessages.notFound, 404);
  const restored = restoreRecord(record);
  if (restored.refusal !== undefined) return message(restored.refusal, 409);
  return HttpResponse.json({ message: recoveryMessages.restored, entry: restored.entry.id, version: versionOf(record.account) });
};

/** A suspension still running, which a bulk suspension skips unless asked to change its end (as the server words it). */
const runningSuspension = (account: { isSuspended: boolean; suspendedUntil?: string | null | undefined }): string | null => {
  if (!account.isSuspended) return null;
  const until = account.suspendedUntil ?? null;
  if (until === null) return bulkMessages.alreadySuspended;
  return Date.parse(until) > Date.now() ? bulkMessages.alreadySuspendedUntil(`${until.slice(0, 10)} ${until.slice(11, 16)} UTC`) : null;
};

/**
 * POST /api/admin/accounts/bulk: each id on its own, in the order asked; notices to more than
 * `bulkLimits.unconfirmedNotices` accounts only with their count confirmed, and accounts already
 * suspended skipped unless `alreadySuspended` is 'change', as the server does.
 */
export const bulk: Resolver = async ({ request }) => {
  const { body, refusal } = await bodyOf('bulkModerate', request);
  if (refusal) return refusal;
  const { action, ids, alreadySuspended, confirmNotices, ...details } = body;
  const notices = details.notice?.send ? ids.length : 0;
  if (notices > bulkLimits.unconfirmedNotices ? confirmNotices !== notices : confirmNotices !== undefined && confirmNotices < notices) {
    return message(bulkMessages.confirmNotices(notices), 400);
  }
  const results: BulkResult[] = ids.map((id) => {
    const found = findAccount(id);
    if (!found) return { id, ok: false, message: serverMessages.notFound };
    const running = action === 'suspend' && alreadySuspended !== 'change' ? runningSuspension(found.account) : null;
    if (running) return { id, ok: false, skipped: true, message: running };
    const entry =
      action === 'delete' ? applyDeletion(found.kind, found.account, details) : applySuspension(found.kind, found.account, action === 'suspend', details);
    return { id, ok: true, entry: entry.id, version: versionOf(found.account) };
  });
  return HttpResponse.json({ results });
};

/** Reverses one logged action, if it is still the account's last; the result names the new entry. */
function undoEntry(id: number): BulkResult {
  const entry = db.auditLog.find((item) => item.id === id);
  if (!entry || entry.targetId === null || entry.targetRole === null || entry.targetRole === 'admin') {
    return { id, ok: false, message: entry ? recoveryRefusals.notUndoable : recoveryRefusals.noEntry };
  }
  if (entry.undoneBy) return { id, ok: false, message: recoveryRefusals.alreadyUndone };
  if (entry.action === 'account.delete') {
    const record = db.deleted.find((item) => item.entry === id);
    if (!record) return { id, ok: false, message: recoveryRefusals.accountGone };
    const restored = restoreRecord(record, id);
    if (restored.refusal !== undefined) return { id, ok: false, message: restored.refusal };
    return { id, ok: true, entry: restored.entry.id, version: versionOf(record.account) };
  }
  if (!['account.suspend', 'account.unsuspend', 'account.restore'].includes(entry.action)) return { id, ok: false, message: recoveryRefusals.notUndoable };
  const found = findAccount(entry.targetId);
  if (!found) return { id, ok: false, message: recoveryRefusals.accountGone };
  const last = lastChangeOf(entry.targetId);
  if (last && last.id !== id) return { id, ok: false, message: conflictBody(found.kind, found.account).message };
  const details = { reason: 'Other' as const, undoes: id };
  let done: AuditLogEntry;
  if (entry.action === 'account.restore') done = applyDeletion(found.kind, found.account, details);
  else if (entry.action === 'account.suspend') done = applySuspension(found.kind, found.account, false, { undoes: id });
  else done = applySuspension(found.kind, found.account, true, { ...details, until: db.liftedUntil.get(id) ?? null });
  return { id, ok: true, entry: done.id, version: versionOf(found.account) };
}

/** POST /api/admin/undo */
export const undo: Resolver = async ({ request }) => {
  const { body, refusal } = await bodyOf('undoActions', request);
  if (refusal) return refusal;
  return HttpResponse.json({ results: body.entries.map(undoEntry) });
};

/** GET /api/admin/accounts/matching: every account of the kind the search matches, newest first. */
export const matchingAccounts: Resolver = ({ request }) => {
  const { query, refusal } = queryOf('listMatchingAccounts', request);
  if (refusal) return refusal;
  const found = accountsOf(query.kind)
    .filter((account) => matches(account, query.search))
    .toSorted((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  return HttpResponse.json({
    total: found.length,
    accounts: found.slice(0, bulkLimits.selection).map((account) => ({ id: account.id, fullName: account.fullName, version: versionOf(account) })),
  });
};
