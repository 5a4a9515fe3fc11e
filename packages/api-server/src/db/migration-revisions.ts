import { limits, revisionLimits } from '@chairside/api-contract';
import { sql, type Migration, type SqlBool } from 'kysely';
import type { DialectName } from './connection.ts';
import { timestamp, type AnyDb } from './migration-parts.ts';

/**
 * Policy and terms revisions (issue 18). Every save already kept its row; now a row also says:
 * - `effective_at`: when it takes effect, which a scheduled save puts in the future. Existing rows took
 *   effect when they were saved. The current document is the newest one in effect, not the newest id.
 * - `summary`: the one line the editor gave, if any.
 * - `restored_from`: the row whose content a restore brought back.
 * - `cancelled_at`, `cancelled_by`: a scheduled row withdrawn before its date.
 * - `author_name`: the saver as named then, so the history still reads once the account is gone.
 * The partial index finds the current revision of a kind at an instant without reading withdrawn rows.
 */
export const revisions = (dialect: DialectName): Migration => ({
  async up(db: AnyDb) {
    const alter = () => db.schema.alterTable('policy_documents');
    await alter().addColumn('summary', `varchar(${revisionLimits.summary})`).execute();
    // SQLite adds a NOT NULL column only with a default, and cannot drop the default afterwards;
    // every insert names the column, so the empty text is never stored past the backfill below.
    await alter()
      .addColumn('effective_at', timestamp, (c) => c.notNull().defaultTo(''))
      .execute();
    await alter()
      .addColumn('restored_from', 'integer', (c) => c.references('policy_documents.id'))
      .execute();
    await alter().addColumn('cancelled_at', timestamp).execute();
    await alter()
      .addColumn('cancelled_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
      .execute();
    await alter().addColumn('author_name', `varchar(${limits.fullName})`).execute();
    await sql`update policy_documents set effective_at = saved_at`.execute(db);
    await sql`update policy_documents set author_name = (select full_name from accounts where accounts.id = policy_documents.saved_by)`.execute(db);
    if (dialect === 'postgres') await sql`alter table policy_documents alter column effective_at drop default`.execute(db);
    await db.schema
      .createIndex('policy_documents_effective_idx')
      .on('policy_documents')
      .columns(['kind', 'effective_at', 'id'])
      .where(sql<SqlBool>`cancelled_at is null`)
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropIndex('policy_documents_effective_idx').execute();
    for (const column of ['author_name', 'cancelled_by', 'cancelled_at', 'restored_from', 'effective_at', 'summary']) {
      await db.schema.alterTable('policy_documents').dropColumn(column).execute();
    }
  },
});
