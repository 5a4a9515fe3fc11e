import {
  auditActions,
  roles,
  type AuditAction,
  type AuditLogEntry,
  type AuditLogQuery,
  type NoticeStatus,
  type Role,
} from '@chairside/api-contract';
import { insertAuditEntry, type AuditEntryRow, type AuditFilters } from '../db/queries/audit.ts';
import type { Executor } from '../db/queries/accounts.ts';
import type { Actor } from './context.ts';

export interface AuditRecord {
  action: AuditAction;
  /** Who acted; null for the server itself. A failed sign-in has no actor, only the email as typed. */
  actor: Pick<Actor, 'id' | 'fullName' | 'email'> | null;
  actorEmail?: string | undefined;
  target?: { id: number; fullName: string; role: string } | undefined;
  detail?: string | undefined;
  reason?: string | null | undefined;
  note?: string | null | undefined;
  until?: string | null | undefined;
  /** Suspend and unsuspend: the account's suspension before the action, which undoing it brings back. */
  prior?: { suspended: boolean; until: string | null } | undefined;
  /** The entry this action reverses (POST /api/admin/undo). */
  undoes?: number | undefined;
}

/** The staff member as the target of their own audit entries (second factors, sessions). */
export const selfTarget = (actor: Pick<Actor, 'id' | 'fullName'>) => ({ id: actor.id, fullName: actor.fullName, role: 'admin' });

/** Writes one entry and returns its id; pass the transaction of the action so both land or neither does. */
export const recordAudit = (db: Executor, at: Date, record: AuditRecord) =>
  insertAuditEntry(db, {
    action: record.action,
    actor_id: record.actor?.id ?? null,
    actor_name: record.actor?.fullName ?? null,
    actor_email: record.actor?.email ?? record.actorEmail ?? null,
    target_id: record.target?.id ?? null,
    target_name: record.target?.fullName ?? null,
    target_role: record.target?.role ?? null,
    detail: record.detail ?? null,
    reason: record.reason ?? null,
    note: record.note ?? null,
    until: record.until ?? null,
    prior_suspended: record.prior ? (record.prior.suspended ? 1 : 0) : null,
    prior_until: record.prior?.until ?? null,
    undoes: record.undoes ?? null,
    created_at: at.toISOString(),
  });

const isRole = (value: string | null): value is Role => value !== null && (roles as readonly string[]).includes(value);
const isAction = (value: string): value is AuditAction => (auditActions as readonly string[]).includes(value);

/** The outbox's own states as the log shows them: a notice being handed over is still pending. */
const noticeStatusOf: Record<string, NoticeStatus> = {
  pending: 'pending',
  sending: 'pending',
  sent: 'sent',
  failed: 'failed',
  unconfigured: 'unconfigured',
};

/** The entry as the contract sends it; null for a row whose action this version does not know. */
export const toAuditEntry = (row: AuditEntryRow): AuditLogEntry | null => {
  if (!isAction(row.action)) return null;
  const status = row.notice_status === null ? undefined : (noticeStatusOf[row.notice_status] ?? 'pending');
  return {
    id: row.id,
    action: row.action,
    actorId: row.actor_id,
    actorName: row.actor_name,
    actorEmail: row.actor_email,
    targetId: row.target_id,
    targetName: row.target_name,
    targetRole: isRole(row.target_role) ? row.target_role : null,
    detail: row.detail,
    reason: row.reason,
    note: row.note,
    until: row.until,
    notice: status ? { status, error: row.notice_error } : null,
    undoes: row.undoes,
    undoneBy: row.undone_by,
    createdAt: row.created_at,
  };
};

export const toAuditEntries = (rows: AuditEntryRow[]) => rows.flatMap((row) => toAuditEntry(row) ?? []);

/** Every filter of the log's query, as the queries take them. */
export const auditFilters = (query: Omit<AuditLogQuery, 'page' | 'limit'>): AuditFilters => ({
  entry: query.entry,
  action: query.action,
  actorId: query.actorId,
  kind: query.kind,
  from: query.from,
  to: query.to,
  q: query.q,
});
