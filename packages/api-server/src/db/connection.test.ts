// @vitest-environment node
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresSchema, testDatabases } from '../test/harness.ts';
import { connect, keptPrepared, type Db } from './connection.ts';

const postgres = testDatabases.filter((database) => database.name === 'postgres');

it('leaves the query as it was: on SQLite every statement is kept prepared already', async () => {
  const db = connect({ dataDir: ':memory:' });
  try {
    await sql`create table notes (id integer primary key, body text not null)`.execute(db.kysely);
    await sql`insert into notes values (1, 'first'), (2, 'second')`.execute(db.kysely);
    const untyped = db.kysely as unknown as Kysely<{ notes: { id: number; body: string } }>;
    const query = untyped.selectFrom('notes').selectAll().where('id', '=', 2);
    expect(keptPrepared(query)).toBe(query);
    expect(await keptPrepared(untyped.selectFrom('notes').selectAll().where('id', '=', 2)).execute()).toEqual([{ id: 2, body: 'second' }]);
  } finally {
    await db.destroy();
  }
});

describe.each(postgres)('statements kept prepared on $name', (database) => {
  let schema: Awaited<ReturnType<typeof createPostgresSchema>>;
  let db: Db;
  // One connection, so that what it keeps prepared is what pg_prepared_statements shows.
  beforeAll(async () => {
    schema = await createPostgresSchema(database.url!);
    db = connect({ databaseUrl: database.url, schema: schema.schema, poolSize: 1 });
    await sql`create table notes (id integer primary key, body text not null)`.execute(db.kysely);
    await sql`insert into notes values (1, 'first'), (2, 'second')`.execute(db.kysely);
  });
  afterAll(async () => {
    await db.destroy();
    await schema.drop();
  });

  // The table is not in the app's schema type: these queries go through Kysely untyped.
  const untyped = () => db.kysely as unknown as Kysely<{ notes: { id: number; body: string; extra?: string | null } }>;
  const noteById = (id: number) => keptPrepared(untyped().selectFrom('notes').selectAll().where('id', '=', id));
  const preparedTexts = async () =>
    (await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(db.kysely)).rows;

  it('runs a kept statement by its name, with each call its own values, and every other statement unnamed', async () => {
    expect(await noteById(1).executeTakeFirst()).toEqual({ id: 1, body: 'first' });
    expect(await noteById(2).executeTakeFirst()).toEqual({ id: 2, body: 'second' });
    await untyped().selectFrom('notes').select('body').where('id', '>', 0).execute();
    const prepared = await preparedTexts();
    expect(prepared).toHaveLength(1);
    expect(prepared[0]!.name).toMatch(/^chairside_\d+$/);
    expect(prepared[0]!.statement).toBe(noteById(1).compile().sql);
  });

  it('prepares it afresh under a new name when a change of schema changes its columns, and answers', async () => {
    await noteById(1).executeTakeFirst();
    await sql`alter table notes add column extra text`.execute(db.kysely);
    // PostgreSQL refuses the old statement ("cached plan must not change result type").
    expect(await noteById(1).executeTakeFirst()).toEqual({ id: 1, body: 'first', extra: null });
    const names = (await preparedTexts()).map((row) => row.name);
    expect(names).toHaveLength(2);
    expect(names.some((name) => /^chairside_\d+_r\d+$/.test(name))).toBe(true);
    expect(await noteById(2).executeTakeFirst()).toEqual({ id: 2, body: 'second', extra: null });
  });
});
