import {
  pageLimits,
  resolveListSort,
  type PagedResponse,
  type PrivateSuiteListItem,
  type PrivateSuitesQuery,
  type PrivateSuitesResponse,
  type ProfessionalListItem,
  type ProfessionalsPageResponse,
  type ProfessionalsQuery,
  type SalonListItem,
  type SalonsPageResponse,
  type SalonsQuery,
  type SortOrder,
  type SortTerm,
  type Subscription,
} from '@chairside/api-contract';
import type { Kysely } from 'kysely';
import {
  countListed,
  dropSearchHits,
  keepSearchHits,
  listedPage,
  matchingIds,
  searchWords,
  seekable,
  settleSubscriptionFlags,
  type ListedPage,
  type ListedRow,
  type PagePlan,
  type PageRequest,
  type Position,
} from '../db/queries/account-list.ts';
import type { MemberRole } from '../db/queries/accounts.ts';
import { readDataVersion } from '../db/queries/data-version.ts';
import { firstSubscriptionExpiry, wholeListBatches } from '../db/queries/whole-list.ts';
import type { Database } from '../db/schema.ts';
import { iso } from '../db/time.ts';
import { toSubscription } from './accounts.ts';
import type { ServiceContext } from './context.ts';
import { liftEndedSuspensions } from './suspensions.ts';
import { StreamedList } from './whole-lists.ts';

/*
 * GET /api/admin/professionals, /salons and /private-suites (issue 19). A query with page, limit,
 * sort or search gets one page, `{ data, total, page, limit, totalPages }`; the professionals and
 * salons without any of them get SPEC.md's plain array, the suites always a page.
 *
 * A page costs a few index probes whatever the list's size: the page's ids come from the sort key's
 * index (see account-list.ts), and `total` is counted once per data version. COUNT(*) over a million
 * rows is what would cost the most, and the version (migration 0003) changes with every write, so a
 * count kept against it is exact; it is read from the database on every request, so several servers
 * each keep their own counts and none serves a stale one.
 */

interface ListQuery {
  page?: number | undefined;
  limit?: number | undefined;
  search?: string | undefined;
  sort?: SortTerm[] | undefined;
  order?: SortOrder | undefined;
}

/** Any of page, limit, sort or search (even empty) asks for a page rather than the whole list. */
export const asksForPage = (query: ListQuery) =>
  query.page !== undefined || query.limit !== undefined || query.sort !== undefined || query.search !== undefined;

/** Values kept per data version, the oldest used dropped first beyond `limits`. */
class PerVersion<Value> {
  readonly #entries = new Map<string, { version: number; value: Value }>();
  readonly #pending = new Map<string, Promise<Value>>();
  #weight = 0;

  constructor(
    private readonly limits: { entries: number; weight?: number },
    private readonly weigh: (value: Value) => number = () => 0,
    private readonly evicted: (value: Value) => Promise<void> = async () => undefined,
  ) {}

  async get(key: string, version: number, make: () => Promise<Value>): Promise<Value> {
    const kept = this.#entries.get(key);
    if (kept?.version === version) {
      this.#entries.delete(key);
      this.#entries.set(key, kept);
      return kept.value;
    }
    // A burst of requests after a write makes the value once.
    const flight = `${version}\n${key}`;
    let pending = this.#pending.get(flight);
    if (!pending) {
      pending = this.#make(key, version, make).finally(() => this.#pending.delete(flight));
      this.#pending.set(flight, pending);
    }
    return pending;
  }

  async #make(key: string, version: number, make: () => Promise<Value>) {
    const value = await make();
    const replaced = this.#entries.get(key);
    if (replaced && replaced.version > version) return value;
    // An older version is never asked for again: what it holds goes as soon as a newer one replaces it.
    if (replaced) await this.#drop(key, replaced.value);
    this.#entries.set(key, { version, value });
    this.#weight += this.weigh(value);
    while (this.#entries.size > this.limits.entries || (this.limits.weight !== undefined && this.#weight > this.limits.weight && this.#entries.size > 1)) {
      const [oldest, entry] = this.#entries.entries().next().value!;
      await this.#drop(oldest, entry.value);
    }
    return value;
  }

  async #drop(key: string, value: Value) {
    this.#entries.delete(key);
    this.#weight -= this.weigh(value);
    await this.evicted(value);
  }
}

/**
 * Rows of one list (a kind, a search, an order) at one data version whose positions earlier pages
 * showed: a page near one of them starts from it by key rather than stepping over every row before
 * it, so paging on from any page costs what the first page does.
 */
class Positions {
  readonly #rows = new Map<number, Position>();
  /** The positions known, ascending. */
  #sorted: number[] = [];

  constructor(private readonly size = 2_000) {}

  remember(position: number, row: Position | undefined) {
    if (row === undefined || this.#rows.has(position)) return;
    if (this.#rows.size >= this.size) {
      const oldest = this.#rows.keys().next().value!;
      this.#rows.delete(oldest);
      this.#sorted.splice(this.#sorted.indexOf(oldest), 1);
    }
    this.#rows.set(position, row);
    const at = this.#sorted.findIndex((known) => known > position);
    this.#sorted.splice(at === -1 ? this.#sorted.length : at, 0, position);
  }

  /** The nearest known position at or before `first`, and the nearest at or after `last`. */
  around(first: number, last: number) {
    let before: { position: number; row: Position } | undefined;
    let after: { position: number; row: Position } | undefined;
    for (const position of this.#sorted) {
      if (position <= first) before = { position, row: this.#rows.get(position)! };
      if (position >= last) {
        after = { position, row: this.#rows.get(position)! };
        break;
      }
    }
    return { before, after };
  }
}

interface ListState {
  /** `total` per kind and search words. */
  totals: PerVersion<number>;
  /** SQLite: the temporary-table entry holding a search's matches (see keepSearchHits), and how many. */
  hits: PerVersion<{ entry: number; rows: number }>;
  /** PostgreSQL: the ids of a search's matches, for the searches that start from them. */
  ids: PerVersion<number[]>;
  nextEntry: number;
  /** Known positions per list. */
  positions: PerVersion<Positions>;
  /** The data version at which the subscription flags were last found settled, and until when they stay so. */
  flags?: { version: number; until: number };
}

// Per connection: a second connection (a second server process) keeps counts of its own.
const states = new WeakMap<Kysely<Database>, ListState>();
const stateOf = (db: Kysely<Database>): ListState => {
  let state = states.get(db);
  if (!state) {
    state = {
      totals: new PerVersion({ entries: 512 }),
      // A few searches' matches, some million rows in all: a handful of megabytes of SQLite's temp store.
      hits: new PerVersion({ entries: 16, weight: 3_000_000 }, (hits) => hits.rows, (hits) => dropSearchHits(db, hits.entry)),
      // Only searches with few matches keep theirs (see walks): a few megabytes at most.
      ids: new PerVersion({ entries: 64, weight: 1_000_000 }, (ids) => ids.length),
      nextEntry: 1,
      positions: new PerVersion({ entries: 64 }),
    };
    states.set(db, state);
  }
  return state;
};

/**
 * What every read of a list does first: end the suspensions and count the subscriptions as of now.
 * Answers the data version the read sees. Flags settled at a version stay so until the next write
 * or the next expiry among the subscribed, so most reads skip looking.
 */
const settle = async (ctx: ServiceContext, state: ListState): Promise<number> => {
  await liftEndedSuspensions(ctx);
  const version = await readDataVersion(ctx.db);
  const now = ctx.now();
  if (state.flags?.version === version && now.getTime() < state.flags.until) return version;
  const { changed, nextDue } = await settleSubscriptionFlags(ctx.db, iso(now));
  const settled = changed > 0 ? await readDataVersion(ctx.db) : version;
  state.flags = { version: settled, until: nextDue === null ? Number.POSITIVE_INFINITY : new Date(nextDue).getTime() };
  return settled;
};

/** Ends the suspensions and counts the subscriptions as of now, as a list read does first (the dashboard's figures). */
export const settleForRead = (ctx: ServiceContext) => settle(ctx, stateOf(ctx.db));

/** Subscription rows as each account's list, in the order given. */
const bySubscriber = (rows: readonly Parameters<typeof toSubscription>[0][]) => {
  const byAccount = new Map<number, Subscription[]>();
  for (const row of rows) {
    const list = byAccount.get(row.account_id) ?? [];
    list.push(toSubscription(row));
    byAccount.set(row.account_id, list);
  }
  return byAccount;
};

const listItem = (row: ListedRow, subscriptions: Map<number, Subscription[]>): SalonListItem => ({
  id: row.id,
  fullName: row.full_name,
  email: row.email,
  isSuspended: row.is_suspended === 1,
  suspendedUntil: row.suspended_until,
  version: row.version,
  createdAt: row.created_at,
  UserInformation: { city: row.city, state: row.state, createdAt: row.created_at },
  Subscription: subscriptions.get(row.id) ?? [],
});

const professionalItem = (row: ListedRow, subscriptions: Map<number, Subscription[]>): ProfessionalListItem => ({
  ...listItem(row, subscriptions),
  reports: row.reports,
});

/**
 * Every account of the kind, in the query's order (SPEC.md's plain array), to be sent as it is read:
 * `listBatchRows` rows at a time, each batch with its own subscriptions (see whole-lists.ts).
 */
const wholeList = async <Item>(
  ctx: ServiceContext,
  role: MemberRole,
  query: ListQuery,
  item: (row: ListedRow, subscriptions: Map<number, Subscription[]>) => Item,
): Promise<StreamedList<Item>> => {
  const version = await settle(ctx, stateOf(ctx.db));
  const now = ctx.now();
  const order = resolveListSort(query);
  const batches = async function* () {
    for await (const batch of wholeListBatches(ctx.db, ctx.dialect, role, order, ctx.config.listBatchRows, iso(now))) {
      const subscriptions = bySubscriber(batch.subscriptions);
      yield batch.rows.map((row) => item(row, subscriptions));
    }
  };
  // Suspensions that end are lifted by a write as every list is read, so the version covers them.
  const expiry = await firstSubscriptionExpiry(ctx.db, iso(now));
  return new StreamedList(JSON.stringify(order), version, expiry === null ? undefined : new Date(expiry), batches());
};

/**
 * How much dearer a row read from the matches (a match, the account's row, a place in a sort) is
 * than a row of a walk along a sort index (an index entry and a probe), as measured on a million
 * demo accounts of each kind: about 2.5 µs against 0.1 µs on SQLite; on PostgreSQL the walk reads
 * each row's search_vector from the table, and costs about as much.
 */
const matchCost = { sqlite: 20, postgres: 2 } as const;

/**
 * Whether a search's page is best found by walking the sort index (about `kindTotal / matches` rows
 * read for each row kept) or from the matches (each read once, then sorted).
 */
const walks = async (ctx: ServiceContext, state: ListState, version: number, role: MemberRole, matches: number, rowsToKeep: number) => {
  const kindTotal = await state.totals.get(`${role}\n`, version, () => countListed(ctx.db, ctx.dialect, role, []));
  return (rowsToKeep * kindTotal) / Math.max(matches, 1) < matches * matchCost[ctx.dialect];
};

/** SQLite: the search's matches, kept for this data version (see keepSearchHits). */
const keptHits = (ctx: ServiceContext, state: ListState, version: number, role: MemberRole, words: string[]) =>
  state.hits.get(`${role}\n${words.join(' ')}`, version, async () => {
    const entry = state.nextEntry++;
    return { entry, rows: await keepSearchHits(ctx.db, role, words, entry) };
  });

/** One page of the kind's accounts: the query's search, order, page and limit. */
const pageOf = async <Item>(
  ctx: ServiceContext,
  role: MemberRole,
  query: ListQuery,
  item: (row: ListedRow, subscriptions: Map<number, Subscription[]>) => Item,
): Promise<PagedResponse<Item>> => {
  const state = stateOf(ctx.db);
  const version = await settle(ctx, state);
  const words = searchWords(query.search);
  const page = query.page ?? 1;
  const limit = query.limit ?? pageLimits.default;
  const hits = words.length > 0 && ctx.dialect === 'sqlite' ? await keptHits(ctx, state, version, role, words) : undefined;
  const total = hits?.rows ?? (await state.totals.get(`${role}\n${words.join(' ')}`, version, () => countListed(ctx.db, ctx.dialect, role, words)));
  const answer = { total, page, limit, totalPages: Math.ceil(total / limit) };
  const offset = (page - 1) * limit;
  if (offset >= total) return { data: [], ...answer };
  const order = resolveListSort(query);
  const size = Math.min(limit, total - offset);
  const known = seekable(order)
    ? await state.positions.get(`${role}\n${words.join(' ')}\n${JSON.stringify(order)}`, version, async () => new Positions())
    : undefined;
  /*
   * Where to start reading: the OFFSET steps over index entries one at a time, so from whichever is
   * nearest of the list's start, its end (reading backwards), or a row an earlier page showed. A
   * search that starts from its matches sorts them all anyway and starts from an end.
   */
  const starts = (withKnown: boolean) => {
    const last = offset + size - 1;
    const choices: (Pick<PageRequest, 'offset' | 'reverse' | 'from'> & { skipped: number })[] = [
      { offset, reverse: false, skipped: offset },
      { offset: total - 1 - last, reverse: true, skipped: total - 1 - last },
    ];
    if (withKnown && known) {
      const { before, after } = known.around(offset, last);
      if (before) choices.push({ offset: offset - before.position, reverse: false, from: before.row, skipped: offset - before.position });
      if (after) choices.push({ offset: after.position - last, reverse: true, from: after.row, skipped: after.position - last });
    }
    const { skipped, ...start } = choices.reduce((best, choice) => (choice.skipped < best.skipped ? choice : best));
    return { start, skipped };
  };
  const nearest = starts(true);
  const walk = words.length === 0 || (await walks(ctx, state, version, role, total, nearest.skipped + size));
  const plan: PagePlan = hits
    ? { kind: walk ? 'hits' : 'sortedHits', entry: hits.entry }
    : walk
      ? { kind: 'index' }
      : { kind: 'ids', ids: await state.ids.get(`${role}\n${words.join(' ')}`, version, () => matchingIds(ctx.db, role, words)) };
  const request = { role, words, order, limit: size, ...(walk ? nearest : starts(false)).start };
  const read = (chosen: PagePlan) => listedPage(ctx.db, ctx.dialect, { ...request, plan: chosen }, iso(ctx.now()));
  let listed: ListedPage | undefined = await read(plan).catch((error: unknown) => {
    if (!hits) throw error;
    return undefined;
  });
  // A write since this request read the version may have replaced the matches it was handed and
  // dropped their table (an error, or a short page): the search itself answers then.
  if (listed === undefined || (hits && listed.rows.length < size)) listed = await read({ kind: 'matches' });
  const { positions, rows } = listed;
  known?.remember(offset, positions[0]);
  known?.remember(offset + positions.length - 1, positions.at(-1));
  const subscriptions = bySubscriber(listed.subscriptions);
  return { data: rows.map((row) => item(row, subscriptions)), ...answer };
};

export const listProfessionals = async (ctx: ServiceContext, query: ProfessionalsQuery): Promise<ProfessionalsPageResponse | StreamedList<ProfessionalListItem>> =>
  asksForPage(query) ? pageOf(ctx, 'professional', query, professionalItem) : wholeList(ctx, 'professional', query, professionalItem);

export const listSalons = async (ctx: ServiceContext, query: SalonsQuery): Promise<SalonsPageResponse | StreamedList<SalonListItem>> =>
  asksForPage(query) ? pageOf(ctx, 'salon', query, listItem) : wholeList(ctx, 'salon', query, listItem);

export const listPrivateSuites = (ctx: ServiceContext, query: PrivateSuitesQuery): Promise<PrivateSuitesResponse> =>
  pageOf<PrivateSuiteListItem>(ctx, 'private-suite', query, listItem);
