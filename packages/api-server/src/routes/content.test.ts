// @vitest-environment node
import {
  auditLogResponseSchema,
  feedbacksResponseSchema,
  privacyPolicyResponseSchema,
  serverMessages,
  supportRequestsResponseSchema,
  termsResponseSchema,
} from '@chairside/api-contract';
import { defaultPrivacyPolicyHtml, defaultTermsHtml } from '@chairside/api-contract/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startSignedIn, testDatabases, type TestServer } from '../test/harness.ts';
import { insertMember } from '../test/members.ts';

describe.each(testDatabases)('policy, terms, feedback, support and the audit log on $name', (database) => {
  let server: TestServer;
  let token: string;
  const get = (url: string) => call(server.app, token, { method: 'GET', url });
  const post = (url: string, payload: unknown) =>
    call(server.app, token, { method: 'POST', url, payload: payload as Record<string, unknown> });
  const audit = async (query = '') => auditLogResponseSchema.parse((await get(`/api/admin/audit-log${query}`)).json());

  beforeAll(async () => {
    ({ server, token } = await startSignedIn(database, { config: { supportRateLimit: { max: 3, windowSeconds: 3600 } } }));
  });
  afterAll(async () => {
    await server.close();
  });

  describe.each([
    ['privacy-policy', 'privacyPolicy', privacyPolicyResponseSchema, defaultPrivacyPolicyHtml, 'privacy-policy.update'],
    ['terms', 'terms', termsResponseSchema, defaultTermsHtml, 'terms.update'],
  ] as const)('%s', (route, key, schema, defaultHtml, action) => {
    const read = async (url: string) => {
      const response = await server.app.inject({ method: 'GET', url, headers: url.includes('/admin/') ? { authorization: `Bearer ${token}` } : {} });
      expect(response.statusCode).toBe(200);
      return (schema.parse(response.json()) as Record<string, { content: string; updatedAt?: string | null }>)[key]!;
    };

    it('serves the built-in default until one is saved, to the admin and the public', async () => {
      expect(await read(`/api/admin/${route}`)).toEqual({ content: defaultHtml, updatedAt: null, revisionId: null, latestRevisionId: null, scheduled: [] });
      expect(await read(`/api/public/${route}`)).toEqual({ content: defaultHtml, updatedAt: null });
    });

    it(`saves sanitised HTML, answers { ${key}: { content } } and records who saved it`, async () => {
      const dirty =
        '<h2>Updated</h2><p onclick="steal()">Read <a href="javascript:alert(1)">this</a> and ' +
        '<a href="https://chairside.test/more">that</a>.</p><img src=x onerror="alert(1)"><script>alert(2)</script>' +
        '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>';
      const response = await post(`/api/admin/${route}`, { content: dirty });
      expect(response.statusCode).toBe(200);
      const saved = (schema.parse(response.json()) as Record<string, { content: string; updatedAt?: string | null; revisionId?: number | null }>)[key]!;
      expect(saved.content).toContain('<h2>Updated</h2>');
      expect(saved.content).toContain('<a href="https://chairside.test/more">that</a>');
      expect(saved.content).toContain('src="https://www.youtube.com/embed/dQw4w9WgXcQ"');
      for (const unsafe of ['<script', 'onerror', 'onclick', 'javascript:', 'src="x"']) expect(saved.content).not.toContain(unsafe);
      expect(typeof saved.updatedAt).toBe('string');

      const served = { content: saved.content, updatedAt: saved.updatedAt };
      expect(await read(`/api/public/${route}`)).toEqual(served);
      expect(await read(`/api/admin/${route}`)).toEqual({ ...served, revisionId: saved.revisionId, latestRevisionId: saved.revisionId, scheduled: [] });
      const stored = await server.ctx.db.selectFrom('policy_documents').select(['content', 'saved_by']).where('kind', '=', route).orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(stored.content).toBe(saved.content);
      const admin = await server.ctx.db.selectFrom('accounts').select('id').where('role', '=', 'admin').executeTakeFirstOrThrow();
      expect(stored.saved_by).toBe(admin.id);
      expect((await audit(`?action=${action}`)).data[0]).toMatchObject({
        action,
        actorId: admin.id,
        actorEmail: 'admin@chairside.test',
        detail: `Saved ${saved.content.length} characters; unsafe markup was removed.`,
      });
    });

    it('takes HTML up to 512 KB and refuses a larger body with 413, changing nothing', async () => {
      const paragraph = '<p>Clause text that goes on and on.</p>';
      const big = paragraph.repeat(Math.floor((512 * 1024) / paragraph.length));
      const accepted = await post(`/api/admin/${route}`, { content: big });
      expect(accepted.statusCode).toBe(200);
      const before = await read(`/api/admin/${route}`);

      const tooLongContent = await post(`/api/admin/${route}`, { content: `${big}${paragraph.repeat(5)}` });
      expect(tooLongContent.statusCode).toBe(400);
      expect(tooLongContent.json()).toEqual({ message: 'content must be at most 524288 characters.' });

      const hugeBody = await call(server.app, token, {
        method: 'POST',
        url: `/api/admin/${route}`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ content: 'x'.repeat(1100 * 1024) }),
      });
      expect(hugeBody.statusCode).toBe(413);
      expect((hugeBody.json() as { message: string }).message).toMatch(/^The request body is too large\./);
      expect(await read(`/api/admin/${route}`)).toEqual(before);
    });

    it.each([
      ['no content', {}, 'content is required.'],
      ['blank content', { content: '   ' }, 'content is required.'],
      ['content that is all unsafe', { content: '<script>alert(1)</script><img src=x onerror=alert(1)>' }, 'content has nothing left to show once unsafe markup is removed.'],
      ['a number', { content: 42 }, 'content must be text.'],
      ['an extra field', { content: '<p>x</p>', publish: true }, 'Unexpected field: publish.'],
    ])('answers 400 to %s and keeps the current version', async (_case, payload, message) => {
      const before = await read(`/api/public/${route}`);
      const response = await post(`/api/admin/${route}`, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
      expect(await read(`/api/public/${route}`)).toEqual(before);
    });
  });

  const submit = (payload: unknown, remoteAddress = '192.0.2.10') =>
    server.app.inject({ method: 'POST', url: '/api/support', payload: payload as Record<string, unknown>, remoteAddress });
  describe('support requests', () => {

    it('stores a request from the public form without a token and lists it for the admin', async () => {
      const response = await submit({ email: ' Visitor@Example.test ', headline: 'Cannot upload photos', description: 'The upload spins forever.' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ message: serverMessages.supportCreated });
      const list = supportRequestsResponseSchema.parse((await get('/api/admin/support-requests')).json());
      expect(list.supportRequests[0]).toMatchObject({
        email: 'visitor@example.test',
        headline: 'Cannot upload photos',
        description: 'The upload spins forever.',
      });
    });

    it.each([
      ['a bad e-mail', { email: 'nope', headline: 'h', description: 'd' }, 'email must be a valid email address.'],
      ['a missing headline', { email: 'a@b.test', description: 'd' }, 'headline is required.'],
      ['a blank description', { email: 'a@b.test', headline: 'h', description: '  ' }, 'description is required.'],
      ['a headline longer than the column', { email: 'a@b.test', headline: 'h'.repeat(201), description: 'd' }, 'headline must be at most 200 characters.'],
      ['an extra field', { email: 'a@b.test', headline: 'h', description: 'd', priority: 'high' }, 'Unexpected field: priority.'],
    ])('answers 400 to %s and stores nothing', async (_case, payload, message) => {
      const before = supportRequestsResponseSchema.parse((await get('/api/admin/support-requests')).json()).supportRequests.length;
      const response = await submit(payload, '192.0.2.20');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
      expect(supportRequestsResponseSchema.parse((await get('/api/admin/support-requests')).json()).supportRequests).toHaveLength(before);
    });

    it('limits requests per address with a 429 that says when to try again', async () => {
      const payload = { email: 'flood@example.test', headline: 'Again', description: 'And again.' };
      for (let attempt = 0; attempt < 3; attempt += 1) expect((await submit(payload, '192.0.2.30')).statusCode).toBe(201);
      const limited = await submit(payload, '192.0.2.30');
      expect(limited.statusCode).toBe(429);
      expect((limited.json() as { message: string }).message).toMatch(/^Too many support requests\. Please try again in (60|59) minutes\.$/);
      expect(limited.headers['retry-after']).toBeDefined();
      expect((await submit(payload, '192.0.2.31')).statusCode).toBe(201);
      server.advance(3601 * 1000);
      token = await server.adminToken();
      expect((await submit(payload, '192.0.2.30')).statusCode).toBe(201);
    });
  });

  describe('feedback', () => {
    it('answers { feedbacks } newest first, anonymous once the author is gone', async () => {
      const author = await insertMember(server.ctx.db, { role: 'professional', fullName: 'Rae Writer' });
      await server.ctx.db
        .insertInto('feedback')
        .values([
          { account_id: author.id, stars_count: 5, text: 'Great app', created_at: '2026-01-02T00:00:00.000Z' },
          { account_id: null, stars_count: 2, text: 'Meh', created_at: '2026-01-03T00:00:00.000Z' },
        ])
        .execute();
      const response = await get('/api/admin/feedbacks');
      expect(response.statusCode).toBe(200);
      const { feedbacks } = feedbacksResponseSchema.parse(response.json());
      expect(feedbacks.map(({ starsCount, text, user }) => ({ starsCount, text, user }))).toEqual([
        { starsCount: 2, text: 'Meh', user: null },
        { starsCount: 5, text: 'Great app', user: { fullName: 'Rae Writer' } },
      ]);
    });
  });

  describe('audit log', () => {
    it('pages newest first and filters by action', async () => {
      const all = await audit('?limit=2');
      expect(all.limit).toBe(2);
      expect(all.data).toHaveLength(2);
      expect(all.totalPages).toBe(Math.ceil(all.total / 2));
      const second = await audit('?limit=2&page=2');
      expect(second.data[0]!.id).toBeLessThan(all.data[1]!.id);
      const logins = await audit('?action=session.login');
      expect(logins.data.length).toBeGreaterThan(0);
      expect(logins.data.every((entry) => entry.action === 'session.login')).toBe(true);
    });

    it('answers 400 to an unknown action or a bad page', async () => {
      expect((await get('/api/admin/audit-log?action=drop.tables')).statusCode).toBe(400);
      expect((await get('/api/admin/audit-log?page=-2')).statusCode).toBe(400);
    });
  });
});
