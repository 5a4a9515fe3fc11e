// @vitest-environment node
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresSchema, testDatabases } from '../test/harness.ts';
import type { Database } from './schema.ts';
import { connect, keyedRead, type Db } from './connection.ts';

/** A table outside the app's schema, which these queries reach untyped. */
type Notes = { notes: { id: number; body: string; extra?: string | null } };
const notesOf = (db: Kysely<Database>) => db as unknown as Kysely<Notes>;
const createNotes = async (db: Db) => {
  await sql`create table notes (id integer primary key, body text not null)`.execute(db.kysely);
  await sql`insert into notes values (1, 'first'), (2, 'second')`.execute(db.kysely);
};

describe('keyedRead', () => {
  let db: Db;
  beforeAll(async () => {
    db = connect({ dataDir: ':memory:' });
    await createNotes(db);
  });
  afterAll(() => db.destroy());

  it("answers each call with its own key's rows from the statement compiled the first time", async () => {
    let built = 0;
    const noteById = keyedRead((handle, id: number) => {
      built += 1;
      return notesOf(handle).selectFrom('notes').selectAll().where('id', '=', id);
    });
    expect(await noteById(db.kysely, 2)).toEqual([{ id: 2, body: 'second' }]);
    expect(await noteById(db.kysely, 1)).toEqual([{ id: 1, body: 'first' }]);
    expect(await noteById(db.kysely, 3)).toEqual([]);
    expect(built).toBe(1);
  });

  it('refuses a statement whose one parameter is not its key', async () => {
    const wrong = keyedRead((handle, id: number) => notesOf(handle).selectFrom('notes').selectAll().where('id', '=', id).where('body', '=', 'first'));
    await expect(wrong(db.kysely, 1)).rejects.toThrow('keyedRead needs a statement whose one parameter is its key');
  });
});

const postgres = testDatabases.filter((database) => database.name === 'postgres');

describe.each(postgres)('statements kept prepared on $name', (database) => {
  let schema: Awaited<ReturnType<typeof createPostgresSchema>>;
  let db: Db;
  // One connection, so that what it keeps prepared is what pg_prepared_statements shows.
  beforeAll(async () => {
    schema = await createPostgresSchema(database.url!);
    db = connect({ databaseUrl: database.url, schema: schema.schema, poolSize: 1 });
    await createNotes(db);
  });
  afterAll(async () => {
    await db.destroy();
    await schema.drop();
  });

  const noteById = keyedRead((handle, id: number) => notesOf(handle).selectFrom('notes').selectAll().where('id', '=', id));
  const prepared = async () =>
    (await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(db.kysely)).rows;

  it('runs a keyed read by its name, with each call its own key, and every other statement unnamed', async () => {
    expect(await noteById(db.kysely, 1)).toEqual([{ id: 1, body: 'first' }]);
    expect(await noteById(db.kysely, 2)).toEqual([{ id: 2, body: 'second' }]);
    await notesOf(db.kysely).selectFrom('notes').select('body').where('id', '>', 0).execute();
    const statements = await prepared();
    expect(statements).toHaveLength(1);
    expect(statements[0]!.name).toMatch(/^chairside_\d+$/);
    expect(statements[0]!.statement).toBe(notesOf(db.kysely).selectFrom('notes').selectAll().where('id', '=', 1).compile().sql);
  });

  it('prepares it afresh under a new name when a change of schema changes its columns, and answers', async () => {
    await noteById(db.kysely, 1);
    await sql`alter table notes add column extra text`.execute(db.kysely);
    // PostgreSQL refuses the old statement ("cached plan must not change result type").
    expect(await noteById(db.kysely, 1)).toEqual([{ id: 1, body: 'first', extra: null }]);
    const names = (await prepared()).map((row) => row.name);
    expect(names).toHaveLength(2);
    expect(names.some((name) => /^chairside_\d+_r\d+$/.test(name))).toBe(true);
    expect(await noteById(db.kysely, 2)).toEqual([{ id: 2, body: 'second', extra: null }]);
  });
});
