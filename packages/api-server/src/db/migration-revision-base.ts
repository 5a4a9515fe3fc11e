import { sql, type Migration } from 'kysely';
import type { AnyDb } from './migration-parts.ts';

/**
 * What each revision was built on: `base_revision_id` is the revision in force
 * just before its date when it was saved (null: the built-in default), so a scheduled revision whose
 * base is no longer what will be in force before its date, because a correction was published in
 * between, is known and neither replaces that correction silently nor takes effect unless a save said
 * to keep it. `review_note` is what a rebase wrote on a scheduled revision whose text predates the
 * revision it is now based on. Existing rows get the base they have in the history as it stands.
 */
export const revisionBase = (): Migration => ({
  async up(db: AnyDb) {
    await db.schema
      .alterTable('policy_documents')
      .addColumn('base_revision_id', 'integer', (c) => c.references('policy_documents.id'))
      .execute();
    await db.schema.alterTable('policy_documents').addColumn('review_note', 'text').execute();
    await sql`update policy_documents set base_revision_id = (
      select q.id from policy_documents q
      where q.kind = policy_documents.kind and q.cancelled_at is null
        and (q.effective_at < policy_documents.effective_at or (q.effective_at = policy_documents.effective_at and q.id < policy_documents.id))
      order by q.effective_at desc, q.id desc limit 1)`.execute(db);
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('policy_documents').dropColumn('review_note').execute();
    await db.schema.alterTable('policy_documents').dropColumn('base_revision_id').execute();
  },
});
