// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import zlib from 'node:zlib';
import { professionalsPageResponseSchema, professionalsResponseSchema, salonsPageResponseSchema } from '@chairside/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startSignedIn, testDatabases, type TestServer } from '../test/harness.ts';
import { insertMember } from '../test/members.ts';

/*
 * SPEC.md's plain arrays (GET /api/admin/professionals and /salons without paging parameters) are
 * written as they are read, `listBatchRows` rows at a time: here 3, so ten
 * professionals take four reads. The bytes are those of the whole array, whatever the batches.
 */

const now = new Date('2026-11-15T12:00:00.000Z');
const day = 86_400_000;
const batchRows = 3;
const professionals = 10;

describe.each(testDatabases)('whole lists, streamed, on $name', (database) => {
  let server: TestServer;
  let token: string;
  const logged: { level: number; msg: string; sent?: number }[] = [];

  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) logged.push(JSON.parse(line) as (typeof logged)[number]);
        done();
      },
    });
    ({ server, token } = await startSignedIn(database, { now, config: { listBatchRows: batchRows, logLevel: 'error' }, logStream }));
    for (let index = 0; index < professionals; index += 1) {
      // Joining days shared by several accounts, so batches end inside a run of equal sort keys.
      await insertMember(server.ctx.db, {
        role: 'professional',
        fullName: `Streamed Pro ${index}`,
        createdAt: new Date(now.getTime() - (index % 4) * day),
        suspended: index % 5 === 0,
        subscriptions: index % 3 === 0 ? [new Date(now.getTime() + 30 * day), new Date(now.getTime() + 90 * day)] : [new Date(now.getTime() - day)],
        reports: index % 2,
      });
    }
    for (let index = 0; index < 4; index += 1) {
      await insertMember(server.ctx.db, { role: 'salon', fullName: `Streamed Salon ${index}`, createdAt: new Date(now.getTime() - (index % 2) * day) });
    }
  });
  afterAll(async () => {
    await server.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => call(server.app, token, { method: 'GET', url, headers });

  /** The statements that read the list's rows (and only they join user_information) while `act` runs. */
  const rowReads = async <T>(act: () => Promise<T>) => {
    const statements: string[] = [];
    const stop = server.db.observeQueries(({ sql }) => {
      if (/user_information/i.test(sql)) statements.push(sql);
    });
    try {
      return { result: await act(), reads: statements.length };
    } finally {
      stop();
    }
  };

  it('reads the professionals 3 rows at a time and answers the bytes of the whole array, in the order of its pages', async () => {
    const { result: response, reads } = await rowReads(() => get('/api/admin/professionals', { 'accept-encoding': 'identity' }));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    // 3, 3, 3 and 1 rows: the last batch, shorter than asked, ends the list.
    expect(reads).toBe(Math.ceil((professionals + 1) / batchRows));
    const list = professionalsResponseSchema.parse(response.json());
    expect(list).toHaveLength(professionals);
    const pages = professionalsPageResponseSchema.parse((await get('/api/admin/professionals?sort=joiningDate.desc&limit=100')).json());
    expect(response.body).toBe(JSON.stringify(pages.data));
    expect(list.filter((item) => item.Subscription.length > 0).every((item) => item.Subscription.length === 2)).toBe(true);

    const ascending = await get('/api/admin/professionals?order=asc');
    const ascendingPages = professionalsPageResponseSchema.parse((await get('/api/admin/professionals?sort=joiningDate.asc&limit=100')).json());
    expect(ascending.body).toBe(JSON.stringify(ascendingPages.data));
    expect(ascending.headers.etag).not.toBe(response.headers.etag);
  });

  it('streams the salons the same way', async () => {
    const { result: response, reads } = await rowReads(() => get('/api/admin/salons'));
    expect(reads).toBe(Math.ceil((4 + 1) / batchRows));
    const pages = salonsPageResponseSchema.parse((await get('/api/admin/salons?limit=100')).json());
    expect(response.body).toBe(JSON.stringify(pages.data));
  });

  it('compresses as it goes: gzip and brotli decompress to the plain bytes, under the same ETag', async () => {
    const plain = await get('/api/admin/professionals', { 'accept-encoding': 'identity' });
    const decoders = { gzip: zlib.gunzipSync, br: zlib.brotliDecompressSync };
    for (const [encoding, decode] of Object.entries(decoders)) {
      const response = await get('/api/admin/professionals', { 'accept-encoding': encoding });
      const { etag, 'content-encoding': sentAs } = response.headers;
      expect({ sentAs, etag, body: decode(response.rawPayload).toString() }).toEqual({ sentAs: encoding, etag: plain.headers.etag, body: plain.body });
    }
  });

  it('answers 304 to a matching If-None-Match without reading a row', async () => {
    const first = await get('/api/admin/professionals');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"v.+"$/);
    const { result: again, reads } = await rowReads(() => get('/api/admin/professionals', { 'if-none-match': etag, 'accept-encoding': 'gzip' }));
    expect({ status: again.statusCode, body: again.body, encoding: again.headers['content-encoding'] }).toEqual({ status: 304, body: '', encoding: undefined });
    expect(reads).toBe(0);
    const { result: head, reads: headReads } = await rowReads(() => call(server.app, token, { method: 'HEAD', url: '/api/admin/professionals' }));
    expect({ status: head.statusCode, etag: head.headers.etag, reads: headReads }).toEqual({ status: 200, etag, reads: 0 });
  });

  describe('over a socket', () => {
    let base: string;
    beforeAll(async () => {
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
    });

    /** GET `path`: the status, and the body read whole, or the error that ended it. */
    const fetchRaw = (path: string, onData?: (request: http.ClientRequest) => void) =>
      new Promise<{ status: number | undefined; body: string; error?: Error }>((resolve) => {
        const request = http.get(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } }, (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            body += chunk;
            onData?.(request);
          });
          response.on('end', () => resolve({ status: response.statusCode, body }));
          response.on('error', (error) => resolve({ status: response.statusCode, body, error }));
          response.on('close', () => resolve({ status: response.statusCode, body, error: new Error('closed before the end') }));
        });
        request.on('error', (error) => resolve({ status: undefined, body: '', error }));
      });

    it('survives a client that leaves mid-answer, and answers the next one whole', async () => {
      const left = await fetchRaw('/api/admin/professionals', (request) => request.destroy());
      expect(left.status).toBe(200);
      const health = await fetchRaw('/healthz');
      expect(health.status).toBe(200);
      const whole = await fetchRaw('/api/admin/professionals');
      expect(whole.error).toBeUndefined();
      expect(professionalsResponseSchema.parse(JSON.parse(whole.body))).toHaveLength(professionals);
    });

    it('cuts the answer off and logs the failure when a batch fails after the first bytes have left', async () => {
      let reads = 0;
      const stop = server.db.observeQueries(({ sql }) => {
        // A listener that throws fails the statement it was told of: here the second batch.
        if (/user_information/i.test(sql) && ++reads === 2) throw new Error('the database went away');
      });
      let broken: Awaited<ReturnType<typeof fetchRaw>>;
      try {
        broken = await fetchRaw('/api/admin/professionals');
      } finally {
        stop();
      }
      expect(broken.status).toBe(200);
      expect(broken.error).toBeDefined();
      expect(logged).toContainEqual(expect.objectContaining({ level: 50, sent: batchRows, msg: expect.stringMatching(/streamed list failed/) }));
      expect((await fetchRaw('/healthz')).status).toBe(200);
      const whole = await fetchRaw('/api/admin/professionals');
      expect(JSON.parse(whole.body)).toHaveLength(professionals);
      // What had left is the start of the list, with no closing bracket a client could take for its end.
      expect(broken.body.length).toBeLessThan(whole.body.length);
      expect(whole.body.startsWith(broken.body)).toBe(true);
    });
  });
});
