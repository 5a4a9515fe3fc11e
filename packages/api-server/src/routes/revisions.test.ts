// @vitest-environment node
import {
  auditLogResponseSchema,
  privacyPolicyResponseSchema,
  revisionCancelResponseSchema,
  revisionConflictSchema,
  revisionResponseSchema,
  revisionsResponseSchema,
  termsResponseSchema,
  type PolicyContent,
  type PolicyRevision,
} from '@chairside/api-contract';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { revisions } from '../db/migration-revisions.ts';
import { insertAccount } from '../db/queries/accounts.ts';
import { hashPassword } from '../services/passwords.ts';
import { adminEmail, callJson, startSignedIn, testDatabases, type TestServer } from '../test/harness.ts';

/*
 * Issue 18: every save of the privacy policy or the terms is a revision with a number, an author and a
 * date it takes effect; the history pages, restores and withdraws them, and a save from a stale base
 * is refused. The clock is the server's own (ctx.now), moved by the test.
 */

const start = new Date('2026-11-25T09:00:00.000Z');
const minute = 60_000;
const day = 24 * 60 * minute;
const editorPassword = 'an editor password here';

const documents = [
  { kind: 'privacy-policy', key: 'privacyPolicy', name: 'privacy policy', other: 'terms', otherKey: 'terms', schema: privacyPolicyResponseSchema },
  { kind: 'terms', key: 'terms', name: 'terms', other: 'privacy-policy', otherKey: 'privacyPolicy', schema: termsResponseSchema },
] as const;

type Document = (typeof documents)[number];

/** A save's answer as the tests read it; the fields our server adds are always there. */
type SaveAnswer = PolicyContent & { revisionId: number; latestRevisionId: number; revision: PolicyRevision };

const answerOf = <S extends z.ZodType>(response: LightMyRequestResponse, schema: S): z.output<S> => {
  expect(response.statusCode).toBe(200);
  return schema.parse(response.json());
};

const expectRefusal = (response: LightMyRequestResponse, status: number, message: string) => {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual({ message });
};

const withoutContent = ({ content: _content, ...revision }: PolicyRevision & { content: string }): PolicyRevision => revision;

/** The server's calls on one document, for a test server and whoever is signed in to it. */
const documentCalls = (document: Document, server: () => TestServer, token: () => string) => {
  const admin = `/api/admin/${document.kind}`;
  const send = (method: 'GET' | 'POST', url: string, body?: unknown, as = token()) => callJson(server().app, as, method, url, body);
  const read = (response: LightMyRequestResponse) => (answerOf(response, document.schema) as Record<string, PolicyContent>)[document.key]!;
  return {
    saveResponse: (body: unknown, as?: string) => send('POST', admin, body, as),
    save: async (body: unknown, as?: string) => read(await send('POST', admin, body, as)) as SaveAnswer,
    adminRead: async () => read(await send('GET', admin)),
    publicRead: async () => read(await server().app.inject({ method: 'GET', url: `/api/public/${document.kind}` })),
    list: async (query = '') => answerOf(await send('GET', `${admin}/revisions${query}`), revisionsResponseSchema),
    one: (id: number | string) => send('GET', `${admin}/revisions/${id}`),
    restore: (id: number | string, body?: unknown) => send('POST', `${admin}/revisions/${id}/restore`, body),
    cancel: (id: number | string) => send('POST', `${admin}/revisions/${id}/cancel`),
    /** Saves the other document; answers the new revision's id. */
    saveOther: async (content: string) =>
      ((await send('POST', `/api/admin/${document.other}`, { content })).json() as Record<string, SaveAnswer>)[document.otherKey]!.revisionId,
  };
};

describe.each(testDatabases)('policy and terms revisions on $name', (database) => {
  let server: TestServer;
  let token: string;
  let administrator: { id: number; full_name: string };
  const now = () => server.ctx.now().toISOString();
  const inMs = (ms: number) => new Date(server.ctx.now().getTime() + ms).toISOString();
  /** Moves the clock and signs in again: the session would be idle too long, and its factor too old for a restore or a withdrawal. */
  const advance = async (ms: number) => {
    server.advance(ms);
    token = await server.adminToken();
  };
  const auditEntries = async (action: string) =>
    answerOf(await callJson(server.app, token, 'GET', `/api/admin/audit-log?action=${action}`), auditLogResponseSchema).data;

  /** Another owner, signed in: a second author. */
  const newEditor = async (fullName: string) => {
    const email = `editor.${Math.random().toString(36).slice(2, 10)}@chairside.test`;
    const passwordHash = await hashPassword(editorPassword, server.config.argon2);
    const { id } = await insertAccount(server.ctx.db, { role: 'admin', fullName, email, passwordHash, now: now(), staffRole: 'owner' });
    const response = await server.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password: editorPassword } });
    expect(response.statusCode).toBe(200);
    return { id, token: (response.json() as { token: string }).token };
  };

  beforeAll(async () => {
    ({ server, token } = await startSignedIn(database, { now: start }));
    administrator = await server.ctx.db.selectFrom('accounts').select(['id', 'full_name']).where('email', '=', adminEmail).executeTakeFirstOrThrow();
  });
  afterAll(async () => {
    await server.close();
  });
  // A revision a test left scheduled would take effect when a later test moves the clock past its date.
  afterEach(async () => {
    await server.ctx.db.updateTable('policy_documents').set({ cancelled_at: now() }).where('cancelled_at', 'is', null).where('effective_at', '>', now()).execute();
  });

  describe.each(documents)('$kind', (document) => {
    const { kind, name } = document;
    const calls = documentCalls(document, () => server, () => token);
    const { save, saveResponse, adminRead, publicRead, list, one, restore, cancel, saveOther } = calls;

    it('lists revisions newest first, page by page, with their numbers, authors, sizes, summaries and statuses', async () => {
      const before = (await list()).total;
      const previous = (await adminRead()).revisionId ?? null;
      const editor = await newEditor('Robin Editor');
      const first = await save({ content: '<p>First</p>', summary: '  Fixed a typo  ' });
      const second = await save({ content: '<p>Second <b>version</b></p><script>alert(1)</script>', summary: '   ' }, editor.token);
      const scheduled = await save({ content: '<p>Third</p>', effectiveAt: inMs(day) });
      const withdrawn = await save({ content: '<p>Fourth</p>', effectiveAt: inMs(2 * day) });
      answerOf(await cancel(withdrawn.revisionId), revisionCancelResponseSchema);

      const total = before + 4;
      const firstPage = await list('?limit=2');
      expect(firstPage).toMatchObject({ total, page: 1, limit: 2, totalPages: Math.ceil(total / 2) });
      expect(firstPage.data.map(({ id, number, status }) => ({ id, number, status }))).toEqual([
        { id: withdrawn.revisionId, number: total, status: 'cancelled' },
        { id: scheduled.revisionId, number: total - 1, status: 'scheduled' },
      ]);
      expect(firstPage.data[0]).toMatchObject({ cancelledAt: now(), effectiveAt: inMs(2 * day), savedAt: now() });

      const secondPage = await list('?limit=2&page=2');
      expect(secondPage.data).toEqual([
        {
          id: second.revisionId,
          number: total - 2,
          savedAt: now(),
          effectiveAt: now(),
          author: { id: editor.id, name: 'Robin Editor' },
          size: '<p>Second <b>version</b></p>'.length,
          summary: null,
          restoredFrom: null,
          status: 'current',
          cancelledAt: null,
          baseRevisionId: first.revisionId,
          stale: false,
          reviewNote: null,
        },
        {
          id: first.revisionId,
          number: total - 3,
          savedAt: now(),
          effectiveAt: now(),
          author: { id: administrator.id, name: administrator.full_name },
          size: '<p>First</p>'.length,
          summary: 'Fixed a typo',
          restoredFrom: null,
          status: 'past',
          cancelledAt: null,
          baseRevisionId: previous,
          stale: false,
          reviewNote: null,
        },
      ]);
      expect(second.revision).toEqual(secondPage.data[0]);

      const defaultPage = await list();
      expect(defaultPage.limit).toBe(10);
      expect(defaultPage.data.slice(0, 4).map((revision) => revision.id)).toEqual(
        [withdrawn, scheduled, second, first].map((saved) => saved.revisionId),
      );
      const beyond = await list(`?limit=2&page=${firstPage.totalPages + 1}`);
      expect(beyond).toMatchObject({ data: [], total, page: firstPage.totalPages + 1 });

      // The name stays as it was at the save once the account is gone; the id does not.
      await server.ctx.db.deleteFrom('accounts').where('id', '=', editor.id).execute();
      expect((await list('?limit=2&page=2')).data[0]!.author).toEqual({ id: null, name: 'Robin Editor' });
    });

    it('answers one revision with its content, and 404 for one of the other document or of none', async () => {
      const saved = await save({ content: '<h2>Whole</h2><p>Text.</p>' });
      const { revision } = answerOf(await one(saved.revisionId), revisionResponseSchema);
      expect(revision).toEqual({ ...saved.revision, content: '<h2>Whole</h2><p>Text.</p>' });

      const otherId = await saveOther('<p>The other document.</p>');
      for (const id of [otherId, 999_999]) {
        const message = `There is no revision ${id} of the ${name}.`;
        expectRefusal(await one(id), 404, message);
        expectRefusal(await restore(id), 404, message);
        expectRefusal(await cancel(id), 404, message);
      }
      for (const id of ['abc', '1e3', '-4']) {
        expectRefusal(await one(id), 400, 'id must be a positive whole number.');
        expectRefusal(await restore(id), 400, 'id must be a positive whole number.');
      }
    });

    it('switches to a scheduled revision exactly at its instant, for the public and the editor', async () => {
      const old = await save({ content: '<p>In force now.</p>' });
      const instant = inMs(5 * minute);
      const later = inMs(8 * minute);
      const next = await save({ content: '<p>From the instant on.</p>', effectiveAt: instant, baseRevision: old.revisionId });
      expect(next).toMatchObject({
        content: '<p>From the instant on.</p>',
        updatedAt: instant,
        revisionId: next.revision.id,
        latestRevisionId: next.revision.id,
        revision: { status: 'scheduled', effectiveAt: instant, savedAt: now() },
      });
      expect((await auditEntries(`${kind}.update`))[0]!.detail).toBe(`Saved ${next.content.length} characters, effective ${instant}.`);
      const last = await save({ content: '<p>Later still.</p>', effectiveAt: later, baseRevision: next.revisionId });

      server.advance(5 * minute - 1);
      expect(await publicRead()).toEqual({ content: '<p>In force now.</p>', updatedAt: old.updatedAt });
      const waiting = await adminRead();
      expect(waiting).toMatchObject({ content: '<p>In force now.</p>', updatedAt: old.updatedAt, revisionId: old.revisionId, latestRevisionId: last.revisionId });
      expect(waiting.scheduled!.map(({ id, status, effectiveAt }) => ({ id, status, effectiveAt }))).toEqual([
        { id: next.revisionId, status: 'scheduled', effectiveAt: instant },
        { id: last.revisionId, status: 'scheduled', effectiveAt: later },
      ]);

      server.advance(1);
      expect(await publicRead()).toEqual({ content: '<p>From the instant on.</p>', updatedAt: instant });
      const switched = await adminRead();
      expect(switched).toMatchObject({ content: '<p>From the instant on.</p>', updatedAt: instant, revisionId: next.revisionId, latestRevisionId: last.revisionId });
      expect(switched.scheduled!.map(({ id }) => id)).toEqual([last.revisionId]);
      expect((await list('?limit=3')).data.map(({ id, status }) => ({ id, status }))).toEqual([
        { id: last.revisionId, status: 'scheduled' },
        { id: next.revisionId, status: 'current' },
        { id: old.revisionId, status: 'past' },
      ]);
    });

    it('restores an earlier revision as a new current one, with its content and its origin, and logs it', async () => {
      const original = await save({ content: '<h2>Original</h2><p>Kept wording.</p>' });
      const replacement = await save({ content: '<p>Replacement.</p>' });
      const before = (await list()).total;

      const { revision } = answerOf(await restore(original.revisionId), revisionResponseSchema);
      const number = before + 1;
      expect(revision).toEqual({
        id: expect.any(Number),
        number,
        savedAt: now(),
        effectiveAt: now(),
        author: { id: administrator.id, name: administrator.full_name },
        size: original.content.length,
        summary: `Restored revision ${original.revision.number}`,
        restoredFrom: { id: original.revisionId, number: original.revision.number },
        status: 'current',
        cancelledAt: null,
        baseRevisionId: replacement.revisionId,
        stale: false,
        reviewNote: null,
        content: original.content,
      });
      const history = await list();
      expect(history.total).toBe(number);
      expect(history.data[0]).toEqual(withoutContent(revision));
      expect(history.data[1]).toMatchObject({ id: replacement.revisionId, status: 'past' });
      expect(await publicRead()).toEqual({ content: original.content, updatedAt: now() });
      expect((await adminRead()).revisionId).toBe(revision.id);
      expect((await auditEntries(`${kind}.restore`))[0]).toMatchObject({
        action: `${kind}.restore`,
        actorId: administrator.id,
        detail: `Restored revision ${original.revision.number} as revision ${number}.`,
      });

      const again = answerOf(await restore(replacement.revisionId, { summary: 'Back to the replacement', baseRevision: revision.id }), revisionResponseSchema).revision;
      expect(again).toMatchObject({ summary: 'Back to the replacement', content: '<p>Replacement.</p>', restoredFrom: { id: replacement.revisionId } });
      expectRefusal(await restore(again.id), 409, `Revision ${again.number} is already the current ${name}.`);
      expect((await list()).total).toBe(number + 1);
    });

    it('refuses a save or a restore from a stale base with a 409 naming the newest revision; a current base or none passes', async () => {
      const older = await save({ content: '<p>Older.</p>' });
      const newest = await save({ content: '<p>Newest.</p>', baseRevision: older.revisionId });
      const total = (await list()).total;

      const stale = await saveResponse({ content: '<p>From the older one.</p>', baseRevision: older.revisionId });
      expect(stale.statusCode).toBe(409);
      const conflict = revisionConflictSchema.parse(stale.json());
      expect(conflict.latest).toEqual(newest.revision);
      expect(conflict.message).toBe(
        `Revision ${newest.revision.number} of the ${name} was saved by ${administrator.full_name} at ${now().slice(0, 10)} ${now().slice(11, 16)} UTC, after this edit began. ` +
          'Compare it with your changes before saving again.',
      );
      const fromDefault = await saveResponse({ content: '<p>From the default.</p>', baseRevision: null });
      expect(fromDefault.statusCode).toBe(409);
      expect(revisionConflictSchema.parse(fromDefault.json()).latest.id).toBe(newest.revisionId);
      const staleRestore = await restore(older.revisionId, { baseRevision: older.revisionId });
      expect(staleRestore.statusCode).toBe(409);
      expect(revisionConflictSchema.parse(staleRestore.json()).latest.id).toBe(newest.revisionId);
      expect((await list()).total).toBe(total);
      expect(await publicRead()).toEqual({ content: '<p>Newest.</p>', updatedAt: now() });

      // A scheduled revision is newer than what is served; a withdrawn one no longer counts.
      const planned = await save({ content: '<p>Planned.</p>', effectiveAt: inMs(day), baseRevision: newest.revisionId });
      const behindPlan = await saveResponse({ content: '<p>Over the plan.</p>', baseRevision: newest.revisionId });
      expect(behindPlan.statusCode).toBe(409);
      expect(revisionConflictSchema.parse(behindPlan.json()).latest).toMatchObject({ id: planned.revisionId, status: 'scheduled' });
      answerOf(await cancel(planned.revisionId), revisionCancelResponseSchema);
      await save({ content: '<p>Over the withdrawn plan.</p>', baseRevision: newest.revisionId });

      // No base, as SPEC.md's client sends, is not checked.
      expect((await saveResponse({ content: '<p>Without a base.</p>' })).statusCode).toBe(200);
    });

    it('lets exactly one of several saves from the same base through, even from two servers at once', async () => {
      const { latestRevisionId } = await adminRead();
      const apps = [server.app, ...(server.db.dialect === 'postgres' ? [await server.secondApp()] : [])];
      for (let round = 0; round < 3; round += 1) {
        const base = (await adminRead()).latestRevisionId ?? latestRevisionId;
        const responses = await Promise.all(
          Array.from({ length: 4 }, (_, n) =>
            callJson(apps[n % apps.length]!, token, 'POST', `/api/admin/${kind}`, { content: `<p>Racer ${round}.${n}</p>`, baseRevision: base }),
          ),
        );
        expect(responses.map((response) => response.statusCode).toSorted()).toEqual([200, 409, 409, 409]);
        const winner = (responses.find((response) => response.statusCode === 200)!.json() as Record<string, SaveAnswer>)[document.key]!;
        for (const response of responses.filter((candidate) => candidate.statusCode === 409)) {
          expect(revisionConflictSchema.parse(response.json()).latest.id).toBe(winner.revisionId);
        }
        expect((await adminRead()).latestRevisionId).toBe(winner.revisionId);
      }
    });

    it('stores and serves every revision clean, and cleans a row changed by hand when it is restored', async () => {
      const saved = await save({ content: '<p>Visible</p><script>alert(1)</script><img src="https://cdn.example.test/a.png" onerror="alert(2)">' });
      const fetched = answerOf(await one(saved.revisionId), revisionResponseSchema).revision;
      const served = await publicRead();
      for (const html of [saved.content, fetched.content, served.content]) {
        expect(html).toContain('<p>Visible</p>');
        expect(html).toContain('src="https://cdn.example.test/a.png"');
        for (const unsafe of ['<script', 'onerror', 'alert']) expect(html).not.toContain(unsafe);
      }
      expect((await list()).data[0]).toMatchObject({ id: saved.revisionId, size: saved.content.length });

      const victim = await save({ content: '<p>To be changed by hand.</p>' });
      await save({ content: '<p>Newer.</p>' });
      await server.ctx.db
        .updateTable('policy_documents')
        .set({ content: '<p>Changed by hand</p><script>alert(3)</script><a href="javascript:alert(4)">link</a>' })
        .where('id', '=', victim.revisionId)
        .execute();
      const restored = answerOf(await restore(victim.revisionId), revisionResponseSchema).revision;
      const stored = await server.ctx.db.selectFrom('policy_documents').select('content').where('id', '=', restored.id).executeTakeFirstOrThrow();
      for (const html of [restored.content, stored.content, (await publicRead()).content]) {
        expect(html).toContain('<p>Changed by hand</p>');
        for (const unsafe of ['<script', 'javascript:', 'alert']) expect(html).not.toContain(unsafe);
      }
      expect((await auditEntries(`${kind}.restore`))[0]!.detail).toBe(
        `Restored revision ${victim.revision.number} as revision ${restored.number}; unsafe markup was removed.`,
      );

      await server.ctx.db.updateTable('policy_documents').set({ content: '<script>alert(5)</script>' }).where('id', '=', victim.revisionId).execute();
      expectRefusal(await restore(victim.revisionId), 409, `Revision ${victim.revision.number} has nothing left to show once unsafe markup is removed.`);
    });

    const refusals: [string, (at: (ms: number) => string) => Record<string, unknown>, string][] = [
      ['effectiveAt that is not a date', () => ({ effectiveAt: 'tomorrow' }), 'effectiveAt must be an ISO 8601 date and time, such as 2026-12-01T09:00:00Z.'],
      ['an impossible effectiveAt', () => ({ effectiveAt: '2026-13-45T00:00:00Z' }), 'effectiveAt must be an ISO 8601 date and time, such as 2026-12-01T09:00:00Z.'],
      ['effectiveAt over a minute ago', (at) => ({ effectiveAt: at(-minute - 1) }), 'effectiveAt is in the past: leave it out to publish now, or choose a later time.'],
      ['effectiveAt more than 732 days ahead', (at) => ({ effectiveAt: at(732 * day + 1) }), 'effectiveAt is too far ahead: a revision can be scheduled at most 732 days from now.'],
      ['a summary of 201 characters', () => ({ summary: 's'.repeat(201) }), 'summary must be at most 200 characters.'],
      ['a summary of two lines', () => ({ summary: 'One\nTwo' }), 'summary must be one line.'],
      ['an unknown baseRevision', () => ({ baseRevision: 999_999 }), `baseRevision 999999 is not a revision of the ${name}.`],
      ['a baseRevision that is not an id', () => ({ baseRevision: 'latest' }), 'baseRevision must be a revision id or null.'],
    ];
    it.each(refusals)('answers 400 to %s and stores nothing', async (_case, fields, message) => {
      const before = await list();
      // Times are taken from the server's clock, which earlier tests moved.
      expectRefusal(await saveResponse({ content: '<p>Refused.</p>', ...fields(inMs) }), 400, message);
      expect(await list()).toEqual(before);
    });

    it('refuses a baseRevision of the other document, and takes an effectiveAt of the last minute as now', async () => {
      const otherId = await saveOther('<p>Other.</p>');
      expectRefusal(await saveResponse({ content: '<p>x</p>', baseRevision: otherId }), 400, `baseRevision ${otherId} is not a revision of the ${name}.`);
      const past = await save({ content: '<p>Past.</p>' });
      await save({ content: '<p>Present.</p>' });
      expectRefusal(await restore(past.revisionId, { baseRevision: otherId }), 400, `baseRevision ${otherId} is not a revision of the ${name}.`);

      const late = await save({ content: '<p>Sent a little late.</p>', effectiveAt: inMs(-minute) });
      expect(late).toMatchObject({ updatedAt: now(), revision: { effectiveAt: now(), status: 'current' } });
      expect(await publicRead()).toEqual({ content: '<p>Sent a little late.</p>', updatedAt: now() });
    });

    it('withdraws a scheduled revision, which then never takes effect, and refuses to withdraw one in effect or withdrawn', async () => {
      const current = await save({ content: '<p>Stays.</p>' });
      const when = inMs(day);
      const planned = await save({ content: '<p>Never published.</p>', effectiveAt: when });
      const { revision } = answerOf(await cancel(planned.revisionId), revisionCancelResponseSchema);
      expect(revision).toEqual({ ...planned.revision, status: 'cancelled', cancelledAt: now() });
      expect((await auditEntries(`${kind}.cancel`))[0]).toMatchObject({
        actorId: administrator.id,
        detail: `Withdrew revision ${planned.revision.number} of the ${name}, which was to take effect ${when}.`,
      });
      const stored = await server.ctx.db.selectFrom('policy_documents').select(['cancelled_at', 'cancelled_by']).where('id', '=', planned.revisionId).executeTakeFirstOrThrow();
      expect(stored).toEqual({ cancelled_at: now(), cancelled_by: administrator.id });
      expectRefusal(await cancel(planned.revisionId), 409, `Revision ${planned.revision.number} was already withdrawn.`);
      expectRefusal(await cancel(current.revisionId), 409, `Revision ${current.revision.number} already took effect, so it cannot be withdrawn.`);
      expect(await adminRead()).toMatchObject({ revisionId: current.revisionId, latestRevisionId: current.revisionId, scheduled: [] });

      await advance(day + minute);
      expect(await publicRead()).toEqual({ content: '<p>Stays.</p>', updatedAt: current.updatedAt });
      expect((await list()).data.find(({ id }) => id === planned.revisionId)?.status).toBe('cancelled');

      const soon = await save({ content: '<p>Soon.</p>', effectiveAt: inMs(minute) });
      server.advance(minute);
      expectRefusal(await cancel(soon.revisionId), 409, `Revision ${soon.revision.number} already took effect, so it cannot be withdrawn.`);
    });

    it("answers SPEC.md's save of { content } alone as before: a new revision in effect now, served to everyone", async () => {
      const response = await saveResponse({ content: '<p>Plain save.</p>' });
      expect(response.statusCode).toBe(200);
      const saved = (document.schema.parse(response.json()) as Record<string, PolicyContent>)[document.key]!;
      expect(saved).toMatchObject({ content: '<p>Plain save.</p>', updatedAt: now(), revision: { status: 'current', summary: null, restoredFrom: null } });
      expect(await publicRead()).toEqual({ content: '<p>Plain save.</p>', updatedAt: now() });
    });
  });
});

describe.each(testDatabases)('the first revision on $name', (database) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    ({ server, token } = await startSignedIn(database, { now: start }));
  });
  afterAll(async () => {
    await server.close();
  });

  it.each(documents)('$kind: a null base passes while only the built-in default exists, and is stale once a revision does', async (document) => {
    const { save, saveResponse, adminRead, list } = documentCalls(document, () => server, () => token);
    expect(await adminRead()).toMatchObject({ updatedAt: null, revisionId: null, latestRevisionId: null, scheduled: [] });
    expect(await list()).toEqual({ data: [], total: 0, page: 1, limit: 10, totalPages: 0 });
    const first = await save({ content: '<p>The first.</p>', baseRevision: null, summary: 'From the default' });
    expect(first.revision).toMatchObject({ number: 1, summary: 'From the default', status: 'current' });
    const late = await saveResponse({ content: '<p>Also from the default.</p>', baseRevision: null });
    expect(late.statusCode).toBe(409);
    expect(revisionConflictSchema.parse(late.json()).latest.id).toBe(first.revisionId);
  });

  it('gives the saves made before revisions their save time as their date and their author as then named', async () => {
    const db = server.ctx.db;
    const migration = revisions(server.db.dialect);
    if (!migration.down) throw new Error('Migration 0008 cannot be undone.');
    const served = await documentCalls(documents[1], () => server, () => token).publicRead();
    await migration.down(db);
    const admin = await db.selectFrom('accounts').select(['id', 'full_name']).where('email', '=', adminEmail).executeTakeFirstOrThrow();
    // Saved the way they were before migration 0008, after what is served now but dated before it.
    await sql`insert into policy_documents (kind, content, saved_by, saved_at) values
      ('terms', '<p>Legacy, by the administrator.</p>', ${admin.id}, '2025-01-02T03:04:05.000Z'),
      ('terms', '<p>Legacy, by nobody known.</p>', null, '2025-02-03T04:05:06.000Z')`.execute(db);
    await migration.up(db);

    const legacy = await db
      .selectFrom('policy_documents')
      .select(['saved_by', 'effective_at', 'author_name', 'summary', 'restored_from', 'cancelled_at', 'cancelled_by'])
      .where('content', 'like', '<p>Legacy%')
      .orderBy('id')
      .execute();
    const untouched = { summary: null, restored_from: null, cancelled_at: null, cancelled_by: null };
    expect(legacy).toEqual([
      { saved_by: admin.id, effective_at: '2025-01-02T03:04:05.000Z', author_name: admin.full_name, ...untouched },
      { saved_by: null, effective_at: '2025-02-03T04:05:06.000Z', author_name: null, ...untouched },
    ]);
    const { publicRead, list } = documentCalls(documents[1], () => server, () => token);
    expect(await publicRead()).toEqual(served);
    expect((await list()).data.slice(0, 2).map(({ status, author }) => ({ status, author }))).toEqual([
      { status: 'past', author: { id: null, name: null } },
      { status: 'past', author: { id: admin.id, name: admin.full_name } },
    ]);
    await expect(
      sql`insert into policy_documents (kind, content, saved_at, effective_at) values ('terms', '<p>x</p>', ${start.toISOString()}, null)`.execute(db),
    ).rejects.toThrow(/null/i);
  });
});
