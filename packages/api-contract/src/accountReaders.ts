/*
 * The account lists read once, at the app's boundary: whatever shape an answer comes in (SPEC.md
 * section 3: a plain array or `{ data }`, `fullName` or `name`, a subscription list or a single value),
 * the pages get one row shape per account. Zod-free, like readers.ts, so the browser bundle stays small.
 */
import { displayName, hasSubscription, pagedItems, totalPagesOf } from './readers';

/** The three kinds of member account, named as the server's roles are. */
export const accountKinds = ['professional', 'salon', 'private-suite'] as const;
export type AccountKind = (typeof accountKinds)[number];

/** One row of the professionals, salons or private suites list. */
export type AccountListRow = {
  id: string | number;
  /** fullName, else name, else 'N/A'. */
  name: string;
  /** City (and state for suites); null when missing, so a table shows 'N/A' and sorts it last. */
  location: string | null;
  /** The joining date as a timestamp; null when missing or unreadable. */
  joinedAt: number | null;
  isSuspended: boolean;
  /** Additive: when a timed suspension lifts itself, as a timestamp; null until lifted, when active, or not sent. */
  suspendedUntil: number | null;
  subscribed: boolean;
  /** The account's email, where the answer has one: the moderation notice goes there. */
  email: string | null;
  /** Additive: the account's version, sent back in `If-Match` so a stale action is refused; null when not sent. */
  version: number | null;
};

/** A list answer read: its rows and its page count (1 for a plain array). */
export type AccountListPage = {
  rows: AccountListRow[];
  totalPages: number;
  /** How many accounts match over every page: the answer's `total`, else the rows it holds. */
  total: number;
  /**
   * Who ordered the rows: `server` for this project's paged answer (`total` and `limit` beside the
   * data), which the server sorted, searched and paged as asked; `client` for the spec's plain array or
   * `{ data, totalPages }`, which the table sorts and searches itself.
   */
  mode: 'server' | 'client';
};

type LooseListItem = {
  id?: unknown;
  fullName?: unknown;
  name?: unknown;
  createdAt?: unknown;
  isSuspended?: unknown;
  suspendedUntil?: unknown;
  email?: unknown;
  version?: unknown;
  Subscription?: unknown;
  UserInformation?: { city?: unknown; state?: unknown; createdAt?: unknown } | null;
};

const present = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** An account's version as sent (a positive whole number), or null when it is missing or not one. */
export const versionOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;

/** A timestamp from an ISO date, or null when it is missing or not a date. */
export const timeOf = (value: unknown): number | null => {
  if (!present(value)) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
};

/**
 * One list item as a row. Professionals and salons are placed by city and joined at
 * UserInformation.createdAt; a suite by city and state, joined at its own createdAt (SPEC section 3).
 */
export function readAccountListItem(kind: AccountKind, item: LooseListItem | null | undefined): AccountListRow {
  const info = item?.UserInformation ?? undefined;
  const suite = kind === 'private-suite';
  const place = (suite ? [info?.city, info?.state] : [info?.city]).filter(present).join(', ');
  const joined = suite ? (item?.createdAt ?? info?.createdAt) : (info?.createdAt ?? item?.createdAt);
  const id = item?.id;
  return {
    id: typeof id === 'string' || typeof id === 'number' ? id : '',
    name: displayName(item as { fullName?: unknown; name?: unknown } | undefined),
    location: place === '' ? null : place,
    joinedAt: timeOf(joined),
    isSuspended: item?.isSuspended === true,
    suspendedUntil: item?.isSuspended === true ? timeOf(item.suspendedUntil) : null,
    subscribed: hasSubscription(item?.Subscription),
    email: present(item?.email) ? item.email.trim() : null,
    version: versionOf(item?.version),
  };
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** A list answer of any of the three kinds: a plain array, `{ data, totalPages }`, or the server's page with `total` and `limit`. */
export const readAccountList = (kind: AccountKind, answer: unknown): AccountListPage => {
  const rows = pagedItems(answer as readonly LooseListItem[]).map((item) => readAccountListItem(kind, item));
  const { total, limit } = (Array.isArray(answer) ? {} : (answer ?? {})) as { total?: unknown; limit?: unknown };
  return {
    rows,
    totalPages: totalPagesOf(answer),
    total: isCount(total) ? total : rows.length,
    mode: isCount(total) && isCount(limit) ? 'server' : 'client',
  };
};
