import { CompiledQuery, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { Executor } from './queries/accounts.ts';
import type { Database } from './schema.ts';

/*
 * Multi-row INSERTs for seeding many rows through the ordinary tables (so their triggers keep the data
 * version and any search index right). Each statement's SQL is compiled by Kysely once per shape and
 * then run with fresh parameters: building and compiling a query of thousands of values per statement
 * cost about as much as running it. On SQLite the connection's statement cache (connection.ts) keys by
 * SQL text, so a shape is also prepared only once.
 */

// SQLite's bound-parameter limit; PostgreSQL's (65,535) is higher, so one size fits both.
const maxParameters = 32_766;
// Measured on PostgreSQL, 2,000-row statements beat 500-row ones by a fifth (its statement triggers
// see more rows at a time); SQLite hardly minds either way.
const maxRowsPerStatement = 2_048;

type Table = keyof Database & string;

export interface BulkInsert {
  /**
   * Inserts the rows, several hundred per statement, on `executor` (the database or a transaction).
   * Every row must name the same columns as the first.
   */
  rows<T extends Table>(executor: Executor, table: T, rows: readonly Insertable<Database[T]>[]): Promise<void>;
  /** As `rows`, answering `columns` of each inserted row, in no promised order. */
  returning<T extends Table, C extends keyof Selectable<Database[T]> & string>(
    executor: Executor,
    table: T,
    rows: readonly Insertable<Database[T]>[],
    columns: readonly C[],
  ): Promise<Pick<Selectable<Database[T]>, C>[]>;
}

/** An inserter whose compiled statements (in `db`'s dialect) live as long as it does. */
export const bulkInserter = (db: Kysely<Database>): BulkInsert => {
  const statements = new Map<string, string>();

  const statementFor = (table: Table, columns: readonly string[], rowCount: number, returning: readonly string[]) => {
    const key = `${table}|${columns.join(',')}|${rowCount}|${returning.join(',')}`;
    let text = statements.get(key);
    if (text === undefined) {
      const blank = Object.fromEntries(columns.map((column) => [column, null]));
      // Only the SQL text is kept: the dynamic table and column names are beyond Kysely's static types.
      const insert = db.insertInto(table).values(Array.from({ length: rowCount }, () => blank) as never);
      text = (returning.length > 0 ? insert.returning(returning as never) : insert).compile().sql;
      statements.set(key, text);
    }
    return text;
  };

  const run = async (executor: Executor, table: Table, rows: readonly object[], returning: readonly string[]) => {
    const answered: unknown[] = [];
    const first = rows[0];
    if (first === undefined) return answered;
    const columns = Object.keys(first);
    const largest = 2 ** Math.floor(Math.log2(Math.min(maxRowsPerStatement, maxParameters / columns.length)));
    for (let start = 0; start < rows.length; ) {
      // Full statements, then the rest in halving sizes: a dozen shapes per table at most, where a
      // statement for every leftover count would fill the caches with thousands of one-off texts.
      let size = largest;
      while (size > rows.length - start) size /= 2;
      const parameters: unknown[] = [];
      for (let index = start; index < start + size; index += 1) {
        const row = rows[index] as Record<string, unknown>;
        for (const column of columns) parameters.push(row[column]);
      }
      const result = await executor.executeQuery(CompiledQuery.raw(statementFor(table, columns, size, returning), parameters));
      for (const row of result.rows) answered.push(row);
      start += size;
    }
    return answered;
  };

  return {
    rows: async (executor, table, rows) => {
      await run(executor, table, rows, []);
    },
    returning: async (executor, table, rows, columns) => (await run(executor, table, rows, columns)) as never,
  };
};
