// @vitest-environment node
import { errorResponseSchema } from '@chairside/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countQueuedMessages, insertOutboxMessage } from '../db/queries/outbox.ts';
import { adminEmail, call, startSignedIn, startTestServer, testDatabases, type TestServer } from '../test/harness.ts';
import { insertMember } from '../test/members.ts';

const metricsToken = 'a-metrics-token-of-32-characters';

/** The value of one series in Prometheus's text format, or undefined when it is not there. */
const seriesValue = (text: string, series: string) => {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe.each(testDatabases)('metrics on $name', (database) => {
  describe('without METRICS_TOKEN', () => {
    let server: TestServer;
    beforeAll(async () => {
      // With the admin app built, an unknown path would be the app's page: /metrics must still be a 404.
      server = await startTestServer(database, { staticFiles: { 'index.html': '<!doctype html><title>Chairside</title>' } });
    });
    afterAll(async () => {
      await server.close();
    });

    it('answers /metrics 404, whatever the caller sends', async () => {
      for (const headers of [{}, { authorization: `Bearer ${metricsToken}` }]) {
        const response = await server.app.inject({ method: 'GET', url: '/metrics', headers });
        expect(response.statusCode).toBe(404);
        expect(errorResponseSchema.parse(response.json()).message).toContain('There is no GET /metrics.');
      }
      expect(server.app.metrics).toBeUndefined();
    });
  });

  describe('with METRICS_TOKEN', () => {
    let server: TestServer;
    let token: string;
    beforeAll(async () => {
      ({ server, token } = await startSignedIn(database, { config: { metrics: { token: metricsToken, port: undefined } } }));
    });
    afterAll(async () => {
      await server.close();
    });

    const scrape = (authorization?: string) =>
      server.app.inject({ method: 'GET', url: '/metrics', headers: authorization === undefined ? {} : { authorization } });

    it('asks for the token: none or a wrong one is a 401', async () => {
      for (const authorization of [undefined, 'Bearer not-the-metrics-token-at-all', `Bearer ${metricsToken}x`, metricsToken, `Bearer ${token}`]) {
        const response = await scrape(authorization);
        expect({ authorization, status: response.statusCode }).toEqual({ authorization, status: 401 });
        expect(errorResponseSchema.parse(response.json()).message).toBe(
          'The metrics need the metrics token: send Authorization: Bearer <METRICS_TOKEN>.',
        );
        expect(response.headers['www-authenticate']).toBe('Bearer');
      }
    });

    it('reports requests by route pattern, queries, the answer cache, failed sign-ins, the outbox and the process', async () => {
      const member = await insertMember(server.ctx.db, { role: 'professional', fullName: 'Metered Professional' });
      const suspended = await call(server.app, token, { method: 'PUT', url: `/api/admin/professionals/${member.id}/suspend` });
      expect(suspended.statusCode).toBe(200);
      for (let round = 0; round < 2; round += 1) {
        expect((await call(server.app, token, { method: 'GET', url: '/api/admin/dashboard-summary' })).statusCode).toBe(200);
      }
      const wrong = await server.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: adminEmail, password: 'not the password' } });
      expect(wrong.statusCode).toBe(401);
      await insertOutboxMessage(server.ctx.db, { auditId: null, accountId: null, to: 'someone@example.test', subject: 'Queued', body: 'Hello', at: new Date().toISOString() });

      const response = await scrape(`Bearer ${metricsToken}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(response.headers['cache-control']).toBe('no-store');
      const text = response.body;
      for (const name of [
        'http_requests_total',
        'http_request_duration_seconds',
        'db_query_duration_seconds',
        'versioned_answer_cache_hits_total',
        'versioned_answer_cache_misses_total',
        'outbox_queue_length',
        'failed_sign_ins_total',
        'process_cpu_user_seconds_total',
        'nodejs_heap_size_used_bytes',
      ]) {
        expect({ name, present: text.includes(`# TYPE ${name} `) }).toEqual({ name, present: true });
      }

      // The route's pattern, never the URL: one series for every account.
      const suspendRoute = 'route="/api/admin/professionals/:id/suspend",method="PUT"';
      expect(seriesValue(text, `http_requests_total{${suspendRoute},status="200"}`)).toBe(1);
      expect(seriesValue(text, `http_request_duration_seconds_count{${suspendRoute}}`)).toBe(1);
      expect(text).not.toContain(`/api/admin/professionals/${member.id}`);
      expect(seriesValue(text, 'http_requests_total{route="/api/admin/login",method="POST",status="401"}')).toBe(1);

      expect(seriesValue(text, 'versioned_answer_cache_misses_total')).toBe(1);
      expect(seriesValue(text, 'versioned_answer_cache_hits_total')).toBe(1);
      expect(seriesValue(text, 'failed_sign_ins_total{step="password"}')).toBe(1);
      expect(seriesValue(text, 'outbox_queue_length')).toBe(await countQueuedMessages(server.ctx.db));
      expect(seriesValue(text, 'outbox_queue_length')).toBeGreaterThanOrEqual(1);
      expect(seriesValue(text, 'db_query_duration_seconds_count{statement="select"}')).toBeGreaterThan(0);
      expect(seriesValue(text, 'db_query_duration_seconds_count{statement="update"}')).toBeGreaterThan(0);
    });
  });
});
