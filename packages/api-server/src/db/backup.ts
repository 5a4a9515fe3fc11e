import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { sqliteFileName } from './connection.ts';
import type { Executor } from './queries/accounts.ts';

/*
 * Whole-database backups and restores (`npm run cli -- backup` / `restore`). A backup is written beside
 * its target under a temporary name and renamed into place once complete, so a scheduled run that
 * fails never leaves a truncated file under the name of a good one. A restore only ever fills an empty
 * database; the next start migrates it as usual.
 */

/** Why a backup or restore cannot go ahead, for a person to read; never holds a password. */
export class BackupError extends Error {
  override name = 'BackupError';
}

const sqliteHeader = 'SQLite format 3\u0000';
const pgDumpHeader = 'PGDMP';

const startsWith = (file: string, header: string) => {
  const handle = fs.openSync(file, 'r');
  try {
    const bytes = Buffer.alloc(header.length);
    const read = fs.readSync(handle, bytes, 0, header.length, 0);
    return read === header.length && bytes.toString('latin1') === header;
  } finally {
    fs.closeSync(handle);
  }
};

const existingFile = (file: string) => {
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) throw new BackupError(`There is no backup file at ${file}.`);
};

/** Writes through `write(partial)`, then renames the result to `target`; a failure leaves no file behind. */
const writeAtomically = async (target: string, write: (partial: string) => Promise<void>) => {
  if (!fs.existsSync(path.dirname(target))) throw new BackupError(`The folder ${path.dirname(target)} does not exist.`);
  const partial = path.join(path.dirname(target), `.${path.basename(target)}.partial-${process.pid}`);
  try {
    await write(partial);
    fs.renameSync(partial, target);
  } finally {
    fs.rmSync(partial, { force: true });
  }
  return fs.statSync(target).size;
};

// --- SQLite -------------------------------------------------------------------------------------------

export const sqlitePath = (dataDir: string) => path.join(dataDir, sqliteFileName);

/**
 * SQLite's online backup API, which reads a consistent snapshot while servers go on writing (WAL lets
 * them). After its first step it copies all that is left at once, so writes between steps cannot make
 * it start over again and again.
 */
export const backupSqlite = async (dataDir: string, target: string) => {
  const source = sqlitePath(dataDir);
  if (!fs.existsSync(source)) throw new BackupError(`There is no database to back up at ${source}.`);
  if ([source, `${source}-wal`, `${source}-shm`].includes(path.resolve(target))) {
    throw new BackupError('The backup cannot be written over the database itself.');
  }
  const database = new SqliteDatabase(source, { fileMustExist: true });
  try {
    database.pragma('busy_timeout = 5000');
    return await writeAtomically(target, async (partial) => {
      await database.backup(partial, { progress: ({ remainingPages }) => remainingPages });
      // The copy is in WAL mode like its source; in rollback mode it stays one file wherever it is opened.
      const copy = new SqliteDatabase(partial, { fileMustExist: true });
      try {
        copy.pragma('journal_mode = DELETE');
      } finally {
        copy.close();
      }
    });
  } finally {
    database.close();
  }
};

const nonEmpty = (file: string) => fs.existsSync(file) && fs.statSync(file).size > 0;

/**
 * Puts a backup in place as DATA_DIR's database. Only where there is none yet (or an empty file): a
 * running server's database is never empty, so this also keeps a restore from swapping the file under
 * one. The backup is checked first, so a wrong or damaged file is refused rather than started on.
 */
export const restoreSqlite = (dataDir: string, from: string) => {
  existingFile(from);
  if (!startsWith(from, sqliteHeader)) {
    throw new BackupError(`${from} is not a SQLite backup. (A PostgreSQL backup is restored with DATABASE_URL set.)`);
  }
  const backup = new SqliteDatabase(from, { readonly: true, fileMustExist: true });
  try {
    const check = backup.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new BackupError(`${from} is damaged: ${String(check)}`);
    const migrated = backup.prepare(`select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'`).get();
    if (!migrated) throw new BackupError(`${from} is a SQLite database, but not a Chairside one: it has no migrations.`);
  } finally {
    backup.close();
  }
  const target = sqlitePath(dataDir);
  if (nonEmpty(target) || nonEmpty(`${target}-wal`)) {
    throw new BackupError(
      `The database at ${target} is not empty. A backup is only restored into an empty database: stop the server and move that file (with its -wal and -shm files) away first.`,
    );
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const partial = `${target}.restoring-${process.pid}`;
  try {
    fs.copyFileSync(from, partial);
    // Left over from an empty database, they would be taken for this one's journal.
    for (const leftover of [`${target}-wal`, `${target}-shm`]) fs.rmSync(leftover, { force: true });
    fs.renameSync(partial, target);
  } finally {
    fs.rmSync(partial, { force: true });
  }
};

// --- PostgreSQL ---------------------------------------------------------------------------------------

/**
 * How pg_dump and pg_restore are pointed at DATABASE_URL: the URL without its password as --dbname,
 * the password in PGPASSWORD, so it never appears in the process list; --no-password stops them from
 * asking on a terminal (a cron job has none).
 */
const libpqTarget = (databaseUrl: string) => {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return {
    dbname: url.toString(),
    env: password ? { ...process.env, PGPASSWORD: password } : process.env,
    password,
  };
};

/** Runs a PostgreSQL client program; its complaints are passed on with any trace of the password removed. */
const runPgTool = (program: string, args: string[], databaseUrl: string) =>
  new Promise<void>((resolve, reject) => {
    const { dbname, env, password } = libpqTarget(databaseUrl);
    const child = spawn(program, [...args, '--no-password', '--dbname', dbname], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new BackupError(`${program} is not installed: it comes with PostgreSQL's client programs (apt-get install postgresql-client).`)
          : error,
      );
    });
    child.on('close', (code) => {
      if (code === 0) {
        resolve();
        return;
      }
      const said = (password ? errors.split(password).join('***') : errors).trim();
      reject(new BackupError(`${program} failed (exit code ${code})${said ? `:\n${said}` : '.'}`));
    });
  });

/** pg_dump's custom format: compressed, consistent while servers write, restored table by table by pg_restore. */
export const backupPostgres = (databaseUrl: string, target: string) =>
  writeAtomically(target, (partial) => runPgTool('pg_dump', ['--format=custom', '--file', partial], databaseUrl));

/** Tables, views and sequences outside PostgreSQL's own schemas: what makes a database not empty. */
const userRelations = async (db: Executor) =>
  (
    await sql<{ name: string }>`
      select n.nspname || '.' || c.relname as name
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
        and n.nspname not in ('pg_catalog', 'information_schema')
        and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'
      order by 1`.execute(db)
  ).rows.map((row) => row.name);

/**
 * pg_restore into the empty database DATABASE_URL names, in one transaction: a failure leaves it empty.
 * Owners and privileges are left out, so the backup restores as whichever role the URL signs in as.
 */
export const restorePostgres = async (db: Executor, databaseUrl: string, from: string) => {
  existingFile(from);
  if (!startsWith(from, pgDumpHeader)) {
    throw new BackupError(`${from} is not a PostgreSQL backup (pg_dump --format=custom). (A SQLite backup is restored without DATABASE_URL.)`);
  }
  const relations = await userRelations(db);
  if (relations.length > 0) {
    const named = relations.slice(0, 5).join(', ') + (relations.length > 5 ? `, and ${relations.length - 5} more` : '');
    throw new BackupError(
      `The database already holds tables (${named}). A backup is only restored into an empty database: create one (createdb) and point DATABASE_URL at it.`,
    );
  }
  await runPgTool('pg_restore', ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', from], databaseUrl);
};
