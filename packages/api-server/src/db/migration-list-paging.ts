import { sql, type Migration, type RawBuilder } from 'kysely';
import type { DialectName } from './connection.ts';
import type { AnyDb } from './migration-parts.ts';

/*
 * 0009: the account lists by page, sort and search at a million accounts of each kind (issue 19).
 *
 * ORDER BY … LIMIT only stops early when an index hands the rows over in that order, and an index
 * holds the columns of one table. So every sort key now lives on `accounts`, kept there by triggers
 * from the tables it comes from, and each has an index (role, key, id): the role is always fixed, the
 * id breaks ties, and a scan in either direction gives both orders.
 *
 *   sort_city, sort_state   lower-cased city and state of its user_information row ('' when none)
 *   subscribed_until        the latest expiry among its subscriptions (null when none)
 *   subscribed              1 while subscribed_until is ahead: set by the triggers against the
 *                           database's clock and settled against the server's on every list read
 *                           (an expiry passes without any write; see settleSubscriptionFlags)
 *   report_count            how many reports name it
 *
 * The search (every word begins a word of the name, email, city or state, any case or accent):
 * - SQLite: one contentless FTS5 table per kind (unicode61, diacritics removed), rowid = account id,
 *   written by triggers on accounts; prefix queries `"word"*`. Per kind, so that a count or a small
 *   result never reads another kind's matches.
 * - PostgreSQL: `accounts.search_vector`, a tsvector of the same four texts folded by unaccent and
 *   lower-cased, set by a BEFORE trigger, with a GIN index per kind; queries are `word:* & …` in the
 *   `simple` configuration. Both sides split words with one function, so they agree on what a word is.
 *
 * Triggers rather than application code keep all of it right for every writer: the API, the CLI,
 * restores that put rows back with their old values, and bulk seeding through plain INSERTs.
 * PostgreSQL's triggers on the other tables run once per statement over its transition table, so a
 * seed of thousands of rows per statement updates its accounts in one pass.
 */

const kinds = [
  { role: 'professional', table: 'account_search_professional' },
  { role: 'salon', table: 'account_search_salon' },
  { role: 'private-suite', table: 'account_search_private_suite' },
] as const;

/** The FTS5 table that holds the search words of one kind of account (SQLite). */
export const searchTableOf = (role: (typeof kinds)[number]['role']) => kinds.find((kind) => kind.role === role)!.table;

/** The indexes every list query leans on; each ends in the id that breaks ties. */
const listIndexes = (dialect: DialectName) => {
  // PostgreSQL compares text by code point under "C", as SQLite does: the same order on both (and the
  // index's collation must be the one the query sorts by). It reads an expression from the index alone
  // only when the column it is computed from is there too: without full_name included, a deep page by
  // name would fetch every row it skips.
  const name = dialect === 'postgres' ? sql`(role, lower(full_name) collate "C", id) include (full_name)` : sql`(role, lower(full_name), id)`;
  return [
    ['accounts_list_name_idx', name],
    ['accounts_list_location_idx', sql`(role, sort_city, sort_state, id)`],
    ['accounts_list_status_idx', sql`(role, is_suspended, id)`],
    // status.asc,joiningDate.desc, the multi-key order the issue names, and its reverse.
    ['accounts_list_status_joined_idx', sql`(role, is_suspended, created_at desc, id desc)`],
    ['accounts_list_subscription_idx', sql`(role, subscribed, id)`],
    ['accounts_list_reports_idx', sql`(role, report_count, id)`],
    // Finds the few flags a read has to settle (see settleSubscriptionFlags).
    ['accounts_subscription_flag_idx', sql`(subscribed, subscribed_until)`],
  ] as const;
};

/** The database's clock as an ISO string, the format every timestamp column holds. */
const clock = (dialect: DialectName) =>
  dialect === 'postgres'
    ? sql`to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

const derivedColumns = ['sort_city', 'sort_state', 'subscribed_until', 'subscribed', 'report_count'] as const;

/** The derived columns of the account `id`, in the order of derivedColumns, from the rows they come from. */
const derivedValues = (dialect: DialectName, id: RawBuilder<unknown>) => {
  const latest = sql`(select max(s.expires_at) from subscriptions s where s.account_id = ${id})`;
  return sql`coalesce((select lower(coalesce(ui.city, '')) from user_information ui where ui.account_id = ${id}), ''),
    coalesce((select lower(coalesce(ui.state, '')) from user_information ui where ui.account_id = ${id}), ''),
    ${latest},
    case when ${latest} > ${clock(dialect)} then 1 else 0 end,
    (select count(*) from reports r where r.account_id = ${id})`;
};

/** The SET of an update that recomputes the derived columns of the account `id`. */
const setDerived = (dialect: DialectName, id: RawBuilder<unknown>) =>
  sql`(${sql.join(derivedColumns.map((column) => sql.id(column)))}) = (select ${derivedValues(dialect, id)})`;

/**
 * An account row inserted with derived values of its own (a restore puts back the row it kept) has
 * them recomputed; a new account has none, and its related rows come after it.
 */
const insertedWithDerived = sql`new.sort_city <> '' or new.sort_state <> '' or new.subscribed_until is not null
  or new.subscribed <> 0 or new.report_count <> 0`;

const addColumns = async (db: AnyDb, dialect: DialectName) => {
  const collate = dialect === 'postgres' ? sql` collate "C"` : sql``;
  await sql`alter table accounts add column sort_city varchar(120)${collate} not null default ''`.execute(db);
  await sql`alter table accounts add column sort_state varchar(120)${collate} not null default ''`.execute(db);
  await sql`alter table accounts add column subscribed_until varchar(40)`.execute(db);
  await sql`alter table accounts add column subscribed integer not null default 0 check (subscribed in (0, 1))`.execute(db);
  await sql`alter table accounts add column report_count integer not null default 0`.execute(db);
  if (dialect === 'postgres') await sql`alter table accounts add column search_vector tsvector`.execute(db);
};

// --- SQLite ----------------------------------------------------------------------------------------

/** The trigger statements that write an account's words into its kind's FTS5 table, when `when` holds. */
const addWords = (when: RawBuilder<unknown>) =>
  sql.join(
    kinds.map(
      ({ role, table }) => sql`insert into ${sql.id(table)} (rowid, full_name, email, city, state)
        select new.id, new.full_name, new.email, new.sort_city, new.sort_state where new.role = ${sql.lit(role)} and ${when};`,
    ),
    sql` `,
  );

const dropWords = sql.join(
  kinds.map(({ role, table }) => sql`delete from ${sql.id(table)} where rowid = old.id and old.role = ${sql.lit(role)};`),
  sql` `,
);

/** Sets the account's place keys, unless they are already those (each change rewrites its words). */
const setPlace = (row: 'new' | 'old', city: string, state: string) =>
  sql`update accounts set sort_city = ${sql.raw(city)}, sort_state = ${sql.raw(state)}
    where id = ${sql.raw(row)}.account_id and (sort_city <> ${sql.raw(city)} or sort_state <> ${sql.raw(state)});`;

const setSubscribed = (row: 'new' | 'old') => {
  const latest = sql`(select max(s.expires_at) from subscriptions s where s.account_id = ${sql.raw(row)}.account_id)`;
  return sql`update accounts set subscribed_until = ${latest}, subscribed = case when ${latest} > ${clock('sqlite')} then 1 else 0 end
    where id = ${sql.raw(row)}.account_id;`;
};

const setReports = (row: 'new' | 'old') =>
  sql`update accounts set report_count = (select count(*) from reports r where r.account_id = ${sql.raw(row)}.account_id)
    where id = ${sql.raw(row)}.account_id;`;

const sqliteUp = async (db: AnyDb) => {
  await sql`update accounts set ${setDerived('sqlite', sql.raw('accounts.id'))}`.execute(db);
  for (const { role, table } of kinds) {
    await sql`create virtual table ${sql.id(table)} using fts5(full_name, email, city, state,
      content = '', contentless_delete = 1, tokenize = 'unicode61 remove_diacritics 2')`.execute(db);
    await sql`insert into ${sql.id(table)} (rowid, full_name, email, city, state)
      select id, full_name, email, sort_city, sort_state from accounts where role = ${role}`.execute(db);
  }
  const newPlace = setPlace('new', "lower(coalesce(new.city, ''))", "lower(coalesce(new.state, ''))");
  const triggers = [
    // The update fires accounts_list_update, which writes the words once the values are right.
    sql`create trigger accounts_list_insert after insert on accounts begin
      update accounts set ${setDerived('sqlite', sql.raw('new.id'))} where id = new.id and (${insertedWithDerived});
      ${addWords(sql`not (${insertedWithDerived})`)}
    end`,
    sql`create trigger accounts_list_update after update of role, full_name, email, sort_city, sort_state on accounts begin
      ${dropWords} ${addWords(sql`1`)}
    end`,
    sql`create trigger accounts_list_delete after delete on accounts begin ${dropWords} end`,
    sql`create trigger user_information_list_insert after insert on user_information begin ${newPlace} end`,
    sql`create trigger user_information_list_update after update of account_id, city, state on user_information begin
      update accounts set sort_city = '', sort_state = '' where id = old.account_id and old.account_id <> new.account_id;
      ${newPlace}
    end`,
    sql`create trigger user_information_list_delete after delete on user_information begin ${setPlace('old', "''", "''")} end`,
    sql`create trigger subscriptions_list_insert after insert on subscriptions begin ${setSubscribed('new')} end`,
    sql`create trigger subscriptions_list_update after update of account_id, expires_at on subscriptions begin
      ${setSubscribed('old')} ${setSubscribed('new')}
    end`,
    sql`create trigger subscriptions_list_delete after delete on subscriptions begin ${setSubscribed('old')} end`,
    sql`create trigger reports_list_insert after insert on reports begin ${setReports('new')} end`,
    sql`create trigger reports_list_update after update of account_id on reports begin ${setReports('old')} ${setReports('new')} end`,
    sql`create trigger reports_list_delete after delete on reports begin ${setReports('old')} end`,
  ];
  for (const trigger of triggers) await trigger.execute(db);
};

const sqliteTriggers = [
  'accounts_list_insert',
  'accounts_list_update',
  'accounts_list_delete',
  'user_information_list_insert',
  'user_information_list_update',
  'user_information_list_delete',
  'subscriptions_list_insert',
  'subscriptions_list_update',
  'subscriptions_list_delete',
  'reports_list_insert',
  'reports_list_update',
  'reports_list_delete',
];

// --- PostgreSQL ------------------------------------------------------------------------------------

/**
 * The schema unaccent lives in. Extensions belong to the whole database, so it may already be there,
 * in whichever schema its creator chose (the API tests run several schemas on one database). The
 * advisory lock keeps two migrations on one database from creating it at the same moment.
 */
const unaccentSchema = async (db: AnyDb): Promise<string> => {
  await sql`select pg_advisory_xact_lock(hashtext('chairside unaccent'))`.execute(db);
  const where = () =>
    sql<{ schema: string }>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
      where e.extname = 'unaccent'`.execute(db);
  const found = (await where()).rows[0]?.schema;
  if (found) return found;
  await sql`create extension if not exists unaccent schema public`.execute(db);
  return 'public';
};

/** PostgreSQL's statement triggers: each sees the rows its statement changed as old_rows and new_rows. */
const newPlace = sql`lower(coalesce(n.city, ''))`;
const newState = sql`lower(coalesce(n.state, ''))`;
const resetPlaces = sql`update accounts a set sort_city = '', sort_state = ''
  from old_rows o where a.id = o.account_id and (a.sort_city <> '' or a.sort_state <> '')
    and not exists (select 1 from user_information ui where ui.account_id = a.id);`;
const setPlaces = sql`update accounts a set sort_city = ${newPlace}, sort_state = ${newState}
  from new_rows n where a.id = n.account_id and (a.sort_city <> ${newPlace} or a.sort_state <> ${newState});`;
const latestOfA = sql`(select max(s.expires_at) from subscriptions s where s.account_id = a.id)`;
const subscriptionsOf = (rows: 'old_rows' | 'new_rows') => sql`update accounts a set subscribed_until = ${latestOfA},
    subscribed = case when ${latestOfA} > ${clock('postgres')} then 1 else 0 end
  where a.id in (select account_id from ${sql.raw(rows)});`;
const reportsOf = (rows: 'old_rows' | 'new_rows') => sql`update accounts a set report_count = (select count(*) from reports r where r.account_id = a.id)
  where a.id in (select account_id from ${sql.raw(rows)});`;

const postgresUp = async (db: AnyDb) => {
  const schema = await unaccentSchema(db);
  // unaccent is only STABLE (its rules file could change); declaring the wrapper IMMUTABLE is what
  // lets the words be computed once per write, as every unaccent-based index does. The dictionary is
  // named with its schema, so the function does not depend on the caller's search_path.
  const extension = `"${schema.replace(/"/g, '""')}"`;
  await sql`create function chairside_search_words(variadic parts text[]) returns text
    language sql immutable parallel safe as $fn$
      select regexp_replace(lower(${sql.raw(extension)}.unaccent(${sql.lit(`${extension}.unaccent`)}::regdictionary, array_to_string(parts, ' '))),
        '[^[:alnum:]]+', ' ', 'g')
    $fn$`.execute(db);
  // A search's words as a prefix query: 'mar sea' → 'mar:* & sea:*'; null when it has no word.
  await sql`create function chairside_search_query(search text) returns text
    language sql immutable parallel safe as
    $$ select string_agg(word || ':*', ' & ') from regexp_split_to_table(chairside_search_words(search), ' ') as word where word <> '' $$`.execute(
    db,
  );
  await sql`update accounts set ${setDerived('postgres', sql.raw('accounts.id'))}`.execute(db);
  await sql`update accounts set search_vector = to_tsvector('simple', chairside_search_words(full_name, email, sort_city, sort_state))`.execute(db);

  await sql`create function chairside_accounts_list() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' and (${insertedWithDerived}) then
        select ${derivedValues('postgres', sql.raw('new.id'))}
          into ${sql.join(derivedColumns.map((column) => sql.raw(`new.${column}`)))};
      end if;
      new.search_vector := to_tsvector('simple', chairside_search_words(new.full_name, new.email, new.sort_city, new.sort_state));
      return new;
    end $$`.execute(db);
  await sql`create trigger accounts_list before insert or update of full_name, email, sort_city, sort_state, search_vector on accounts
    for each row execute function chairside_accounts_list()`.execute(db);

  const statementTriggers: [string, 'user_information' | 'subscriptions' | 'reports', 'insert' | 'update' | 'delete', RawBuilder<unknown>][] = [
    ['user_information_list_insert', 'user_information', 'insert', setPlaces],
    ['user_information_list_update', 'user_information', 'update', sql`${resetPlaces} ${setPlaces}`],
    ['user_information_list_delete', 'user_information', 'delete', resetPlaces],
    ['subscriptions_list_insert', 'subscriptions', 'insert', subscriptionsOf('new_rows')],
    ['subscriptions_list_update', 'subscriptions', 'update', sql`${subscriptionsOf('old_rows')} ${subscriptionsOf('new_rows')}`],
    ['subscriptions_list_delete', 'subscriptions', 'delete', subscriptionsOf('old_rows')],
    ['reports_list_insert', 'reports', 'insert', reportsOf('new_rows')],
    ['reports_list_update', 'reports', 'update', sql`${reportsOf('old_rows')} ${reportsOf('new_rows')}`],
    ['reports_list_delete', 'reports', 'delete', reportsOf('old_rows')],
  ];
  for (const [name, table, event, body] of statementTriggers) {
    // A trigger with transition tables may have one event only, hence a function per trigger.
    await sql`create function ${sql.id(`chairside_${name}`)}() returns trigger language plpgsql as $$
      begin ${body} return null; end $$`.execute(db);
    const transition =
      event === 'insert'
        ? sql`referencing new table as new_rows`
        : event === 'delete'
          ? sql`referencing old table as old_rows`
          : sql`referencing old table as old_rows new table as new_rows`;
    await sql`create trigger ${sql.id(name)} after ${sql.raw(event)} on ${sql.table(table)} ${transition}
      for each statement execute function ${sql.id(`chairside_${name}`)}()`.execute(db);
  }
  for (const { role } of kinds) {
    await sql`create index ${sql.id(`accounts_search_${role.replace('-', '_')}_idx`)} on accounts using gin (search_vector)
      where role = ${sql.lit(role)}`.execute(db);
  }
};

const postgresStatementTriggers = [
  ['user_information_list_insert', 'user_information'],
  ['user_information_list_update', 'user_information'],
  ['user_information_list_delete', 'user_information'],
  ['subscriptions_list_insert', 'subscriptions'],
  ['subscriptions_list_update', 'subscriptions'],
  ['subscriptions_list_delete', 'subscriptions'],
  ['reports_list_insert', 'reports'],
  ['reports_list_update', 'reports'],
  ['reports_list_delete', 'reports'],
] as const;

export const listPaging = (dialect: DialectName): Migration => ({
  async up(db: AnyDb) {
    await addColumns(db, dialect);
    if (dialect === 'postgres') await postgresUp(db);
    else await sqliteUp(db);
    for (const [name, columns] of listIndexes(dialect)) await sql`create index ${sql.id(name)} on accounts ${columns}`.execute(db);
  },
  async down(db: AnyDb) {
    for (const [name] of listIndexes(dialect)) await sql`drop index ${sql.id(name)}`.execute(db);
    if (dialect === 'postgres') {
      for (const { role } of kinds) await sql`drop index ${sql.id(`accounts_search_${role.replace('-', '_')}_idx`)}`.execute(db);
      for (const [name, table] of postgresStatementTriggers) {
        await sql`drop trigger ${sql.id(name)} on ${sql.table(table)}`.execute(db);
        await sql`drop function ${sql.id(`chairside_${name}`)}()`.execute(db);
      }
      await sql`drop trigger accounts_list on accounts`.execute(db);
      await sql`drop function chairside_accounts_list()`.execute(db);
      await sql`drop function chairside_search_query(text)`.execute(db);
      await sql`drop function chairside_search_words(text[])`.execute(db);
    } else {
      for (const name of sqliteTriggers) await sql`drop trigger ${sql.id(name)}`.execute(db);
      for (const { table } of kinds) await sql`drop table ${sql.id(table)}`.execute(db);
    }
    for (const column of ['search_vector', 'report_count', 'subscribed', 'subscribed_until', 'sort_state', 'sort_city']) {
      if (column === 'search_vector' && dialect !== 'postgres') continue;
      await db.schema.alterTable('accounts').dropColumn(column).execute();
    }
  },
});
