import type { AuditAction, AuditLogEntry, AuditLogQuery, AuditLogResponse, Role } from '@chairside/api-contract';
import { auditActions, roles } from '@chairside/api-contract';
import { countAuditEntries, insertAuditEntry, listAuditEntries } from '../db/queries/audit.ts';
import type { Executor } from '../db/queries/accounts.ts';
import type { Actor, ServiceContext } from './context.ts';

export interface AuditRecord {
  action: AuditAction;
  actor: Pick<Actor, 'id' | 'fullName' | 'email'> | null;
  target?: { id: number; fullName: string; role: string } | undefined;
  detail?: string | undefined;
}

/** Writes one entry; pass the transaction of the action so both land or neither does. */
export const recordAudit = (db: Executor, at: Date, record: AuditRecord) =>
  insertAuditEntry(db, {
    action: record.action,
    actor_id: record.actor?.id ?? null,
    actor_name: record.actor?.fullName ?? null,
    actor_email: record.actor?.email ?? null,
    target_id: record.target?.id ?? null,
    target_name: record.target?.fullName ?? null,
    target_role: record.target?.role ?? null,
    detail: record.detail ?? null,
    created_at: at.toISOString(),
  });

const isRole = (value: string | null): value is Role => value !== null && (roles as readonly string[]).includes(value);
const isAction = (value: string): value is AuditAction => (auditActions as readonly string[]).includes(value);

export const listAuditLog = async (ctx: ServiceContext, query: AuditLogQuery): Promise<AuditLogResponse> => {
  const total = await countAuditEntries(ctx.db, query.action);
  const rows = await listAuditEntries(ctx.db, { limit: query.limit, offset: (query.page - 1) * query.limit }, query.action);
  const data = rows.flatMap((row): AuditLogEntry[] =>
    isAction(row.action)
      ? [
          {
            id: row.id,
            action: row.action,
            actorId: row.actor_id,
            actorName: row.actor_name,
            actorEmail: row.actor_email,
            targetId: row.target_id,
            targetName: row.target_name,
            targetRole: isRole(row.target_role) ? row.target_role : null,
            detail: row.detail,
            createdAt: row.created_at,
          },
        ]
      : [],
  );
  return { data, total, page: query.page, limit: query.limit, totalPages: Math.ceil(total / query.limit) };
};
