import {
  auditActionLabels,
  noticeStatusLabels,
  type AccountHistoryResponse,
  type AuditLogExportQuery,
  type AuditLogQuery,
  type AuditLogResponse,
} from '@chairside/api-contract';
import { findAccountById } from '../db/queries/accounts.ts';
import { countAuditEntries, listAuditEntries } from '../db/queries/audit.ts';
import { auditFilters, toAuditEntries } from './audit.ts';
import type { ServiceContext } from './context.ts';
import { toCsv } from './csv.ts';
import { ServiceError } from './errors.ts';
import { liftEndedSuspensions } from './suspensions.ts';

/*
 * The audit log as administrators read it: the Activity screen's pages, its CSV export and each
 * account's history. Every read first lifts the suspensions that have ended, so the log already holds
 * their 'Unsuspended automatically' entries.
 */

export const listAuditLog = async (ctx: ServiceContext, query: AuditLogQuery): Promise<AuditLogResponse> => {
  await liftEndedSuspensions(ctx);
  const filters = auditFilters(query);
  const total = await countAuditEntries(ctx.db, filters);
  const rows = await listAuditEntries(ctx.db, filters, { limit: query.limit, offset: (query.page - 1) * query.limit });
  return { data: toAuditEntries(rows), total, page: query.page, limit: query.limit, totalPages: Math.ceil(total / query.limit) };
};

/** The columns of the CSV export, in order. */
export const activityCsvHeader = [
  'When',
  'Action',
  'Administrator',
  'Administrator email',
  'Account',
  'Account ID',
  'Account kind',
  'Reason',
  'Note',
  'Suspended until',
  'Notice',
  'Notice error',
  'Detail',
  'Entry ID',
  'Undoes entry',
  'Undone by entry',
] as const;

/** Every entry the filters select, newest first, as CSV text with a header row. */
export const auditLogCsv = async (ctx: ServiceContext, query: AuditLogExportQuery): Promise<string> => {
  await liftEndedSuspensions(ctx);
  const entries = toAuditEntries(await listAuditEntries(ctx.db, auditFilters(query)));
  return toCsv(
    activityCsvHeader,
    entries.map((entry) => [
      entry.createdAt,
      auditActionLabels[entry.action],
      entry.actorName,
      entry.actorEmail,
      entry.targetName,
      entry.targetId,
      entry.targetRole,
      entry.reason,
      entry.note,
      entry.until,
      entry.notice ? noticeStatusLabels[entry.notice.status] : null,
      entry.notice?.error,
      entry.detail,
      entry.id,
      entry.undoes,
      entry.undoneBy,
    ]),
  );
};

/** The account's own entries, newest first, and where its suspension stands now. */
export const accountHistory = async (ctx: ServiceContext, id: number): Promise<AccountHistoryResponse> => {
  await liftEndedSuspensions(ctx);
  const account = await findAccountById(ctx.db, id);
  if (!account) throw new ServiceError('not-found', 'No account has that id.');
  const entries = toAuditEntries(await listAuditEntries(ctx.db, { targetId: id }));
  return {
    suspension: { suspended: account.is_suspended === 1, until: account.is_suspended === 1 ? account.suspended_until : null },
    entries,
  };
};
