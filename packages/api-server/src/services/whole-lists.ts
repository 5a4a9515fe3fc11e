import type { Kysely } from 'kysely';
import { firstSubscriptionExpiry } from '../db/queries/whole-list.ts';
import type { MemberRole } from '../db/queries/accounts.ts';
import type { Database } from '../db/schema.ts';
import { iso } from '../db/time.ts';

/*
 * SPEC.md's plain array of a whole list (GET /api/admin/professionals and /salons without paging
 * parameters), written as it is read (issue 31 item 11). Built whole, a million professionals held
 * 2.3 GB of the server's memory and kept the first byte back 30 s; the routes now send each batch as
 * it comes (http/streamed-answers.ts), so only a batch or two is ever in memory.
 */

/** A whole list to be sent a batch at a time, with what its ETag is made of before any row is read. */
export class StreamedList<Item> {
  constructor(
    /** Names the variant of the list (its order): lists of different orders have different tags. */
    readonly variant: string,
    /** The data version when the reading began (after the suspensions and subscription flags were settled). */
    readonly version: number,
    /** When the list changes with no write: the first expiry of a subscription it shows. */
    readonly validUntil: Date | undefined,
    /** Its items in order, a batch at a time. */
    readonly batches: AsyncIterable<readonly Item[]>,
  ) {}
}

// Per connection, as the lists' other per-version state: the first expiry ahead, per kind.
const expiries = new WeakMap<Kysely<Database>, Map<MemberRole, { version: number; until: Date | undefined }>>();

/**
 * When the kind's whole list next changes with no write, found once per data version: a subscription
 * is only added by a write, so until the version moves the first expiry ahead stays the first, and
 * once it has passed it is looked for again. (Suspensions that end are lifted by a write as every list
 * is read, so the version covers them.)
 */
export const wholeListValidUntil = async (db: Kysely<Database>, role: MemberRole, version: number, now: Date): Promise<Date | undefined> => {
  let kinds = expiries.get(db);
  if (!kinds) {
    kinds = new Map();
    expiries.set(db, kinds);
  }
  const known = kinds.get(role);
  if (known?.version === version && (known.until === undefined || now < known.until)) return known.until;
  const first = await firstSubscriptionExpiry(db, role, iso(now));
  const until = first === null ? undefined : new Date(first);
  kinds.set(role, { version, until });
  return until;
};
