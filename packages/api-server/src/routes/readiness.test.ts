// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorResponseSchema, healthResponseSchema, readyResponseSchema } from '@chairside/api-contract';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrations } from '../db/migrations.ts';
import { drainingMessage } from '../http/draining.ts';
import { startTestServer, testDatabases, type TestServer } from '../test/harness.ts';

/** One GET over `agent`, read whole. */
const get = (url: string, agent: http.Agent) =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    http
      .get(url, { agent }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      })
      .on('error', reject);
  });

describe.each(testDatabases)('readiness on $name', (database) => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('is ready when the database answers and has every migration of the code', async () => {
    server = await startTestServer(database);
    const response = await server.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(readyResponseSchema.parse(response.json())).toEqual({ status: 'ready', database: database.name, migrations: 'current' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is not ready on a database a migration behind the code, while /healthz still says the process lives', async () => {
    server = await startTestServer(database);
    const latest = Object.keys(migrations(server.db.dialect)).at(-1)!;
    await sql`delete from kysely_migration where name = ${latest}`.execute(server.ctx.db);
    const response = await server.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(errorResponseSchema.parse(response.json()).message).toBe(
      `The database lacks a migration of this server (${latest}): run \`npm run cli -- migrate\`.`,
    );
    const health = await server.app.inject({ method: 'GET', url: '/healthz' });
    expect(healthResponseSchema.parse(health.json()).status).toBe('ok');
  });

  it('is not ready, and not alive, when the database does not answer', async () => {
    server = await startTestServer(database);
    await server.db.destroy();
    for (const url of ['/readyz', '/healthz']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode, body: response.json() }).toEqual({ url, status: 503, body: { message: 'The database does not answer.' } });
    }
  });

  it('answers 503 with Connection: close to every new request, /readyz first, from the moment it starts closing', async () => {
    server = await startTestServer(database);
    // Stands for a slow part of closing (the outbox finishing a send): the listener is still open meanwhile.
    let finishClosing!: () => void;
    const slowStep = new Promise<void>((resolve) => {
      finishClosing = resolve;
    });
    server.app.addHook('preClose', () => slowStep);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const before = await get(`${base}/readyz`, agent);
      expect(before.status).toBe(200);
      expect(before.headers.connection).toBe('keep-alive');

      const closed = server.app.close();
      for (const path of ['/readyz', '/api/public/terms']) {
        const during = await get(`${base}${path}`, agent);
        expect({ path, status: during.status, connection: during.headers.connection, body: JSON.parse(during.body) as unknown }).toEqual({
          path,
          status: 503,
          connection: 'close',
          body: { message: drainingMessage },
        });
        expect(during.headers['x-content-type-options']).toBe('nosniff');
      }
      finishClosing();
      await closed;
    } finally {
      finishClosing();
      agent.destroy();
    }
  });
});
