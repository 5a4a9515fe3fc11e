import { Migrator, sql, type Migration, type MigrationResultSet } from 'kysely';
import type { DialectName } from './connection.ts';
import { factorProvenance } from './migration-factor-provenance.ts';
import { initial } from './migration-initial.ts';
import { listPaging } from './migration-list-paging.ts';
import { moderation } from './migration-moderation.ts';
import { outboxSecrets } from './migration-outbox-secrets.ts';
import { recovery } from './migration-recovery.ts';
import { revisionBase } from './migration-revision-base.ts';
import { revisions } from './migration-revisions.ts';
import { staff } from './migration-staff.ts';
import type { AnyDb } from './migration-parts.ts';
import type { Executor } from './queries/accounts.ts';
import { appliedMigrationNames } from './queries/health.ts';

/**
 * Indexes measured with `npm run bench` on 10,000 accounts of each kind: list pages ordered by
 * joining date with the id as tie-breaker, and the dashboard's count of unexpired subscriptions.
 */
const listIndexes: Migration = {
  async up(db: AnyDb) {
    await db.schema.dropIndex('accounts_role_created_idx').execute();
    await db.schema.createIndex('accounts_role_created_id_idx').on('accounts').columns(['role', 'created_at', 'id']).execute();
    await db.schema.createIndex('subscriptions_expires_idx').on('subscriptions').columns(['expires_at', 'account_id']).execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropIndex('subscriptions_expires_idx').execute();
    await db.schema.dropIndex('accounts_role_created_id_idx').execute();
    await db.schema.createIndex('accounts_role_created_idx').on('accounts').columns(['role', 'created_at']).execute();
  },
};

/** The tables whose rows the cached answers (lists, dashboard) are built from. */
export const versionedTables = ['accounts', 'user_information', 'subscriptions', 'reports'] as const;

/**
 * A data version: one counter that every insert, update or delete of the versioned tables bumps, by
 * trigger, in the writer's own transaction. Servers cache their largest answers per version and ask
 * for it on each request, so an answer is reused only while nothing it was built from has changed, in
 * this process or any other (another server on the same PostgreSQL, the CLI, a seed, a manual fix).
 * SQLite triggers are per row and per event; PostgreSQL's run once per statement.
 */
const dataVersion = (dialect: DialectName): Migration => ({
  async up(db: AnyDb) {
    await db.schema
      .createTable('data_version')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('version', 'bigint', (c) => c.notNull())
      .addCheckConstraint('data_version_one_row', sql`id = 1`)
      .execute();
    await db.insertInto('data_version').values({ id: 1, version: 1 }).execute();
    if (dialect === 'postgres') {
      await sql`create function bump_data_version() returns trigger language plpgsql as $$
        begin update data_version set version = version + 1 where id = 1; return null; end $$`.execute(db);
      for (const table of versionedTables) {
        await sql`create trigger ${sql.id(`${table}_data_version`)} after insert or update or delete or truncate on ${sql.table(table)}
          for each statement execute function bump_data_version()`.execute(db);
      }
      return;
    }
    for (const table of versionedTables) {
      for (const event of ['insert', 'update', 'delete']) {
        await sql`create trigger ${sql.id(`${table}_${event}_data_version`)} after ${sql.raw(event)} on ${sql.table(table)}
          begin update data_version set version = version + 1 where id = 1; end`.execute(db);
      }
    }
  },
  async down(db: AnyDb) {
    for (const table of versionedTables) {
      if (dialect === 'postgres') {
        await sql`drop trigger ${sql.id(`${table}_data_version`)} on ${sql.table(table)}`.execute(db);
        continue;
      }
      for (const event of ['insert', 'update', 'delete']) await sql`drop trigger ${sql.id(`${table}_${event}_data_version`)}`.execute(db);
    }
    if (dialect === 'postgres') await sql`drop function bump_data_version()`.execute(db);
    await db.schema.dropTable('data_version').execute();
  },
});

/**
 * On PostgreSQL the bump moves to the end of each writing transaction. A statement trigger took the
 * version row's lock at the first write of a versioned table and held it to the commit, so a
 * transaction that then waited for an account row (held by another that already wanted the version
 * row) deadlocked; it also made every writer wait for every other for its whole length. Deferred
 * constraint triggers run just before the commit, when the transaction wants nothing else, so the
 * version row is always the last lock taken and held only while committing. They are per row, so the
 * function bumps once per transaction and returns at once for every later row. TRUNCATE keeps its
 * statement trigger (constraint triggers cannot fire on it). SQLite has one writer at a time and
 * keeps its triggers.
 */
const deferredDataVersion = (dialect: DialectName): Migration => ({
  async up(db: AnyDb) {
    if (dialect !== 'postgres') return;
    await sql`create function bump_data_version_once() returns trigger language plpgsql as $$
      begin
        if current_setting('chairside.data_version_bumped_by', true) is distinct from txid_current()::text then
          perform set_config('chairside.data_version_bumped_by', txid_current()::text, true);
          update data_version set version = version + 1 where id = 1;
        end if;
        return null;
      end $$`.execute(db);
    for (const table of versionedTables) {
      await sql`drop trigger ${sql.id(`${table}_data_version`)} on ${sql.table(table)}`.execute(db);
      await sql`create trigger ${sql.id(`${table}_truncate_data_version`)} after truncate on ${sql.table(table)}
        for each statement execute function bump_data_version()`.execute(db);
      await sql`create constraint trigger ${sql.id(`${table}_data_version_at_commit`)} after insert or update or delete on ${sql.table(table)}
        deferrable initially deferred for each row execute function bump_data_version_once()`.execute(db);
    }
  },
  async down(db: AnyDb) {
    if (dialect !== 'postgres') return;
    for (const table of versionedTables) {
      await sql`drop trigger ${sql.id(`${table}_data_version_at_commit`)} on ${sql.table(table)}`.execute(db);
      await sql`drop trigger ${sql.id(`${table}_truncate_data_version`)} on ${sql.table(table)}`.execute(db);
      await sql`create trigger ${sql.id(`${table}_data_version`)} after insert or update or delete or truncate on ${sql.table(table)}
        for each statement execute function bump_data_version()`.execute(db);
    }
    await sql`drop function bump_data_version_once()`.execute(db);
  },
});

/** Every migration by name; names sort in the order they run. */
export const migrations = (dialect: DialectName): Record<string, Migration> => ({
  '0001_initial': initial(dialect),
  '0002_list_indexes': listIndexes,
  '0003_data_version': dataVersion(dialect),
  '0004_data_version_at_commit': deferredDataVersion(dialect),
  '0005_moderation': moderation(dialect),
  '0006_recovery': recovery(),
  '0007_staff': staff(dialect),
  '0008_policy_revisions': revisions(dialect),
  '0009_list_paging': listPaging(dialect),
  '0010_factor_provenance': factorProvenance(),
  '0011_outbox_secrets': outboxSecrets(),
  '0013_revision_base': revisionBase(),
});

/** The migrations of this code the database has not applied yet, in the order they would run. */
export const pendingMigrations = async (db: Executor, dialect: DialectName): Promise<string[]> => {
  const applied = new Set(await appliedMigrationNames(db));
  return Object.keys(migrations(dialect)).filter((name) => !applied.has(name));
};

/** PostgreSQL's "schema does not exist". */
const isSchemaGone = (error: unknown) => (error as { code?: unknown } | null)?.code === '3F000';

/** Brings the schema up to date. Throws with the failing migration's name if one fails. */
export const migrateToLatest = async (db: AnyDb, dialect: DialectName): Promise<MigrationResultSet['results']> => {
  // Kysely looks for its bookkeeping tables in every schema unless it is told which one: with several
  // schemas on one server (the API suite gives each test file its own), it could find another schema's
  // tables, skip creating its own and fail. Name the schema the connection works in.
  const schema =
    dialect === 'postgres' ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations(dialect) },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  let { error, results } = await migrator.migrateToLatest();
  // Kysely checks for its bookkeeping tables by listing every schema's tables with
  // has_schema_privilege(name): a schema dropped by someone else between the listing and that call
  // (another test file's schema, on a server several suites share) fails the check with 3F000 before
  // anything ran. Nothing was applied then, so looking again is safe.
  for (let attempt = 1; attempt < 5 && error && isSchemaGone(error) && !results?.some((result) => result.status === 'Success'); attempt += 1) {
    ({ error, results } = await migrator.migrateToLatest());
  }
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${reason}`, { cause: error });
  }
  return results;
};
