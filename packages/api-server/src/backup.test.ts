// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Db } from './db/connection.ts';
import { sqlitePath } from './db/backup.ts';
import { testDatabases } from './test/harness.ts';
import { insertMember } from './test/members.ts';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `npm run cli -- …` as a cron job would run it, on the database `env` points at. */
const cli = (env: Record<string, string>, ...args: string[]) => {
  const { status, stdout, stderr } = spawnSync(process.execPath, ['../../scripts/cli.mjs', ...args], {
    cwd: packageDir,
    env: { ...process.env, SEED_DEMO: '0', ADMIN_PASSWORD: 'backup admin password', SMTP_URL: '', MAIL_FROM: '', ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status, stdout, stderr };
};

/** Every table the database holds, as the catalog lists it: whatever the migrations made. */
const tableNames = async (db: Db) => {
  const query =
    db.dialect === 'sqlite'
      ? sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`
      : sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`;
  return (await query.execute(db.kysely)).rows.map((row) => row.name);
};

/** A table's primary key columns in key order; every column where it has none. */
const orderColumns = async (db: Db, table: string) => {
  const query =
    db.dialect === 'sqlite'
      ? sql<{ name: string }>`select name from pragma_table_info(${table}) where pk > 0 order by pk`
      : sql<{ name: string }>`select k.column_name as name from information_schema.table_constraints c
          join information_schema.key_column_usage k on k.constraint_name = c.constraint_name and k.table_schema = c.table_schema
          where c.table_schema = current_schema() and c.table_name = ${table} and c.constraint_type = 'PRIMARY KEY'
          order by k.ordinal_position`;
  const keys = (await query.execute(db.kysely)).rows.map((row) => row.name);
  return keys.length > 0 ? keys : null;
};

/** Every row of every table, each table ordered by its primary key. */
const everyRow = async (db: Db) => {
  const tables: Record<string, unknown[]> = {};
  for (const table of await tableNames(db)) {
    const keys = await orderColumns(db, table);
    const order = keys ? sql.join(keys.map((key) => sql.ref(key))) : sql.raw('1');
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)} order by ${order}`.execute(db.kysely);
    tables[table] = keys ? rows.rows : rows.rows.map((row) => JSON.stringify(row)).toSorted();
  }
  return tables;
};

/** Where each run's database lives: a folder for SQLite, a scratch database for PostgreSQL. */
interface Place {
  env: Record<string, string>;
  open: () => Db;
}

describe.each(testDatabases)('backup and restore on $name', (database) => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'chairside-backup-'));
  const scratch: string[] = [];
  const admin = database.url ? new Pool({ connectionString: database.url, max: 1 }) : undefined;

  const newPlace = async (name: string): Promise<Place> => {
    const dataDir = path.join(work, name);
    if (!database.url || !admin) return { env: { DATA_DIR: dataDir, DATABASE_URL: '' }, open: () => connect({ dataDir }) };
    const databaseName = `chairside_backup_${randomBytes(4).toString('hex')}_${name}`;
    await admin.query(`create database ${databaseName}`);
    scratch.push(databaseName);
    const url = new URL(database.url);
    url.pathname = `/${databaseName}`;
    return { env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() }, open: () => connect({ databaseUrl: url.toString(), poolSize: 2 }) };
  };

  let source: Place;
  let sourceDb: Db;
  const backupFile = path.join(work, database.url ? 'chairside.dump' : 'chairside.db');

  beforeAll(async () => {
    source = await newPlace('source');
    for (const args of [['seed'], ['seed-demo', '--count', '50', '--feedback', '12', '--support', '6', '--seed', '19']]) {
      const run = cli(source.env, ...args);
      if (run.status !== 0) throw new Error(`${args.join(' ')} failed (${run.status}):\n${run.stderr}`);
    }
    // Held open through the backup, as a running server holds it; on SQLite its last writes are still in the WAL.
    sourceDb = source.open();
    await insertMember(sourceDb.kysely, { role: 'salon', fullName: 'Written just before the backup' });
  }, 240_000);

  afterAll(async () => {
    await sourceDb?.destroy();
    for (const name of scratch) await admin?.query(`drop database if exists ${name} with (force)`);
    await admin?.end();
    fs.rmSync(work, { recursive: true, force: true });
  }, 60_000);

  it('backs up a database in use and restores it into an empty one, every table row for row', async () => {
    const backup = cli(source.env, 'backup', '--to', backupFile);
    expect(backup.stderr).toBe('');
    expect(backup.status).toBe(0);
    expect(backup.stdout).toMatch(new RegExp(`^Backed up .+ to ${backupFile.replaceAll('.', '\\.')} \\(\\d+ bytes\\)\\.\\n$`));
    // Nothing but the backup itself is left beside it.
    expect(fs.readdirSync(work).filter((name) => name.startsWith(path.basename(backupFile)) || name.startsWith('.'))).toEqual([
      path.basename(backupFile),
    ]);

    const target = await newPlace('target');
    const restore = cli(target.env, 'restore', '--from', backupFile);
    expect(restore.stderr).toBe('');
    expect(restore.status).toBe(0);
    expect(restore.stdout).toContain(`Restored ${backupFile} into `);

    const original = await everyRow(sourceDb);
    const restoredDb = target.open();
    try {
      const restored = await everyRow(restoredDb);
      expect(Object.keys(restored)).toEqual(Object.keys(original));
      expect(Object.keys(original)).toEqual(expect.arrayContaining(['accounts', 'audit_log', 'feedback', 'kysely_migration', 'user_information']));
      // Seeded data, not empty tables compared with empty tables.
      expect(original.accounts?.length).toBeGreaterThan(150);
      expect(original.feedback?.length).toBe(12);
      expect(original.accounts).toContainEqual(expect.objectContaining({ full_name: 'Written just before the backup' }));
      for (const table of Object.keys(original)) {
        expect({ table, rows: restored[table] }).toEqual({ table, rows: original[table] });
      }
    } finally {
      await restoredDb.destroy();
    }

    // The restored database is one a server starts on: the migrations find nothing left to do.
    const migrate = cli(target.env, 'migrate');
    expect(migrate.stdout).toBe('The schema is up to date.\n');
  }, 240_000);

  it('refuses to restore into a database that is not empty, and changes nothing', async () => {
    const own = path.join(work, database.url ? 'again.dump' : 'again.db');
    expect(cli(source.env, 'backup', '--to', own).status).toBe(0);
    const before = await everyRow(sourceDb);
    const refused = cli(source.env, 'restore', '--from', own);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(
      database.url
        ? /^Error: The database already holds tables \(.*public\.accounts.*\)\. A backup is only restored into an empty database: create one \(createdb\) and point DATABASE_URL at it\.\n$/
        : new RegExp(`^Error: The database at ${sqlitePath(source.env.DATA_DIR!)} is not empty\\. A backup is only restored into an empty database`),
    );
    expect(await everyRow(sourceDb)).toEqual(before);
  }, 120_000);

  it('refuses a file that is not a backup for this database, naming why', async () => {
    const target = await newPlace('wrongfile');
    const notBackup = path.join(work, 'notes.txt');
    fs.writeFileSync(notBackup, 'not a database');
    const refused = cli(target.env, 'restore', '--from', notBackup);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(database.url ? 'is not a PostgreSQL backup (pg_dump --format=custom)' : 'is not a SQLite backup');
    const missing = cli(target.env, 'restore', '--from', path.join(work, 'nothing-here.db'));
    expect(missing.stderr).toContain('There is no backup file at');
    const usage = cli(target.env, 'backup');
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain('Error: --to is required.');
  }, 120_000);
});

describe('pg_dump and pg_restore get the password through the environment only', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'chairside-pgtools-'));
  afterAll(() => {
    fs.rmSync(work, { recursive: true, force: true });
  });

  /** Stand-ins for the PostgreSQL programs that note what they were given. */
  const fakeTools = (script: string) => {
    const bin = path.join(work, `bin-${randomBytes(3).toString('hex')}`);
    fs.mkdirSync(bin);
    for (const tool of ['pg_dump', 'pg_restore']) fs.writeFileSync(path.join(bin, tool), `#!/bin/sh\n${script}\n`, { mode: 0o755 });
    return { PATH: `${bin}:${process.env.PATH ?? ''}`, DATABASE_URL: 'postgres://chairside:s3cr%40t-pw@127.0.0.1:1/chairside?sslmode=disable' };
  };

  it('passes the URL without its password as --dbname and the password as PGPASSWORD, and prints it nowhere', () => {
    const seen = path.join(work, 'seen.txt');
    // pg_dump writes its archive to the file named after --file.
    const env = fakeTools(`echo "$@" > ${seen}; echo "PGPASSWORD=$PGPASSWORD" >> ${seen}; while [ "$1" != "--file" ]; do shift; done; echo PGDMP > "$2"`);
    const target = path.join(work, 'backup.dump');
    const run = cli(env, 'backup', '--to', target);
    expect(run.status).toBe(0);
    const [argv = '', password = ''] = fs.readFileSync(seen, 'utf8').split('\n');
    expect(argv).toContain('--format=custom');
    expect(argv).toContain('--no-password --dbname postgres://chairside@127.0.0.1:1/chairside?sslmode=disable');
    expect(argv).not.toContain('s3cr');
    expect(password).toBe('PGPASSWORD=s3cr@t-pw');
    expect(run.stdout + run.stderr).not.toContain('s3cr');
    expect(fs.readFileSync(target, 'utf8')).toBe('PGDMP\n');
  });

  it('passes on what a failing pg_dump says, without the password', () => {
    const env = fakeTools('echo "could not connect with password $PGPASSWORD" >&2; exit 1');
    const target = path.join(work, 'failed.dump');
    const run = cli(env, 'backup', '--to', target);
    expect(run.status).toBe(1);
    expect(run.stderr).toBe('Error: pg_dump failed (exit code 1):\ncould not connect with password ***\n');
    expect(fs.readdirSync(work).filter((name) => name.includes('failed.dump'))).toEqual([]);
  });
});
