/*
 * An account's history for the detail pages' stories and tests: one of each thing the History section
 * words differently (a timed suspension with a note and a notice that failed, an automatic unsuspension,
 * a suspension until lifted with a notice sent, an unsuspension without a reason), newest first.
 */
import type { AccountHistoryResponse, AuditLogEntry, Role } from '@chairside/api-contract';

/** The end of the current suspension in the sample: 21 March 2026, 09:30 UTC. */
export const sampleSuspendedUntil = '2026-03-21T09:30:00.000Z';

/** The history of the account `id` named `name`, of `role`, currently suspended until `sampleSuspendedUntil`. */
export function sampleHistory(id: number, name: string, role: Role): AccountHistoryResponse {
  const entry = (fields: Partial<AuditLogEntry> & Pick<AuditLogEntry, 'id' | 'action' | 'createdAt'>): AuditLogEntry => ({
    actorId: 1,
    actorName: 'Avery Morgan',
    actorEmail: 'admin@chairside.test',
    targetId: id,
    targetName: name,
    targetRole: role,
    detail: role,
    reason: null,
    note: null,
    until: null,
    notice: null,
    ...fields,
  });
  return {
    suspension: { suspended: true, until: sampleSuspendedUntil },
    entries: [
      entry({
        id: 4,
        action: 'account.suspend',
        createdAt: '2026-03-14T09:30:00.000Z',
        reason: 'Spam or scam',
        note: 'Third report this week; see the support request.',
        until: sampleSuspendedUntil,
        notice: { status: 'failed', error: '550 Mailbox unavailable' },
      }),
      entry({ id: 3, action: 'account.auto-unsuspend', createdAt: '2026-03-10T12:00:00.000Z', actorId: null, actorName: null, actorEmail: null }),
      entry({
        id: 2,
        action: 'account.suspend',
        createdAt: '2026-03-03T12:00:00.000Z',
        reason: 'Harassment or abuse',
        until: '2026-03-10T12:00:00.000Z',
        notice: { status: 'sent', error: null },
      }),
      entry({ id: 1, action: 'account.unsuspend', createdAt: '2026-02-01T08:15:00.000Z', reason: 'Not given' }),
    ],
  };
}
