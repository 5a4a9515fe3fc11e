import type { Migration } from 'kysely';
import { type AnyDb } from './migration-parts.ts';

/**
 * Where each second factor came from: the session that added the
 * authenticator key (on `staff_members`) or a passkey, and that session's browser and address as the
 * sessions list showed them, kept because the session row goes when it ends. A re-authentication
 * refuses a factor its own session added; signing out everywhere and a password change remove
 * factors other sessions added in the last 24 hours. Factors from before this migration have none.
 */
export const factorProvenance = (): Migration => ({
  async up(db: AnyDb) {
    for (const [table, prefix] of [
      ['staff_members', 'totp_added'],
      ['passkeys', 'added'],
    ] as const) {
      // No reference to sessions: the id must outlive the session's row.
      await db.schema.alterTable(table).addColumn(`${prefix}_session_id`, 'integer').execute();
      await db.schema.alterTable(table).addColumn(`${prefix}_user_agent`, 'varchar(512)').execute();
      await db.schema.alterTable(table).addColumn(`${prefix}_ip`, 'varchar(64)').execute();
    }
  },
  async down(db: AnyDb) {
    for (const [table, prefix] of [
      ['staff_members', 'totp_added'],
      ['passkeys', 'added'],
    ] as const) {
      for (const column of ['ip', 'user_agent', 'session_id']) await db.schema.alterTable(table).dropColumn(`${prefix}_${column}`).execute();
    }
  },
});
