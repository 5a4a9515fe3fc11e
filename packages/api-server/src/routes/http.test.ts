// @vitest-environment node
import { Writable } from 'node:stream';
import zlib from 'node:zlib';
import {
  endpoints,
  healthResponseSchema,
  openApiResponseSchema,
  professionalsResponseSchema,
  toOpenApiPath,
} from '@chairside/api-contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPassword, call, startSignedIn, startTestServer, testDatabases, type TestServer } from '../test/harness.ts';
import { insertMember } from '../test/members.ts';

const expectSecurityHeaders = (response: LightMyRequestResponse) => {
  const csp = String(response.headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
};

const appFiles = {
  'index.html': '<!doctype html><html lang="en"><head><title>Chairside</title><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>',
  'assets/index-abc123.js': 'document.title = "Chairside";\n'.repeat(80),
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'assets/index-abc123.js.map': '{"version":3,"sources":["../src/secret-sauce.ts"],"sourcesContent":["export const x = 1;"]}',
};

describe.each(testDatabases)('HTTP behaviour on $name', (database) => {
  let server: TestServer;
  let token: string;
  const log: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      log.push(chunk.toString());
      done();
    },
  });

  beforeAll(async () => {
    ({ server, token } = await startSignedIn(database, {
      staticFiles: appFiles,
      demoAssets: true,
      logStream,
      config: { logLevel: 'trace' },
    }));
    for (let index = 0; index < 30; index += 1) await insertMember(server.ctx.db, { role: 'professional', fullName: `Pro ${index}` });
  });
  afterAll(async () => {
    await server.close();
  });

  const login = (payload: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
    server.app.inject({ method: 'POST', url: '/api/admin/login', payload, headers, remoteAddress: '198.51.100.7' });
  describe('bad input', () => {

    it.each([
      ['malformed JSON', '{"email": "a@b.test", ', 400, 'The request body is not valid JSON.'],
      ['a JSON string', '"admin@chairside.test"', 400, 'The request body must be a JSON object.'],
      ['null', 'null', 400, 'The request body must be a JSON object.'],
      ['no body', '', 400, 'The request body must be a JSON object.'],
      ['prototype pollution', '{"email":"a@b.test","password":"x","__proto__":{"admin":true}}', 400, 'The request body is not valid JSON.'],
    ])('answers %s with a 4xx { message }', async (_case, payload, status, message) => {
      const response = await login(payload);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ message });
      expectSecurityHeaders(response);
    });

    it('answers 415 to a body that is not JSON', async () => {
      const response = await login('email=a@b.test&password=x', { 'content-type': 'application/x-www-form-urlencoded' });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ message: 'Send the request body as application/json.' });
    });

    it('answers 413 to an oversized body on a small route', async () => {
      const response = await login(JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(70 * 1024) }));
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ message: 'The request body is too large. At most 65536 bytes are accepted here.' });
    });

    it('answers 400 to a URL with broken percent-encoding', async () => {
      const response = await call(server.app, token, { method: 'GET', url: '/api/admin/profile/professional/%E0%A4%A' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'The URL is not valid.' });
      expect(response.headers).toMatchObject({
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'x-frame-options': 'DENY',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
      });
    });

    it('answers an unknown API path or method with a 404 { message }', async () => {
      for (const [method, url] of [
        ['GET', '/api/admin/nothing-here'],
        ['PATCH', '/api/admin/profile'],
        ['POST', '/dashboard'],
        ['GET', '/api'],
      ] as const) {
        const response = await server.app.inject({ method, url });
        expect({ method, url, status: response.statusCode }).toEqual({ method, url, status: 404 });
        expect((response.json() as { message: string }).message).toBe(`Not found. There is no ${method} ${url}.`);
        expectSecurityHeaders(response);
      }
    });
  });

  it('puts the security headers on answers of every kind', async () => {
    const answers = [
      await server.app.inject({ method: 'GET', url: '/healthz' }),
      await server.app.inject({ method: 'GET', url: '/api/public/terms' }),
      await server.app.inject({ method: 'GET', url: '/api/admin/profile' }),
      await call(server.app, token, { method: 'GET', url: '/api/admin/profile/salon/1' }),
      await server.app.inject({ method: 'GET', url: '/' }),
      await server.app.inject({ method: 'GET', url: '/assets/index-abc123.js' }),
      await server.app.inject({ method: 'GET', url: '/demo/avatar-1.svg' }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 401, 404, 200, 200, 200]);
    for (const answer of answers) expectSecurityHeaders(answer);
  });

  it('answers /healthz with the database kind', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/healthz' });
    expect(healthResponseSchema.parse(response.json())).toEqual({ status: 'ok', database: database.name });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('serves an OpenAPI document that names every path of the contract', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = openApiResponseSchema.parse(response.json());
    for (const endpoint of Object.values(endpoints)) {
      expect({ path: endpoint.path, documented: toOpenApiPath(endpoint.path) in document.paths }).toEqual({ path: endpoint.path, documented: true });
    }
    // What an admin operation needs of the staff role, not "not an administrator" for every 403.
    expect(document.paths['/api/admin/users/{id}']).toMatchObject({
      delete: {
        'x-chairside-permission': 'delete',
        'x-chairside-reauth': true,
        responses: {
          403: { description: "Refused: needs the 'delete' permission (owner) and a factor given in the last 10 minutes (POST /api/admin/reauth)." },
        },
      },
    });
  });

  describe('caching and compression', () => {
    it('tags list answers with an ETag and answers 304 while nothing changed', async () => {
      const first = await call(server.app, token, { method: 'GET', url: '/api/admin/professionals' });
      const etag = first.headers.etag;
      expect(etag).toMatch(/^W\/".+"$/);
      expect(first.headers['cache-control']).toBe('private, no-store');
      const again = await call(server.app, token, { method: 'GET', url: '/api/admin/professionals', headers: { 'if-none-match': String(etag) } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');

      const [someone] = professionalsResponseSchema.parse(first.json());
      await call(server.app, token, { method: 'PUT', url: `/api/admin/professionals/${someone!.id}/suspend` });
      const changed = await call(server.app, token, { method: 'GET', url: '/api/admin/professionals', headers: { 'if-none-match': String(etag) } });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
    });

    it('compresses large answers for clients that accept it, with the same ETag', async () => {
      const plain = await call(server.app, token, { method: 'GET', url: '/api/admin/professionals' });
      for (const [encoding, decode] of [
        ['br', zlib.brotliDecompressSync],
        ['gzip', zlib.gunzipSync],
      ] as const) {
        const response = await call(server.app, token, { method: 'GET', url: '/api/admin/professionals', headers: { 'accept-encoding': encoding } });
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers.etag).toBe(plain.headers.etag);
        expect(JSON.parse(decode(response.rawPayload).toString())).toEqual(plain.json());
        expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      }
    });

    it('keeps every admin answer out of the browser cache: they hold personal data', async () => {
      const { id } = await insertMember(server.ctx.db, { role: 'professional' });
      for (const url of ['/api/admin/profile', '/api/admin/dashboard-summary', '/api/admin/professionals', `/api/admin/profile/professional/${id}`, '/api/admin/support-requests', '/api/admin/audit-log']) {
        const response = await call(server.app, token, { method: 'GET', url });
        expect({ url, status: response.statusCode, cacheControl: response.headers['cache-control'] }).toEqual({
          url,
          status: 200,
          cacheControl: 'private, no-store',
        });
      }
      // Public answers are nobody's personal data and stay revalidated.
      const policy = await server.app.inject({ method: 'GET', url: '/api/privacy-policy' });
      expect(policy.headers['cache-control']).toBe('no-cache');
    });

    it('never lets mutation answers be cached', async () => {
      const response = await call(server.app, token, { method: 'PUT', url: '/api/admin/professionals/999999/suspend' });
      expect(response.headers['cache-control']).toBe('no-store');
    });
  });

  describe('the admin app and demo files', () => {
    it('serves index.html at / and for every app route, revalidated each time', async () => {
      for (const url of ['/', '/professionals-list/12', '/login', '/terms-and-conditions?x=1']) {
        const response = await server.app.inject({ method: 'GET', url });
        expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.body).toContain('<div id="root"></div>');
        expect(response.headers['cache-control']).toBe('no-cache');
      }
    });

    it('caches hashed assets for a year and answers a missing file with 404', async () => {
      const asset = await server.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const missing = await server.app.inject({ method: 'GET', url: '/assets/index-gone.js' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Not found. There is no GET /assets/index-gone.js.' });
    });

    it("does not serve the app's source maps", async () => {
      const map = await server.app.inject({ method: 'GET', url: '/assets/index-abc123.js.map' });
      expect(map.statusCode).toBe(404);
      expect(map.json()).toEqual({ message: 'Not found. There is no GET /assets/index-abc123.js.map.' });
      expect(map.body).not.toContain('secret-sauce');
      const query = await server.app.inject({ method: 'GET', url: '/assets/index-abc123.js.map?v=1' });
      expect(query.statusCode).toBe(404);
    });

    it('serves the generated demo pictures and CVs', async () => {
      const avatar = await server.app.inject({ method: 'GET', url: '/demo/avatar-3.svg' });
      expect(avatar.statusCode).toBe(200);
      expect(avatar.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(avatar.body).toContain('<svg');
      const cv = await server.app.inject({ method: 'GET', url: '/demo/cv-2.pdf' });
      expect(cv.statusCode).toBe(200);
      expect(cv.headers['content-type']).toBe('application/pdf');
      expect(cv.body.startsWith('%PDF-1.4')).toBe(true);
      expect(cv.body.trimEnd().endsWith('%%EOF')).toBe(true);
      expect((await server.app.inject({ method: 'GET', url: '/demo/avatar-999.svg' })).statusCode).toBe(404);
    });
  });

  it('never writes passwords or tokens to the log', async () => {
    const fresh = await server.adminToken();
    await call(server.app, fresh, {
      method: 'PUT',
      url: '/api/admin/password',
      payload: { currentPassword: 'wrong password here', newPassword: 'another secret phrase' },
    });
    await server.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: 'nobody@example.test', password: 'guessed secret' } });
    const text = log.join('');
    expect(text).toContain('"msg":"incoming request"');
    for (const secret of [adminPassword, fresh, token, 'wrong password here', 'another secret phrase', 'guessed secret']) {
      expect(text).not.toContain(secret);
    }
  });
});

describe('with SERVE_SOURCE_MAPS=1', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ name: 'sqlite' }, { staticFiles: appFiles, config: { serveSourceMaps: true } });
  });
  afterAll(() => server.close());

  it('serves the source maps for debugging', async () => {
    const map = await server.app.inject({ method: 'GET', url: '/assets/index-abc123.js.map' });
    expect(map.statusCode).toBe(200);
    expect(map.body).toContain('secret-sauce');
  });
});

describe('without a built admin app', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ name: 'sqlite' });
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers / with a short note instead of failing', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('The admin app is not built');
    expectSecurityHeaders(response);
  });

  it('answers other paths with a 404 { message }', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/professionals-list' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found. There is no GET /professionals-list.' });
  });
});
