import { limits } from '@chairside/api-contract';
import type { Migration } from 'kysely';
import { timestamp, type AnyDb } from './migration-parts.ts';

/**
 * Recovery (issue 16): nothing is lost by a slip.
 * - Every account carries a version, raised by each change to its row, so an action taken on what an
 *   administrator saw a while ago can be refused when someone else has changed the account since.
 * - Suspend and unsuspend entries keep the state the account was in before them, which is what undoing
 *   them goes back to; an entry that undoes another names it (`undoes`), and the index finds the entry
 *   that undid a given one.
 * - A deleted account waits in `deleted_accounts` for a while before it is removed for good: its name
 *   and email for the list of recently deleted accounts, who deleted it and why, and every row it had
 *   (JSON in `snapshot`), so a restore puts it back exactly, with its original ids.
 */
export const recovery = (): Migration => ({
  async up(db: AnyDb) {
    await db.schema.alterTable('accounts').addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)).execute();

    await db.schema.alterTable('audit_log').addColumn('prior_suspended', 'integer').execute();
    await db.schema.alterTable('audit_log').addColumn('prior_until', timestamp).execute();
    await db.schema.alterTable('audit_log').addColumn('undoes', 'integer').execute();
    await db.schema.createIndex('audit_log_undoes_idx').on('audit_log').column('undoes').execute();

    await db.schema
      .createTable('deleted_accounts')
      // The account's own id: it is not reused, so a restore gives the account back under it.
      .addColumn('account_id', 'integer', (c) => c.primaryKey())
      .addColumn('role', 'varchar(20)', (c) => c.notNull())
      .addColumn('full_name', `varchar(${limits.fullName})`, (c) => c.notNull())
      .addColumn('email', `varchar(${limits.email})`, (c) => c.notNull())
      .addColumn('deleted_at', timestamp, (c) => c.notNull())
      .addColumn('deleted_by_id', 'integer')
      .addColumn('deleted_by_name', `varchar(${limits.fullName})`)
      .addColumn('reason', 'varchar(100)')
      .addColumn('note', `varchar(${limits.moderationNote})`)
      .addColumn('audit_id', 'integer')
      .addColumn('snapshot', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('deleted_accounts_deleted_idx').on('deleted_accounts').columns(['deleted_at', 'account_id']).execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('deleted_accounts').execute();
    await db.schema.dropIndex('audit_log_undoes_idx').execute();
    await db.schema.alterTable('audit_log').dropColumn('undoes').execute();
    await db.schema.alterTable('audit_log').dropColumn('prior_until').execute();
    await db.schema.alterTable('audit_log').dropColumn('prior_suspended').execute();
    await db.schema.alterTable('accounts').dropColumn('version').execute();
  },
});
