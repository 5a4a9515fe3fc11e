import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
import type { DialectName } from './connection.ts';

/*
 * What every migration file shares. One set of migrations serves both databases: the only dialect
 * difference is how an id is generated; everything else uses types both understand (SQLite takes
 * `varchar(n)` and `double precision` as type names with the right affinity).
 */

// Migrations see the schema as it was when they were written, not as it is now, hence `any`.
// oxlint-disable-next-line typescript/no-explicit-any
export type AnyDb = Kysely<any>;

export const withId = <T extends string>(dialect: DialectName, table: CreateTableBuilder<T, never>) =>
  table.addColumn('id', 'integer', (column: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement(),
  );

/** Timestamps are ISO 8601 strings on both databases. */
export const timestamp = 'varchar(40)' as const;
