import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/*
 * Answers kept per data version (migration 0003), for the calls that cost the most to build: the
 * dashboard's counts. (The whole lists were kept here too, until a million professionals made one
 * 335 MiB: they are written as they are read now, streamed-answers.ts.) Each request reads the
 * version from the database (one indexed row) and reuses the serialised and compressed answer while
 * the version is unchanged and the answer has not aged out (a subscription in it ended). The version
 * lives in the database, so several server processes on one PostgreSQL stay correct: a process's
 * memory only ever saves work, it never decides what is current.
 */

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

export type Encoding = 'br' | 'gzip';

/** Compressed once per version, off the event loop, so both can afford more than per-request levels. */
const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  gzip: (body) => gzip(body, { level: 6 }),
  br: (body) =>
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
};

/** Below this many bytes compression is not worth it (the same threshold as @fastify/compress's). */
const compressionThreshold = 1024;

export interface PreparedAnswer {
  etag: string;
  /** The JSON, as Fastify would have serialised it. */
  json: Buffer;
  /** Compressed forms, each made on first demand and shared by every later request. */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

interface Entry extends PreparedAnswer {
  version: number;
  /** Epoch ms at which the answer changes without any write (Infinity when it never does). */
  validUntil: number;
}

export interface BuiltAnswer {
  body: unknown;
  /** When the answer changes without any write: the first time a subscription in it expires. */
  validUntil: Date | undefined;
}

const digest = (data: string | Buffer) => createHash('sha1').update(data).digest('base64url');

/**
 * The ETag of an answer read at a data version: the version and the moment the answer ages out
 * identify its content, in every process alike; the key's hash keeps tags of different variants (a
 * sort, a search) apart. Known before the answer is built, so a streamed answer has one too.
 */
export const versionTag = (key: string, version: number, validUntil: Date | undefined) => {
  const until = validUntil?.getTime();
  return `W/"v${version.toString(36)}.${until === undefined ? '0' : until.toString(36)}.${digest(key).slice(0, 8)}"`;
};

export class VersionedAnswers {
  readonly #entries = new Map<string, Entry>();
  /** Builds under way per key and version, so a burst of requests after a change builds once. */
  readonly #building = new Map<string, Promise<PreparedAnswer>>();

  constructor(
    private readonly readVersion: () => Promise<number>,
    private readonly options: {
      maxEntries?: number;
      /** Told of each lookup, for the metrics: served from the cache, or built (or waited for). */
      counter?: { hit: () => void; miss: () => void } | undefined;
    } = {},
  ) {}

  /**
   * The answer for `key` at the database's current version, built by `build` when there is none yet.
   * `build` runs between two reads of the version: only an answer that saw no write while it was read
   * is kept (its ETag is then derived from the version); otherwise it is served once, tagged by its hash.
   */
  async get(key: string, now: Date, build: () => Promise<BuiltAnswer>): Promise<PreparedAnswer> {
    const version = await this.readVersion();
    const cached = this.#entries.get(key);
    if (cached && cached.version === version && now.getTime() < cached.validUntil) {
      // Least recently used goes first when the map is full.
      this.#entries.delete(key);
      this.#entries.set(key, cached);
      this.options.counter?.hit();
      return cached;
    }
    this.options.counter?.miss();
    const flight = `${version}\n${key}`;
    let pending = this.#building.get(flight);
    if (!pending) {
      pending = this.#build(key, version, build).finally(() => this.#building.delete(flight));
      this.#building.set(flight, pending);
    }
    return pending;
  }

  async #build(key: string, version: number, build: () => Promise<BuiltAnswer>): Promise<PreparedAnswer> {
    const { body, validUntil } = await build();
    const json = Buffer.from(JSON.stringify(body));
    if ((await this.readVersion()) !== version) return { etag: `W/"${digest(json)}"`, json, encoded: {} };
    const until = validUntil?.getTime() ?? Number.POSITIVE_INFINITY;
    const entry: Entry = { version, validUntil: until, etag: versionTag(key, version, validUntil), json, encoded: {} };
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    if (this.#entries.size > (this.options.maxEntries ?? 16)) this.#entries.delete(this.#entries.keys().next().value!);
    return entry;
  }
}

/** The encoding to answer in: brotli or gzip as the Accept-Encoding header allows (q=0 refuses). */
export const chooseEncoding = (header: string | undefined): Encoding | undefined => {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).toSorted((a, b) => weight(b) - weight(a))[0]!;
  return weight(best) > 0 ? best : undefined;
};

/**
 * Sends a prepared answer: its ETag (the caching hook turns a match into a 304) and the JSON in the
 * best encoding the caller accepts, compressed at most once per version.
 */
export const sendPrepared = async (request: FastifyRequest, reply: FastifyReply, answer: PreparedAnswer) => {
  reply.header('etag', answer.etag).type('application/json; charset=utf-8');
  if (answer.json.length < compressionThreshold) return reply.send(answer.json);
  reply.header('vary', 'Accept-Encoding');
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(answer.json);
  const encoded = (answer.encoded[encoding] ??= compressors[encoding](answer.json));
  return reply.header('content-encoding', encoding).send(await encoded);
};
