/*
 * SPEC.md's plain array of a whole list (GET /api/admin/professionals and /salons without paging
 * parameters), written as it is read. Built whole, a million professionals held
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
    /** No later than the list changes with no write: the first expiry of any subscription ahead. */
    readonly validUntil: Date | undefined,
    /** Its items in order, a batch at a time. */
    readonly batches: AsyncIterable<readonly Item[]>,
  ) {}
}
