import { limits } from '@chairside/api-contract';
import type { Migration } from 'kysely';
import type { DialectName } from './connection.ts';
import { timestamp, withId, type AnyDb } from './migration-parts.ts';

/**
 * Moderation that accounts for itself (issue 15): a suspension may end at a time, every audit entry
 * may carry a reason, a note for other administrators and the end of a timed suspension, and each
 * notice to an account holder waits in an outbox, written in the action's transaction, until the
 * delivery worker has handed it to the mail server.
 */
export const moderation = (dialect: DialectName): Migration => ({
  async up(db: AnyDb) {
    await db.schema.alterTable('accounts').addColumn('suspended_until', timestamp).execute();
    await db.schema.createIndex('accounts_suspended_until_idx').on('accounts').column('suspended_until').execute();

    await db.schema.alterTable('audit_log').addColumn('reason', 'varchar(100)').execute();
    await db.schema.alterTable('audit_log').addColumn('note', `varchar(${limits.moderationNote})`).execute();
    await db.schema.alterTable('audit_log').addColumn('until', timestamp).execute();
    await db.schema.createIndex('audit_log_target_idx').on('audit_log').columns(['target_id', 'id']).execute();
    await db.schema.createIndex('audit_log_actor_idx').on('audit_log').columns(['actor_id', 'id']).execute();

    await withId(dialect, db.schema.createTable('outbox'))
      .addColumn('audit_id', 'integer')
      .addColumn('account_id', 'integer')
      .addColumn('to_address', `varchar(${limits.email})`, (c) => c.notNull())
      .addColumn('subject', 'varchar(300)', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('status', 'varchar(20)', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', timestamp, (c) => c.notNull())
      .addColumn('last_error', 'varchar(2000)')
      .addColumn('sent_at', timestamp)
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .addColumn('updated_at', timestamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('outbox_due_idx').on('outbox').columns(['status', 'next_attempt_at']).execute();
    await db.schema.createIndex('outbox_audit_idx').on('outbox').column('audit_id').execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('outbox').execute();
    await db.schema.dropIndex('audit_log_actor_idx').execute();
    await db.schema.dropIndex('audit_log_target_idx').execute();
    await db.schema.alterTable('audit_log').dropColumn('until').execute();
    await db.schema.alterTable('audit_log').dropColumn('note').execute();
    await db.schema.alterTable('audit_log').dropColumn('reason').execute();
    await db.schema.dropIndex('accounts_suspended_until_idx').execute();
    await db.schema.alterTable('accounts').dropColumn('suspended_until').execute();
  },
});
