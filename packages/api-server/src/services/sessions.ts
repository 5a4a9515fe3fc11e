import { securityMessages, type SessionsResponse } from '@chairside/api-contract';
import { deleteAccountSessions, deleteOwnSession, listLiveSessions } from '../db/queries/sessions.ts';
import { iso } from '../db/time.ts';
import { runTransaction } from '../db/transaction.ts';
import { recordAudit } from './audit.ts';
import { idleCutoff } from './auth.ts';
import type { Actor, ServiceContext } from './context.ts';
import { ServiceError } from './errors.ts';
import { selfTarget } from './passkeys.ts';
import { removeFactorsAddedElsewhere } from './security-notices.ts';

/*
 * The signed-in staff member's own sessions: where they are signed in, and signing any of them out.
 * A signed-out session's token is refused from its next call on, since its row is gone.
 */

/** GET /api/admin/sessions: the live ones (within their lifetime and idle limit), this one first, then the most recently used. */
export const listSessions = async (ctx: ServiceContext, actor: Actor): Promise<SessionsResponse> => {
  const now = ctx.now();
  const rows = await listLiveSessions(ctx.db, actor.id, iso(now), iso(idleCutoff(ctx, now)));
  const data = rows.map((row) => ({
    id: row.id,
    current: row.id === actor.sessionId,
    userAgent: row.user_agent,
    ip: row.ip,
    createdAt: row.created_at,
    lastSeenAt: row.last_used_at,
  }));
  // A stable sort: the rest keep the query's order.
  return { data: data.toSorted((a, b) => Number(b.current) - Number(a.current)) };
};

/** DELETE /api/admin/sessions/:id: one of the caller's sessions, this one included (which signs out). */
export const revokeSession = (ctx: ServiceContext, actor: Actor, sessionId: number) =>
  runTransaction(ctx.db, async (trx) => {
    if (!(await deleteOwnSession(trx, actor.id, sessionId))) throw new ServiceError('not-found', securityMessages.sessionNotFound);
    const which = sessionId === actor.sessionId ? 'this session, the one in use' : `session ${sessionId}`;
    await recordAudit(trx, ctx.now(), { action: 'session.revoke', actor, target: selfTarget(actor), detail: `Signed out ${which}.` });
    return { message: securityMessages.sessionRevoked };
  });

/**
 * DELETE /api/admin/sessions?others=1: every session of the caller but this one, and the second factors
 * other sessions added in the last 24 hours (what a stolen session added must not outlive it).
 */
export const revokeOtherSessions = async (ctx: ServiceContext, actor: Actor) => {
  const answer = await runTransaction(ctx.db, async (trx) => {
    const ended = await deleteAccountSessions(trx, actor.id, actor.sessionId);
    await recordAudit(trx, ctx.now(), {
      action: 'session.revoke',
      actor,
      target: selfTarget(actor),
      detail: `Signed out ${ended} other session${ended === 1 ? '' : 's'}.`,
    });
    const removedFactors = await removeFactorsAddedElsewhere({ ...ctx, db: trx }, actor, 'on signing out everywhere else');
    return { message: securityMessages.otherSessionsRevoked, ended, removedFactors };
  });
  if (answer.removedFactors.length > 0) ctx.outbox.wake();
  return answer;
};
