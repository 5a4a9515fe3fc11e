import type { ResolvedSortTerm } from '@chairside/api-contract';
import { sql, type Expression, type RawBuilder, type Selectable, type SqlBool } from 'kysely';
import type { DialectName } from '../connection.ts';
import type { SubscriptionsTable } from '../schema.ts';
import { searchTableOf } from '../migration-list-paging.ts';
import type { Executor, MemberRole } from './accounts.ts';

/*
 * The account lists' queries (issue 19): the order, the search and the page, on both databases.
 * Every sort key is a column of `accounts` (or lower(full_name)) with an index (role, key, id), kept by
 * the triggers of migration 0009. EXPLAIN evidence for each shape is asserted in list-paging.test.ts.
 *
 * Deep pages. The API numbers its pages, so a page's first row is known only by its position; keyset
 * paging alone cannot jump to page 50,000. A page is read in two steps instead: its ids (and sort
 * keys) through the index alone, skipping with OFFSET from whichever is nearest of the list's start,
 * its end (the order reversed) or a row whose position an earlier page of the same list showed (a
 * keyset seek to that row, then a short OFFSET); then the 20 rows themselves by id (a "deferred
 * join"), so no skipped row is ever fetched. The last page of a million costs what the first does,
 * paging on from any page too; only the first visit to a page far from both ends and from any page
 * seen steps over the index entries between (about 0.1 µs each on SQLite).
 */

/** The words of a search: runs of letters, digits and their marks; punctuation only separates them. */
export const searchWords = (search: string | undefined): string[] =>
  (search?.match(/[\p{L}\p{N}\p{M}]+/gu) ?? []).filter((word) => /[\p{L}\p{N}]/u.test(word));

/**
 * FTS5's query for the words: each a quoted prefix (`"mar"* "sea"*`), all of them required. FTS5
 * splits and folds what is inside the quotes with the table's own tokenizer, so a word is read exactly
 * as the names were indexed.
 */
const ftsQuery = (words: readonly string[]) => words.map((word) => `"${word.replaceAll('"', '""')}"*`).join(' ');

/** How each sort key orders; a key of two columns is city, then state. */
const sortColumns = (dialect: DialectName, key: ResolvedSortTerm['key']): RawBuilder<unknown>[] => {
  switch (key) {
    case 'name':
      // The expression of accounts_list_name_idx, collation included, or the index is not used.
      return [dialect === 'postgres' ? sql`lower(a.full_name) collate "C"` : sql`lower(a.full_name)`];
    case 'location':
      return [sql`a.sort_city`, sql`a.sort_state`];
    case 'joiningDate':
      return [sql`a.created_at`];
    case 'status':
      return [sql`a.is_suspended`];
    case 'subscription':
      return [sql`a.subscribed`];
    case 'reports':
      return [sql`a.report_count`];
  }
};

/**
 * The ORDER BY of a list: its keys, then the id in the direction of the last key, so that every row
 * has one place (pages never overlap or skip) and a single key scans its index (role, key, id) one
 * way. `reverse` turns every direction round, to read a page counted from the end.
 */
export const orderBy = (dialect: DialectName, order: readonly ResolvedSortTerm[], reverse = false) => {
  const turn = (direction: 'asc' | 'desc') => sql.raw(reverse === (direction === 'asc') ? 'desc' : 'asc');
  const terms = order.flatMap(({ key, direction }) => sortColumns(dialect, key).map((column) => sql`${column} ${turn(direction)}`));
  const last = order.at(-1)?.direction ?? 'asc';
  return sql.join([...terms, sql`a.id ${turn(last)}`]);
};

/** `a` matches every word (the list's search), through the kind's FTS5 table or its search_vector. */
export const matchesWords = (dialect: DialectName, role: MemberRole, words: readonly string[]): Expression<SqlBool> => {
  if (dialect === 'postgres') {
    return sql<SqlBool>`a.search_vector @@ to_tsquery('simple', chairside_search_query(${words.join(' ')}))`;
  }
  const table = sql.id(searchTableOf(role));
  return sql<SqlBool>`a.id in (select rowid from ${table} where ${table} match ${ftsQuery(words)})`;
};

/** The ids of the accounts of the kind that match the words (PostgreSQL), through the kind's GIN index. */
export const matchingIds = async (db: Executor, role: MemberRole, words: readonly string[]): Promise<number[]> =>
  (await matchingIdsQuery(role, words).execute(db)).rows.map((row) => Number(row.id));

/** The query of `matchingIds`, for EXPLAIN. */
export const matchingIdsQuery = (role: MemberRole, words: readonly string[]) =>
  sql<{ id: number }>`select a.id from accounts a where a.role = ${sql.lit(role)} and ${matchesWords('postgres', role, words)} order by a.id`;

/** How many accounts of the kind there are, or match the words. */
export const countListed = async (db: Executor, dialect: DialectName, role: MemberRole, words: readonly string[]): Promise<number> => {
  const { rows } = await countQuery(dialect, role, words).execute(db);
  // PostgreSQL answers count(*) as a bigint string.
  return Number(rows[0]?.n ?? 0);
};

/** The query of `countListed`, for EXPLAIN. */
export const countQuery = (dialect: DialectName, role: MemberRole, words: readonly string[]): RawBuilder<{ n: number | string }> => {
  const kind = sql.lit(role);
  let query: RawBuilder<{ n: number | string }>;
  if (words.length === 0) query = sql`select count(*) as n from accounts a where a.role = ${kind}`;
  else if (dialect === 'postgres') query = sql`select count(*) as n from accounts a where a.role = ${kind} and ${matchesWords(dialect, role, words)}`;
  else {
    // The kind's own table holds only that kind, so its matches need no look at accounts.
    const table = sql.id(searchTableOf(role));
    query = sql`select count(*) as n from ${table} where ${table} match ${ftsQuery(words)}`;
  }
  return query;
};

/**
 * How a page's ids are found:
 * - 'index': the rows in the order of the sort key's index; with a search (PostgreSQL, many
 *   matches) each row's search_vector is tested as the walk goes, and a page of them comes soon;
 * - 'matches' (few matches): the search's index first, then its matches sorted; cheap when they are
 *   few, whereas walking the sort index would read nearly every row before finding a page of them.
 *   PostgreSQL's planner cannot tell the two apart well for a prefix query (it has no statistics on
 *   prefixes), so the choice is made here, from the exact count kept for the search;
 * - SQLite keeps a search's matches in a temporary table (see keepSearchHits), so FTS5 runs once per
 *   data version rather than per page: two words of 20,000 and 27,000 matches each take 4 ms to
 *   intersect at a million accounts. 'hits' walks the sort index and looks each row up there (FTS5
 *   cannot test one row cheaply by itself), 'sortedHits' reads the matches and sorts them. 'matches'
 *   asks FTS5 again, should the table have gone;
 * - 'ids' (PostgreSQL, few matches): the matches' ids, kept by the server per data version (see
 *   matchingIds), each row read by primary key and sorted. Two prefixes of 20,000 and 27,000 matches
 *   cost the GIN index 13 ms to intersect at a million accounts; their 549 rows by id, about 1 ms.
 */
export type PagePlan =
  | { kind: 'index' }
  | { kind: 'matches' }
  | { kind: 'hits' | 'sortedHits'; entry: number }
  | { kind: 'ids'; ids: readonly number[] };

/** A row's place in a list's order: its sort key values (as the database computes them) and its id. */
export interface Position {
  keys: unknown[];
  id: number;
}

export interface PageRequest {
  role: MemberRole;
  words: readonly string[];
  order: readonly ResolvedSortTerm[];
  limit: number;
  offset: number;
  /** Read the order backwards: `offset` counts from the last row (or back from `after`). */
  reverse: boolean;
  /**
   * Start at this row, in the direction of reading ("keyset" paging): the index seeks to it, and
   * `offset` counts from there (0: the page starts with it). Only for an order whose keys all run one way.
   */
  from?: Position | undefined;
  plan: PagePlan;
}

/** An order whose keys all run one way, so that (keys, id) compare as one row value along its index. */
export const seekable = (order: readonly ResolvedSortTerm[]) => order.every(({ direction }) => direction === order[0]?.direction);

/**
 * The ids and sort keys of one page, in the order read (reversed when `reverse`). Only ids and keys
 * are read through the index (it holds role, key and id, so the rows it skips are never fetched);
 * listedPage joins the page's rows to them afterwards. The OFFSET still steps over index entries one
 * by one, so the services start from whichever is nearest: either end of the list, or a row whose
 * position an earlier page showed (`from`).
 */
export const pageIdsQuery = (dialect: DialectName, page: PageRequest): RawBuilder<{ id: number }> => {
  const kind = sql.lit(page.role);
  const order = orderBy(dialect, page.order, page.reverse);
  const columns = page.order.flatMap(({ key }) => sortColumns(dialect, key));
  const select = sql.join([sql`a.id`, ...columns.map((column, index) => sql`${column} as ${sql.raw(`k${index}`)}`)]);
  const window = sql`limit ${page.limit} offset ${page.offset}`;
  let seek = sql`1 = 1`;
  if (page.from) {
    const comparison = sql.raw((page.order[0]?.direction === 'asc') !== page.reverse ? '>=' : '<=');
    const values = sql.join([...page.from.keys.map((value) => sql`${value}`), sql`${page.from.id}`]);
    const [first] = columns;
    // The row value is the exact condition; SQLite seeks an index on an expression (lower(full_name))
    // only by a comparison of that expression alone, hence the first key's own bound beside it.
    seek = sql`${first!} ${comparison} ${page.from.keys[0]} and (${sql.join([...columns, sql`a.id`])}) ${comparison} (${values})`;
  }
  if (page.words.length === 0) {
    return sql`select ${select} from accounts a where a.role = ${kind} and ${seek} order by ${order} ${window}`;
  }
  if (page.plan.kind === 'hits') {
    return sql`select ${select} from accounts a where a.role = ${kind} and a.id in (select id from ${hitsTable(page.plan.entry)})
      and ${seek} order by ${order} ${window}`;
  }
  if (page.plan.kind === 'sortedHits') {
    // CROSS JOIN keeps the matches as the outer loop: SQLite would otherwise walk the sort index.
    return sql`select ${select} from ${hitsTable(page.plan.entry)} h cross join accounts a on a.id = h.id
      where a.role = ${kind} and ${seek} order by ${order} ${window}`;
  }
  if (page.plan.kind === 'ids') {
    return sql`select ${select} from accounts a where a.id = any(${[...page.plan.ids]}::integer[]) and a.role = ${kind} and ${seek}
      order by ${order} ${window}`;
  }
  if (page.plan.kind === 'matches' && dialect === 'sqlite') {
    const table = sql.id(searchTableOf(page.role));
    // CROSS JOIN keeps the matches as the outer loop: SQLite would otherwise walk the sort index.
    return sql`select ${select} from ${table} f cross join accounts a on a.id = f.rowid
      where ${table} match ${ftsQuery(page.words)} and a.role = ${kind} and ${seek}
      order by ${order} ${window}`;
  }
  if (page.plan.kind === 'matches') {
    // A materialized CTE is planned on its own: the GIN index finds the matches, whatever the LIMIT.
    return sql`with a as materialized (
        select a.id, a.full_name, a.sort_city, a.sort_state, a.created_at, a.is_suspended, a.subscribed, a.report_count
        from accounts a where a.role = ${kind} and ${matchesWords(dialect, page.role, page.words)})
      select ${select} from a where ${seek} order by ${order} ${window}`;
  }
  // The walk, testing each row (PostgreSQL): wrapped in coalesce, the test cannot use the GIN index,
  // which the planner would otherwise prefer for a prefix whose matches it cannot count.
  return sql`select ${select} from accounts a where a.role = ${kind} and coalesce(${matchesWords(dialect, page.role, page.words)}, false)
    and ${seek} order by ${order} ${window}`;
};

/** A page: its rows' positions, the rows, and their unexpired subscriptions (newest expiry first). */
export interface ListedPage {
  positions: Position[];
  rows: ListedRow[];
  subscriptions: Selectable<SubscriptionsTable>[];
}

/**
 * One page with its rows and their unexpired subscriptions, in one statement: the page's ids and keys
 * (pageIdsQuery, through the index alone) joined to their rows afterwards, the "deferred join".
 */
export const listedPage = async (db: Executor, dialect: DialectName, page: PageRequest, now: string): Promise<ListedPage> => {
  const { rows } = await listedPageQuery(dialect, page, now).execute(db);
  const keys = keyCount(dialect, page.order);
  const listed: ListedPage = { positions: [], rows: [], subscriptions: [] };
  for (const row of rows) {
    const id = Number(row.id);
    if (listed.rows.at(-1)?.id !== id) {
      listed.positions.push({ id, keys: Array.from({ length: keys }, (_, index) => row[`k${index}`]) });
      listed.rows.push(asListed({ ...row, id }));
    }
    if (row.subscription_id !== null && row.subscription_id !== undefined) {
      listed.subscriptions.push({
        id: Number(row.subscription_id),
        account_id: id,
        name: String(row.subscription_name),
        price: Number(row.subscription_price),
        expires_at: String(row.subscription_expires_at),
        created_at: String(row.subscription_created_at),
      });
    }
  }
  return listed;
};

const keyCount = (dialect: DialectName, order: readonly ResolvedSortTerm[]) => order.flatMap(({ key }) => sortColumns(dialect, key)).length;

/** The statement of `listedPage`, for EXPLAIN. */
export const listedPageQuery = (dialect: DialectName, page: PageRequest, now: string) => {
  const directions = page.order.flatMap(({ key, direction }) => sortColumns(dialect, key).map(() => direction));
  const keys = directions.map((_, index) => sql.raw(`k${index}`));
  // The page's own order again (the ids may have been read backwards), then each row's subscriptions.
  const order = sql.join([
    ...keys.map((key, index) => sql`p.${key} ${sql.raw(directions[index]!)}`),
    sql`p.id ${sql.raw(page.order.at(-1)?.direction ?? 'asc')}`,
    sql`s.expires_at desc`,
    sql`s.id desc`,
  ]);
  return sql<ListedRow & Record<string, unknown>>`select p.id, ${sql.join(keys.map((key) => sql`p.${key}`))},
      a.full_name, a.email, a.is_suspended, a.suspended_until, a.version, a.created_at, ui.city, ui.state, a.report_count as reports,
      s.id as subscription_id, s.name as subscription_name, s.price as subscription_price,
      s.expires_at as subscription_expires_at, s.created_at as subscription_created_at
    from (${pageIdsQuery(dialect, page)}) p
    join accounts a on a.id = p.id
    left join user_information ui on ui.account_id = a.id
    left join subscriptions s on s.account_id = a.id and s.expires_at > ${now}
    order by ${order}`;
};

export interface ListedRow {
  id: number;
  full_name: string;
  email: string;
  is_suspended: number;
  suspended_until: string | null;
  version: number;
  created_at: string;
  city: string | null;
  state: string | null;
  reports: number;
}

const asListed = (row: ListedRow): ListedRow => ({
  id: row.id,
  full_name: row.full_name,
  email: row.email,
  is_suspended: Number(row.is_suspended),
  suspended_until: row.suspended_until,
  version: row.version,
  created_at: row.created_at,
  city: row.city,
  state: row.state,
  reports: Number(row.reports),
});

// --- SQLite: a search's matches, kept ----------------------------------------------------------------

const hitsTable = (entry: number) => sql.raw(`temp.list_hits_${Math.trunc(entry)}`);

/**
 * The matches of a search, kept in a temporary table of this connection (SQLite has one per
 * process) keyed by account id: the 'hits' plan looks each row of its walk up there by rowid (SQLite
 * probes such a table for IN directly, where one table shared by every search would be copied out
 * for every query), 'sortedHits' reads it whole. Filled once per data version and search (the
 * services decide when, and drop old ones); answers how many matched, the search's total.
 */
export const keepSearchHits = async (db: Executor, role: MemberRole, words: readonly string[], entry: number): Promise<number> => {
  await sql`create temp table ${hitsTable(entry)} (id integer primary key)`.execute(db);
  const table = sql.id(searchTableOf(role));
  const result = await sql`insert into ${hitsTable(entry)} (id) select rowid from ${table} where ${table} match ${ftsQuery(words)}`.execute(db);
  return Number(result.numAffectedRows ?? 0);
};

export const dropSearchHits = async (db: Executor, entry: number): Promise<void> => {
  await sql`drop table if exists ${hitsTable(entry)}`.execute(db);
};

// --- Subscription flags ----------------------------------------------------------------------------

/**
 * Whether any flag disagrees with `now`: the latest expiry among the unsubscribed and the earliest
 * among the subscribed, each read from one end of accounts_subscription_flag_idx. (A query for the
 * rows themselves with LIMIT 1 tempted PostgreSQL into reading the whole table: it takes the flag and
 * the expiry for independent, and expects many.)
 */
export const flagBoundsQuery = () =>
  sql<{ started: string | null; ended: string | null }>`select
    (select max(subscribed_until) from accounts where subscribed = 0) as started,
    (select min(subscribed_until) from accounts where subscribed = 1) as ended`;

/** Up to 500 accounts whose flag should now be `flag`, taken from that end of the index. */
const unsettledIds = (flag: 0 | 1, now: string) =>
  flag === 1
    ? sql<{ id: number }>`select id from accounts where subscribed = 0 and subscribed_until > ${now} order by subscribed_until desc limit 500`
    : sql<{ id: number }>`select id from accounts where subscribed = 1 and subscribed_until <= ${now} order by subscribed_until limit 500`;

/**
 * Makes `accounts.subscribed` say whether the account has a subscription unexpired at `now`, the
 * server's clock (the triggers set it by the database's). A subscription ends without any write, so
 * the lists settle the flags before reading them; there are only as many to change as subscriptions
 * ended (or began to count) since the last read. Answers how many changed, and when the next flag
 * will be due with no write (the first expiry among the subscribed; null when none is).
 */
export const settleSubscriptionFlags = async (db: Executor, now: string): Promise<{ changed: number; nextDue: string | null }> => {
  const bounds = (await flagBoundsQuery().execute(db)).rows[0];
  let changed = 0;
  const started = bounds?.started ?? null;
  const ended = bounds?.ended ?? null;
  for (const flag of [1, 0] as const) {
    let more = flag === 1 ? started !== null && started > now : ended !== null && ended <= now;
    while (more) {
      const ids = (await unsettledIds(flag, now).execute(db)).rows.map((row) => Number(row.id));
      if (ids.length > 0) {
        const result = await db.updateTable('accounts').set({ subscribed: flag }).where('id', 'in', ids).where('subscribed', '=', flag === 1 ? 0 : 1).executeTakeFirst();
        changed += Number(result.numUpdatedRows);
      }
      more = ids.length === 500;
    }
  }
  if (changed === 0) return { changed, nextDue: ended };
  return { changed, nextDue: (await flagBoundsQuery().execute(db)).rows[0]?.ended ?? null };
};
