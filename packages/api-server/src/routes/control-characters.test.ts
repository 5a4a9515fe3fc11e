// @vitest-environment node
import {
  adminProfileSchema,
  privacyPolicyResponseSchema,
  privateSuitesResponseSchema,
  professionalsAnswerSchema,
  salonsAnswerSchema,
  supportRequestsResponseSchema,
  termsResponseSchema,
} from '@chairside/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEmail, adminPassword, call, startSignedIn, testDatabases, type TestServer } from '../test/harness.ts';
import { insertMember } from '../test/members.ts';

/*
 * PostgreSQL text cannot hold U+0000, so a NUL that reached the database was a 500 there and was stored
 * on SQLite. The contract refuses every control character but tab, LF and CR in every text it accepts,
 * so both databases answer the same 400 before anything is written.
 */

type Place = 'start' | 'middle' | 'end';

/**
 * The characters tried, by code point and where they go in the text. VT and FF sit at the ends, where
 * String#trim would quietly remove them if the rule ran after trimming; U+0085 is not whitespace to
 * JavaScript, so it is checked in the middle like the rest.
 */
const controlCharacters: Record<Place, string[]> = {
  start: ['U+000B', 'U+009F'],
  middle: ['U+0000', 'U+0001', 'U+001B', 'U+0085'],
  end: ['U+000C', 'U+007F'],
};

const place = (text: string, char: string, at: Place) =>
  at === 'start' ? `${char}${text}` : at === 'end' ? `${text}${char}` : `${text.slice(0, 2)}${char}${text.slice(2)}`;

/** Every control character in one field, with the message that must name both. */
const casesFor = <Field extends string>(fields: Record<Field, string>) =>
  (Object.entries(fields) as [Field, string][]).flatMap(([field, valid]) =>
    (Object.entries(controlCharacters) as [Place, string[]][]).flatMap(([at, codes]) =>
      codes.map((code) => ({
        field,
        code,
        value: place(valid, String.fromCodePoint(Number.parseInt(code.slice(2), 16)), at),
        message: `${field} must not contain control characters (found ${code}).`,
      })),
    ),
  );

const supportRateLimit = { max: 1000, windowSeconds: 3600 };

describe.each(testDatabases)('control characters in text on $name', (database) => {
  let server: TestServer;
  let token: string;
  const request = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    call(server.app, token, { method, url, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
  const profile = async () => adminProfileSchema.parse((await request('GET', '/api/admin/profile')).json());
  const supportCount = async () =>
    supportRequestsResponseSchema.parse((await request('GET', '/api/admin/support-requests')).json()).supportRequests.length;
  const login = (password: string) =>
    server.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: adminEmail, password } });

  beforeAll(async () => {
    ({ server, token } = await startSignedIn(database, { config: { supportRateLimit } }));
    for (const role of ['professional', 'salon', 'private-suite'] as const) {
      await insertMember(server.ctx.db, { role, fullName: 'Ana Ñúñez', city: 'Austin' });
    }
  });
  afterAll(async () => {
    await server.close();
  });

  describe('PUT /api/admin/profile', () => {
    const valid = { fullName: 'Avery Admin', email: adminEmail, address: '1 Main St', imageUrl: '/uploads/me.png' };

    it.each(casesFor(valid))('refuses $code in $field with 400 and changes nothing', async ({ field, value, message }) => {
      const before = await profile();
      const response = await request('PUT', '/api/admin/profile', { ...valid, [field]: value });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
      expect(await profile()).toEqual(before);
    });

    it('keeps non-ASCII text', async () => {
      const text = { fullName: 'José Ñúñez — 東京 🙂', address: '1 Main St, Suite 4 — 東京' };
      const response = await request('PUT', '/api/admin/profile', { ...valid, ...text });
      expect(response.statusCode).toBe(200);
      expect(await profile()).toMatchObject(text);
    });
  });

  describe('POST /api/support', () => {
    const valid = { email: 'visitor@example.test', headline: 'Cannot upload photos', description: 'The upload spins forever.' };
    let address = 0;
    // Each submission comes from its own address so the per-address limit never answers instead.
    const submit = (payload: unknown) =>
      server.app.inject({
        method: 'POST',
        url: '/api/support',
        payload: payload as Record<string, unknown>,
        remoteAddress: `198.51.100.${(address += 1)}`,
      });

    it.each(casesFor(valid))('refuses $code in $field with 400 and stores nothing', async ({ field, value, message }) => {
      const before = await supportCount();
      const response = await submit({ ...valid, [field]: value });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
      expect(await supportCount()).toBe(before);
    });

    it('stores a description with tabs and newlines, its CRLF made LF', async () => {
      const description = 'Steps:\r\n1. Open the app\n2. Upload\n\tNothing happens.';
      const response = await submit({ ...valid, headline: 'Upload — 東京 🙂', description });
      expect(response.statusCode).toBe(201);
      const list = supportRequestsResponseSchema.parse((await request('GET', '/api/admin/support-requests')).json());
      expect(list.supportRequests[0]).toMatchObject({ headline: 'Upload — 東京 🙂', description: description.replace('\r\n', '\n') });
    });
  });

  describe.each([
    ['privacy-policy', (body: unknown) => privacyPolicyResponseSchema.parse(body).privacyPolicy],
    ['terms', (body: unknown) => termsResponseSchema.parse(body).terms],
  ] as const)('POST /api/admin/%s', (route, read) => {
    const current = async () => read((await request('GET', `/api/admin/${route}`)).json());

    it.each(casesFor({ content: '<p>Clause one.</p>' }))(
      'refuses $code in $field with 400 and keeps the current version',
      async ({ value, message }) => {
        const before = await current();
        const response = await request('POST', `/api/admin/${route}`, { content: value });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message });
        expect(await current()).toEqual(before);
      },
    );

    it('saves HTML laid out with tabs and newlines', async () => {
      const response = await request('POST', `/api/admin/${route}`, { content: '<p>Clause one.</p>\r\n\t<p>Clause two — 東京.</p>\n' });
      expect(response.statusCode).toBe(200);
      const saved = read(response.json()).content;
      expect(saved).toContain('<p>Clause one.</p>');
      expect(saved).toContain('<p>Clause two — 東京.</p>');
    });
  });

  describe.each([
    ['professionals', professionalsAnswerSchema],
    ['salons', salonsAnswerSchema],
    ['private-suites', privateSuitesResponseSchema],
  ] as const)('GET /api/admin/%s', (list, schema) => {
    it.each([
      { query: '%00', code: 'U+0000' },
      { query: 'a%01b', code: 'U+0001' },
      ...casesFor({ search: 'Austin' }).map(({ value, code }) => ({ query: encodeURIComponent(value), code })),
    ])('refuses ?search=$query with 400', async ({ query, code }) => {
      const response = await request('GET', `/api/admin/${list}?search=${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: `search must not contain control characters (found ${code}).` });
    });

    it('searches with non-ASCII text', async () => {
      const response = await request('GET', `/api/admin/${list}?search=${encodeURIComponent('Ñúñez — 東京 🙂')}`);
      expect(response.statusCode).toBe(200);
      schema.parse(response.json());
    });
  });

  describe('PUT /api/admin/password', () => {
    it.each(casesFor({ newPassword: 'a brand new password' }))(
      'refuses $code in $field with 400 and keeps the password',
      async ({ value, message }) => {
        const response = await request('PUT', '/api/admin/password', { currentPassword: adminPassword, newPassword: value });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message });
        expect((await login(adminPassword)).statusCode).toBe(200);
        expect((await request('GET', '/api/admin/profile')).statusCode).toBe(200);
      },
    );

    it('takes a new password with spaces and non-ASCII text', async () => {
      const changed = 'contraseña — 東京 🙂';
      expect((await request('PUT', '/api/admin/password', { currentPassword: adminPassword, newPassword: changed })).statusCode).toBe(200);
      expect((await login(changed)).statusCode).toBe(200);
      // Put it back for the other tests.
      expect((await request('PUT', '/api/admin/password', { currentPassword: changed, newPassword: adminPassword })).statusCode).toBe(200);
    });
  });

  /*
   * A staff member could name themselves "Evil\r\nBcc: …" (200) and every invitation email
   * then started with those lines; U+202E (right-to-left override) was taken in names, notices and
   * revision summaries.
   */
  describe('line breaks and bidi controls', () => {
    const rlo = '\u202E';
    const valid = { fullName: 'Avery Admin', email: adminEmail };

    it('refuses a name of several lines, naming the field, and keeps the name', async () => {
      const before = await profile();
      const response = await request('PUT', '/api/admin/profile', { ...valid, fullName: 'Evil\r\nBcc: x@y.test\r\nSubject: z' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'fullName must be one line.' });
      expect(await profile()).toEqual(before);
    });

    it('refuses U+202E in a name', async () => {
      const before = await profile();
      const response = await request('PUT', '/api/admin/profile', { ...valid, fullName: `Ana ${rlo}moc.elpmaxe` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'fullName must not contain text direction controls (found U+202E).' });
      expect(await profile()).toEqual(before);
    });

    it('refuses U+202E in a notice message, suspending nobody and queueing nothing', async () => {
      const { id } = await insertMember(server.ctx.db, { role: 'professional', fullName: 'Jordan Reyes' });
      const response = await request('PUT', `/api/admin/professionals/${id}/suspend`, {
        reason: 'Other',
        notice: { send: true, message: `Hello {name},\n\nVisit ${rlo}moc.live//:sptth to appeal.` },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'notice.message must not contain text direction controls (found U+202E).' });
      expect(await server.ctx.db.selectFrom('outbox').select('id').where('account_id', '=', id).execute()).toEqual([]);
      const account = await server.ctx.db.selectFrom('accounts').select('is_suspended').where('id', '=', id).executeTakeFirstOrThrow();
      expect(account.is_suspended).toBe(0);
    });

    it('refuses U+202E in a revision summary and keeps the terms', async () => {
      const current = async () => termsResponseSchema.parse((await request('GET', '/api/admin/terms')).json()).terms;
      const before = await current();
      const response = await request('POST', '/api/admin/terms', { content: '<p>New terms.</p>', summary: `Typo ${rlo}dexif` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'summary must not contain text direction controls (found U+202E).' });
      expect(await current()).toEqual(before);
    });
  });
});
