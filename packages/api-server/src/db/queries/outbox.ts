import type { Executor } from './accounts.ts';
import type { DialectName } from '../connection.ts';

/**
 * Where a body names its secret (an invitation link's token): the worker puts the secret there at send
 * time only, so no stored body, listing or log line holds it.
 */
export const outboxSecretPlaceholder = '{{secret}}';

/** A secret a notice carries apart from its body (see `outboxSecretPlaceholder`). */
export interface OutboxSecret {
  value: string;
  /** What it opens, e.g. `invitation:12`: its owner clears it by this when that ends. */
  for: string;
  /** When it stops working anyway. */
  expiresAt: string;
}

/** Writes a notice to the outbox, due at once; call it inside the action's transaction. */
export const insertOutboxMessage = async (
  db: Executor,
  message: { auditId: number | null; accountId: number | null; to: string; subject: string; body: string; at: string; secret?: OutboxSecret },
): Promise<number> => {
  const row = await db
    .insertInto('outbox')
    .values({
      audit_id: message.auditId,
      account_id: message.accountId,
      to_address: message.to,
      subject: message.subject,
      body: message.body,
      status: 'pending',
      attempts: 0,
      next_attempt_at: message.at,
      created_at: message.at,
      updated_at: message.at,
      secret: message.secret?.value ?? null,
      secret_for: message.secret?.for ?? null,
      secret_expires_at: message.secret?.expiresAt ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

/**
 * What became of a notice: 'pending' (waiting for its first or next try), 'sending' (claimed by a
 * worker until `next_attempt_at`, its lease), 'sent', 'failed' (every try used, `last_error` says why)
 * or 'unconfigured' (no mail server was configured when it fell due; `--retry` sends it later).
 */
export const outboxStatuses = ['pending', 'sending', 'sent', 'failed', 'unconfigured'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

/** The statuses `retryOutboxMessage` puts back in the queue. */
export const retryableStatuses: readonly OutboxStatus[] = ['failed', 'unconfigured'];

export interface ClaimOptions {
  dialect: DialectName;
  now: string;
  /** Until when the claim holds; a worker that dies mid-send leaves the row to be claimed again after it. */
  leaseUntil: string;
  maxAttempts: number;
  limit: number;
}

/**
 * Claims due messages in one statement: waiting ones, and ones whose worker's lease has run out. Each
 * claim counts as a try. PostgreSQL skips rows another server holds locked; SQLite has one writer.
 */
export const claimDueMessages = (db: Executor, options: ClaimOptions) =>
  db
    .updateTable('outbox')
    .set((eb) => ({
      status: 'sending',
      attempts: eb('attempts', '+', 1),
      next_attempt_at: options.leaseUntil,
      updated_at: options.now,
    }))
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('outbox')
        .select('id')
        .where('status', 'in', ['pending', 'sending'])
        .where('next_attempt_at', '<=', options.now)
        .where('attempts', '<', options.maxAttempts)
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(options.limit)
        .$if(options.dialect === 'postgres', (query) => query.forUpdate().skipLocked()),
    )
    // Checked again on the row itself, in case it changed between the subquery and the update.
    .where('status', 'in', ['pending', 'sending'])
    .where('next_attempt_at', '<=', options.now)
    .returningAll()
    .execute();

/** A claimed message whose last allowed try was cut off (the worker died): it will not be tried again. */
export const failAbandonedMessages = async (db: Executor, options: { now: string; maxAttempts: number; error: string }) => {
  const result = await db
    .updateTable('outbox')
    .set({ status: 'failed', last_error: options.error, updated_at: options.now, secret: null })
    .where('status', '=', 'sending')
    .where('next_attempt_at', '<=', options.now)
    .where('attempts', '>=', options.maxAttempts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
};

/** The claim is checked (status and try number) so a worker whose lease ran out cannot overwrite a newer try. */
const claimed = (db: Executor, id: number, attempt: number) =>
  db.updateTable('outbox').where('id', '=', id).where('status', '=', 'sending').where('attempts', '=', attempt);

export const markOutboxSent = async (db: Executor, id: number, attempt: number, now: string) => {
  const result = await claimed(db, id, attempt).set({ status: 'sent', sent_at: now, updated_at: now, secret: null }).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

/** A failed try: back to 'pending' at `retryAt`, or 'failed' for good without one (and without its secret). */
export const markOutboxFailed = async (
  db: Executor,
  id: number,
  attempt: number,
  outcome: { error: string; now: string; retryAt: string | undefined },
) => {
  const result = await claimed(db, id, attempt)
    .set({
      status: outcome.retryAt ? 'pending' : 'failed',
      next_attempt_at: outcome.retryAt ?? outcome.now,
      last_error: outcome.error,
      updated_at: outcome.now,
      ...(outcome.retryAt ? {} : { secret: null }),
    })
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

/** With no mail server configured, due messages are set aside rather than tried. */
export const markDueUnconfigured = async (db: Executor, now: string) => {
  const result = await db
    .updateTable('outbox')
    .set({ status: 'unconfigured', updated_at: now })
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
};

/** Newest first. */
export const listOutboxMessages = (db: Executor, options: { status?: OutboxStatus | undefined; limit: number }) =>
  db
    .selectFrom('outbox')
    .selectAll()
    .$if(options.status !== undefined, (query) => query.where('status', '=', options.status as OutboxStatus))
    .orderBy('id', 'desc')
    .limit(options.limit)
    .execute();

export const findOutboxMessage = (db: Executor, id: number) =>
  db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();

/** The notices written with these audit entries, for showing whether each was sent. */
export const outboxMessagesOfAudits = (db: Executor, auditIds: readonly number[]) =>
  auditIds.length === 0 ? Promise.resolve([]) : db.selectFrom('outbox').selectAll().where('audit_id', 'in', auditIds).orderBy('id').execute();

/** Puts a failed or set-aside message back in the queue, due now, with a fresh count of tries. */
export const retryOutboxMessage = async (db: Executor, id: number, now: string) => {
  const result = await db
    .updateTable('outbox')
    .set({ status: 'pending', attempts: 0, next_attempt_at: now, updated_at: now })
    .where('id', '=', id)
    .where('status', 'in', retryableStatuses)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

/** The messages still to be delivered: waiting for a try, or claimed by a worker now. */
export const countQueuedMessages = async (db: Executor) => {
  const row = await db
    .selectFrom('outbox')
    .where('status', 'in', ['pending', 'sending'])
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

/** Clears the secrets of every notice carrying one for these (`invitation:12`): what they open has ended. */
export const clearOutboxSecrets = async (db: Executor, secretFor: readonly string[]) => {
  if (secretFor.length === 0) return 0;
  const result = await db.updateTable('outbox').set({ secret: null }).where('secret_for', 'in', secretFor).where('secret', 'is not', null).executeTakeFirst();
  return Number(result.numUpdatedRows);
};

/** Clears the secrets that have stopped working by `now`. */
export const clearEndedOutboxSecrets = async (db: Executor, now: string) => {
  const result = await db.updateTable('outbox').set({ secret: null }).where('secret_expires_at', '<=', now).where('secret', 'is not', null).executeTakeFirst();
  return Number(result.numUpdatedRows);
};
