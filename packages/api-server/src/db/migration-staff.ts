import { limits, securityLimits } from '@chairside/api-contract';
import { sql, type Migration } from 'kysely';
import type { DialectName } from './connection.ts';
import { timestamp, withId, type AnyDb } from './migration-parts.ts';

/**
 * Staff access (issue 17).
 * - `staff_members`: one row per `admin` account with its staff role, whether it is deactivated and
 *   its authenticator key. Kept apart from `accounts` so a sign-in or a code does not bump the data
 *   version that the cached lists hang on. Every existing administrator becomes an owner.
 * - `recovery_codes`: SHA-256 hashes of the single-use codes; a used one keeps its row with `used_at`.
 * - `passkeys`: WebAuthn credentials (public keys only).
 * - `auth_steps`: the short-lived, single-use tokens between two steps: the mfaToken of a sign-in, the
 *   enrolToken under REQUIRE_MFA, and each WebAuthn challenge. Only hashes of the tokens are stored.
 * - `staff_invitations`: single-use links, by hash.
 * - `sessions` learn the browser's user agent and address, and when a factor was last given in them.
 */
export const staff = (dialect: DialectName): Migration => ({
  async up(db: AnyDb) {
    await db.schema
      .createTable('staff_members')
      .addColumn('account_id', 'integer', (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
      .addColumn('staff_role', 'varchar(20)', (c) => c.notNull())
      .addColumn('deactivated_at', timestamp)
      .addColumn('totp_secret', 'varchar(64)')
      .addColumn('totp_pending_secret', 'varchar(64)')
      .addColumn('totp_pending_at', timestamp)
      /** The 30-second step of the last accepted code: a code of that step or an earlier one is refused. */
      .addColumn('totp_last_step', 'bigint')
      .addColumn('totp_enabled_at', timestamp)
      .addColumn('last_signed_in_at', timestamp)
      .execute();
    await sql`insert into staff_members (account_id, staff_role) select id, 'owner' from accounts where role = 'admin'`.execute(db);

    await withId(dialect, db.schema.createTable('recovery_codes'))
      .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .addColumn('used_at', timestamp)
      .execute();
    await db.schema.createIndex('recovery_codes_account_idx').on('recovery_codes').columns(['account_id', 'code_hash']).execute();

    await withId(dialect, db.schema.createTable('passkeys'))
      .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('credential_id', 'varchar(1400)', (c) => c.notNull().unique())
      .addColumn('public_key', 'text', (c) => c.notNull())
      .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('transports', 'varchar(200)')
      .addColumn('name', `varchar(${securityLimits.passkeyName})`, (c) => c.notNull())
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .addColumn('last_used_at', timestamp)
      .execute();
    await db.schema.createIndex('passkeys_account_idx').on('passkeys').column('account_id').execute();

    await withId(dialect, db.schema.createTable('auth_steps'))
      .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('purpose', 'varchar(30)', (c) => c.notNull())
      .addColumn('account_id', 'integer', (c) => c.references('accounts.id').onDelete('cascade'))
      /** A WebAuthn challenge (base64url), for the steps that carry one. */
      .addColumn('challenge', 'varchar(200)')
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .addColumn('expires_at', timestamp, (c) => c.notNull())
      .addColumn('used_at', timestamp)
      .execute();
    await db.schema.createIndex('auth_steps_expires_idx').on('auth_steps').column('expires_at').execute();

    await withId(dialect, db.schema.createTable('staff_invitations'))
      .addColumn('email', `varchar(${limits.email})`, (c) => c.notNull())
      .addColumn('staff_role', 'varchar(20)', (c) => c.notNull())
      .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('invited_by_id', 'integer')
      .addColumn('invited_by_name', `varchar(${limits.fullName})`)
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .addColumn('expires_at', timestamp, (c) => c.notNull())
      .addColumn('accepted_at', timestamp)
      .addColumn('revoked_at', timestamp)
      .addColumn('account_id', 'integer')
      .execute();
    await db.schema.createIndex('staff_invitations_email_idx').on('staff_invitations').column('email').execute();

    await db.schema.alterTable('sessions').addColumn('user_agent', 'varchar(512)').execute();
    await db.schema.alterTable('sessions').addColumn('ip', 'varchar(64)').execute();
    await db.schema.alterTable('sessions').addColumn('authenticated_at', timestamp).execute();
    await sql`update sessions set authenticated_at = created_at`.execute(db);
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('sessions').dropColumn('authenticated_at').execute();
    await db.schema.alterTable('sessions').dropColumn('ip').execute();
    await db.schema.alterTable('sessions').dropColumn('user_agent').execute();
    await db.schema.dropTable('staff_invitations').execute();
    await db.schema.dropTable('auth_steps').execute();
    await db.schema.dropTable('passkeys').execute();
    await db.schema.dropTable('recovery_codes').execute();
    await db.schema.dropTable('staff_members').execute();
  },
});
