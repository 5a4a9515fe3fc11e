import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StreamedList } from '../services/whole-lists.ts';
import { versionTag } from './versioned-answers.ts';

/*
 * A whole list written as it is read: the JSON array's bytes are exactly those of
 * JSON.stringify over the whole array, sent a batch at a time. Node's stream piping waits for the
 * socket (and for @fastify/compress's zlib stream, which compresses each piece as it passes), so a
 * batch is read only once the one before is on its way: the first bytes leave after one batch, and
 * a slow client holds one batch or two in memory, never the list.
 *
 * The ETag comes from the data version and the list's next change with no write, known before any row
 * is read, so the caching hook can answer 304 without reading the list at all.
 *
 * Auth, the role check and validation run before this, so their refusals are ordinary 4xx answers.
 * Once the first bytes have left the status cannot change: a failure then is logged and the
 * connection is cut, so the client sees a broken answer rather than a short array it might believe.
 */

/** The array's JSON a batch at a time: `[`, the items with commas between, `]`. */
async function* arrayText(batches: AsyncIterable<readonly unknown[]>, check: (item: unknown) => unknown) {
  let separator = '';
  yield '[';
  for await (const batch of batches) {
    let text = '';
    for (const item of batch) {
      text += separator + JSON.stringify(check(item));
      separator = ',';
    }
    yield text;
  }
  yield ']';
}

/**
 * Sends a streamed list under its ETag. `check` sees each item before it is written (the contract's
 * item schema, when answers are checked), so an item that drifts from the contract cuts the answer off.
 */
export const sendStreamedList = (
  request: FastifyRequest,
  reply: FastifyReply,
  /** Names the route, so tags of different lists differ. */
  route: string,
  list: StreamedList<unknown>,
  check: (item: unknown) => unknown,
) => {
  reply.header('etag', versionTag(`${route} ${list.variant}`, list.version, list.validUntil)).type('application/json; charset=utf-8');
  // A HEAD answer has no body: given a stream, Fastify would read the whole list to throw it away.
  if (request.method === 'HEAD') return reply.send();
  let sent = 0;
  const counted = async function* () {
    try {
      for await (const batch of list.batches) {
        yield batch;
        sent += batch.length;
      }
    } catch (error) {
      request.log.error({ err: error, sent }, 'a streamed list failed while it was read: the answer was cut off');
      throw error;
    }
  };
  // One piece read ahead of the one being written: reading and writing overlap, memory stays at two.
  const body = Readable.from(arrayText(counted(), check), { objectMode: false, highWaterMark: 1 });
  return reply.send(body);
};
