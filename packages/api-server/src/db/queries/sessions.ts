import type { Executor } from './accounts.ts';
import { keyedRead } from '../connection.ts';

export const insertSession = (
  db: Executor,
  session: { tokenHash: string; accountId: number; now: string; expiresAt: string; userAgent: string | null; ip: string | null },
) =>
  db
    .insertInto('sessions')
    .values({
      token_hash: session.tokenHash,
      account_id: session.accountId,
      created_at: session.now,
      last_used_at: session.now,
      expires_at: session.expiresAt,
      user_agent: session.userAgent,
      ip: session.ip,
      // Signing in gives a factor (or two): the worst actions need no other for a while.
      authenticated_at: session.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

/** The session with this token hash, the account it belongs to and its staff row (null for members). */
const sessionByTokenHash = keyedRead((db, tokenHash: string) =>
  db
    .selectFrom('sessions as s')
    .innerJoin('accounts as a', 'a.id', 's.account_id')
    .leftJoin('staff_members as m', 'm.account_id', 's.account_id')
    .select([
      's.id as session_id',
      's.last_used_at',
      's.expires_at',
      's.authenticated_at',
      'm.staff_role',
      'm.deactivated_at',
      'a.id as account_id',
      'a.role',
      'a.full_name',
      'a.email',
      'a.is_suspended',
    ])
    .where('s.token_hash', '=', tokenHash),
);

export const findSessionByTokenHash = async (db: Executor, tokenHash: string) => (await sessionByTokenHash(db, tokenHash))[0];

export const touchSession = (db: Executor, sessionId: number, now: string) =>
  db.updateTable('sessions').set({ last_used_at: now }).where('id', '=', sessionId).execute();

export const deleteSession = (db: Executor, sessionId: number) =>
  db.deleteFrom('sessions').where('id', '=', sessionId).execute();

/** Ends every session of the account, except `keepSessionId` when given. Returns how many ended. */
export const deleteAccountSessions = async (db: Executor, accountId: number, keepSessionId?: number) => {
  let query = db.deleteFrom('sessions').where('account_id', '=', accountId);
  if (keepSessionId !== undefined) query = query.where('id', '<>', keepSessionId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
};

/** Drops sessions past their lifetime or idle limit. */
export const deleteStaleSessions = async (db: Executor, now: string, idleCutoff: string) => {
  const result = await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_used_at', '<=', idleCutoff)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
};

/** The browser and address a session was opened from. */
export const findSessionClient = (db: Executor, sessionId: number) =>
  db.selectFrom('sessions').select(['user_agent', 'ip']).where('id', '=', sessionId).executeTakeFirst();

/** Records that a factor was given in this session just now (POST /api/admin/reauth). */
export const markSessionAuthenticated = (db: Executor, sessionId: number, now: string) =>
  db.updateTable('sessions').set({ authenticated_at: now }).where('id', '=', sessionId).execute();

/** The account's sessions still alive: within their lifetime and used since `idleCutoff`. */
export const listLiveSessions = (db: Executor, accountId: number, now: string, idleCutoff: string) =>
  db
    .selectFrom('sessions')
    .select(['id', 'user_agent', 'ip', 'created_at', 'last_used_at'])
    .where('account_id', '=', accountId)
    .where('expires_at', '>', now)
    .where('last_used_at', '>', idleCutoff)
    .orderBy('last_used_at', 'desc')
    .orderBy('id', 'desc')
    .execute();

/** Ends one session of the account; false when it has no session with this id. */
export const deleteOwnSession = async (db: Executor, accountId: number, sessionId: number) => {
  const result = await db.deleteFrom('sessions').where('id', '=', sessionId).where('account_id', '=', accountId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
};
