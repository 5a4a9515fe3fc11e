// @vitest-environment node
import {
  auditLogResponseSchema,
  privacyPolicyResponseSchema,
  revisionResponseSchema,
  revisionsResponseSchema,
  scheduledConflictSchema,
  termsResponseSchema,
  type PolicyContent,
  type PolicyRevision,
} from '@chairside/api-contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { revisionBase } from '../db/migration-revision-base.ts';
import { adminEmail, callJson, startSignedIn, testDatabases, type TestServer } from '../test/harness.ts';

/*
 * A revision scheduled for a later date was built on the text in force then; a
 * correction published in between must not be replaced by it without a word. Such a save is a 409
 * until it says to rebase, withdraw or keep the scheduled revision, and a scheduled revision left on
 * older text (by a server without this check) does not take effect.
 */

const start = new Date('2026-11-25T09:00:00.000Z');
const day = 24 * 60 * 60_000;

const documents = [
  { kind: 'privacy-policy', key: 'privacyPolicy', name: 'privacy policy', schema: privacyPolicyResponseSchema },
  { kind: 'terms', key: 'terms', name: 'terms', schema: termsResponseSchema },
] as const;

type Saved = PolicyContent & { revisionId: number; revision: PolicyRevision };

const statusOf = (response: LightMyRequestResponse, status: number) => {
  expect({ status: response.statusCode, body: response.json() as unknown }).toMatchObject({ status });
  return response.json() as unknown;
};

describe.each(testDatabases)('scheduled revisions and what is published before them on $name', (database) => {
  let server: TestServer;
  let token: string;
  const now = () => server.ctx.now().toISOString();
  const inMs = (ms: number) => new Date(server.ctx.now().getTime() + ms).toISOString();
  const advance = async (ms: number) => {
    server.advance(ms);
    token = await server.adminToken();
  };
  const post = (url: string, body: unknown) => callJson(server.app, token, 'POST', url, body);
  const latestAudit = async (action: string) =>
    auditLogResponseSchema.parse(statusOf(await callJson(server.app, token, 'GET', `/api/admin/audit-log?action=${action}`), 200)).data[0]!;

  beforeAll(async () => {
    ({ server, token } = await startSignedIn(database, { now: start }));
  });
  afterAll(async () => {
    await server.close();
  });
  // A revision a test left scheduled would take effect when a later test moves the clock past its date.
  afterEach(async () => {
    await server.ctx.db.updateTable('policy_documents').set({ cancelled_at: now() }).where('cancelled_at', 'is', null).where('effective_at', '>', now()).execute();
  });

  describe.each(documents)('$kind', (document) => {
    const admin = `/api/admin/${document.kind}`;
    const read = (response: LightMyRequestResponse) => (document.schema.parse(statusOf(response, 200)) as Record<string, PolicyContent>)[document.key]!;
    const save = async (body: unknown) => read(await post(admin, body)) as Saved;
    const adminRead = async () => read(await callJson(server.app, token, 'GET', admin));
    const publicRead = async () => read(await server.app.inject({ method: 'GET', url: `/api/public/${document.kind}` }));
    const history = async () => revisionsResponseSchema.parse(statusOf(await callJson(server.app, token, 'GET', `${admin}/revisions?limit=100`), 200)).data;

    /** A in force, B scheduled a day ahead from A as the editor saw it: the issue's starting point. */
    const scheduleOnCurrent = async () => {
      const inForce = await save({ content: '<p>In force, with a mistake.</p>' });
      const when = inMs(day);
      const scheduled = await save({ content: '<p>Next year, with the same mistake.</p>', effectiveAt: when, baseRevision: inForce.revisionId });
      expect(scheduled.revision).toMatchObject({ status: 'scheduled', baseRevisionId: inForce.revisionId, stale: false, reviewNote: null });
      return { inForce, scheduled, when };
    };
    const conflictMessage = (number: number, when: string) =>
      `Revision ${number} of the ${document.name} is scheduled for ${when.slice(0, 10)} ${when.slice(11, 16)} UTC and was built on older text: ` +
      'on that date it would replace what you are saving. Rebase it on your text, withdraw it, or keep both.';
    const correction = '<p>In force, corrected.</p>';

    it('refuses to publish a correction now over a scheduled revision built on older text, naming it, and changes nothing', async () => {
      const older = await save({ content: '<p>Older.</p>' });
      const { inForce, scheduled, when } = await scheduleOnCurrent();
      const before = await history();
      for (const body of [{ content: correction, baseRevision: scheduled.revisionId }, { content: correction }]) {
        const refused = scheduledConflictSchema.parse(statusOf(await post(admin, body), 409));
        expect(refused.message).toBe(conflictMessage(scheduled.revision.number, when));
        expect(refused.scheduled.map(({ id, effectiveAt, status }) => ({ id, effectiveAt, status }))).toEqual([
          { id: scheduled.revisionId, effectiveAt: when, status: 'scheduled' },
        ]);
        expect(refused.current).toMatchObject({ id: inForce.revisionId, status: 'current' });
      }
      const restored = statusOf(await post(`${admin}/revisions/${older.revisionId}/restore`, { baseRevision: scheduled.revisionId }), 409);
      expect(scheduledConflictSchema.parse(restored).scheduled[0]!.id).toBe(scheduled.revisionId);
      expect(await history()).toEqual(before);
      expect(await publicRead()).toEqual({ content: inForce.content, updatedAt: inForce.updatedAt });

      expect(statusOf(await post(admin, { content: correction, scheduledRevisions: 'later' }), 400)).toEqual({
        message: 'scheduledRevisions must be one of rebase, withdraw, keep.',
      });
    });

    it("rebases the scheduled revision on the correction: its own text, the new base and a note, and it takes effect on its date", async () => {
      const { scheduled, when } = await scheduleOnCurrent();
      const fixed = await save({ content: correction, baseRevision: scheduled.revisionId, scheduledRevisions: 'rebase' });
      expect(fixed.revision).toMatchObject({ status: 'current' });
      expect(await publicRead()).toEqual({ content: correction, updatedAt: now() });
      const note =
        `Rebased by ${(await latestAudit(`${document.kind}.update`)).actorName} at ${now().slice(0, 10)} ${now().slice(11, 16)} UTC: ` +
        `its text was written before revision ${fixed.revision.number} and does not include it. Review it before it takes effect.`;
      expect((await adminRead()).scheduled).toEqual([{ ...scheduled.revision, baseRevisionId: fixed.revisionId, stale: false, reviewNote: note }]);
      expect((await latestAudit(`${document.kind}.update`)).detail).toBe(
        `Saved ${correction.length} characters. Revision ${scheduled.revision.number}, scheduled for ${when}, was rebased on it; its text does not include this revision.`,
      );
      await advance(day);
      expect(await publicRead()).toEqual({ content: scheduled.content, updatedAt: when });
    });

    it('withdraws the scheduled revision when asked, with its own audit entry, so the correction stays', async () => {
      const { scheduled, when } = await scheduleOnCurrent();
      const fixed = await save({ content: correction, baseRevision: scheduled.revisionId, scheduledRevisions: 'withdraw' });
      expect(await adminRead()).toMatchObject({ revisionId: fixed.revisionId, latestRevisionId: fixed.revisionId, scheduled: [] });
      expect((await history()).find(({ id }) => id === scheduled.revisionId)).toMatchObject({ status: 'cancelled', cancelledAt: now() });
      expect((await latestAudit(`${document.kind}.cancel`)).detail).toBe(
        `Withdrew revision ${scheduled.revision.number} of the ${document.name}, which was to take effect ${when}: it was built on text older than revision ${fixed.revision.number}.`,
      );
      expect((await latestAudit(`${document.kind}.update`)).detail).toBe(
        `Saved ${correction.length} characters. Revision ${scheduled.revision.number}, scheduled for ${when}, was withdrawn.`,
      );
      await advance(day);
      expect(await publicRead()).toEqual({ content: correction, updatedAt: fixed.updatedAt });
    });

    it('withdrawing the scheduled revision rebases, rather than withdraws, a later one built on it', async () => {
      const { scheduled } = await scheduleOnCurrent();
      const later = await save({ content: '<p>Two days on.</p>', effectiveAt: inMs(2 * day), baseRevision: scheduled.revisionId });
      const refused = scheduledConflictSchema.parse(statusOf(await post(admin, { content: correction, baseRevision: later.revisionId }), 409));
      expect(refused.scheduled.map(({ id }) => id)).toEqual([scheduled.revisionId]);
      const fixed = await save({ content: correction, baseRevision: later.revisionId, scheduledRevisions: 'withdraw' });
      expect((await adminRead()).scheduled).toEqual([
        expect.objectContaining({ id: later.revisionId, baseRevisionId: fixed.revisionId, stale: false, reviewNote: expect.stringContaining('which was withdrawn') }),
      ]);
      expect((await latestAudit(`${document.kind}.cancel`)).detail).toMatch(
        new RegExp(`Revision ${later.revision.number}, scheduled for ${later.revision.effectiveAt}, was built on it and was rebased\\.$`),
      );
    });

    it('keeps both knowingly: the scheduled revision replaces the correction on its date, as the audit log says', async () => {
      const { scheduled, when } = await scheduleOnCurrent();
      const fixed = await save({ content: correction, baseRevision: scheduled.revisionId, scheduledRevisions: 'keep' });
      expect((await adminRead()).scheduled).toEqual([{ ...scheduled.revision, baseRevisionId: fixed.revisionId, stale: false, reviewNote: null }]);
      expect((await latestAudit(`${document.kind}.update`)).detail).toBe(
        `Saved ${correction.length} characters. Revision ${scheduled.revision.number}, scheduled for ${when}, was kept as written and replaces this revision on that date.`,
      );
      await advance(day);
      expect(await publicRead()).toEqual({ content: scheduled.content, updatedAt: when });
    });

    it('refuses a schedule that would come between a scheduled revision and its base, unless told what to do', async () => {
      const inForce = await save({ content: '<p>Now.</p>' });
      const later = await save({ content: '<p>In two days.</p>', effectiveAt: inMs(2 * day), baseRevision: inForce.revisionId });
      const between = { content: '<p>Tomorrow.</p>', effectiveAt: inMs(day), baseRevision: later.revisionId };
      const refused = scheduledConflictSchema.parse(statusOf(await post(admin, between), 409));
      expect(refused.message).toBe(conflictMessage(later.revision.number, later.revision.effectiveAt));
      const tomorrow = await save({ ...between, scheduledRevisions: 'rebase' });
      expect(tomorrow.revision).toMatchObject({ status: 'scheduled', baseRevisionId: inForce.revisionId });
      expect((await adminRead()).scheduled!.map(({ id, baseRevisionId, stale }) => ({ id, baseRevisionId, stale }))).toEqual([
        { id: tomorrow.revisionId, baseRevisionId: inForce.revisionId, stale: false },
        { id: later.revisionId, baseRevisionId: tomorrow.revisionId, stale: false },
      ]);
      // A schedule after the last one is built on it, and a save with nothing scheduled needs no choice.
      await save({ content: '<p>In three days.</p>', effectiveAt: inMs(3 * day) });
    });

    it('rebases, with a note, a scheduled revision built on one that is withdrawn, so it still takes effect', async () => {
      const inForce = await save({ content: '<p>Now.</p>' });
      const tomorrow = await save({ content: '<p>Tomorrow.</p>', effectiveAt: inMs(day), baseRevision: inForce.revisionId });
      const later = await save({ content: '<p>Tomorrow, and more in two days.</p>', effectiveAt: inMs(2 * day), baseRevision: tomorrow.revisionId });
      expect(later.revision.baseRevisionId).toBe(tomorrow.revisionId);
      statusOf(await post(`${admin}/revisions/${tomorrow.revisionId}/cancel`, undefined), 200);
      const note =
        `Rebased by ${(await latestAudit(`${document.kind}.cancel`)).actorName} at ${now().slice(0, 10)} ${now().slice(11, 16)} UTC: ` +
        `its text was written on revision ${tomorrow.revision.number}, which was withdrawn, and may include its changes. Review it before it takes effect.`;
      expect((await adminRead()).scheduled).toEqual([{ ...later.revision, baseRevisionId: inForce.revisionId, stale: false, reviewNote: note }]);
      expect((await latestAudit(`${document.kind}.cancel`)).detail).toBe(
        `Withdrew revision ${tomorrow.revision.number} of the ${document.name}, which was to take effect ${tomorrow.revision.effectiveAt}. ` +
          `Revision ${later.revision.number}, scheduled for ${later.revision.effectiveAt}, was built on it and was rebased.`,
      );
      await advance(2 * day);
      expect(await publicRead()).toEqual({ content: later.content, updatedAt: later.revision.effectiveAt });
    });

    it('does not let a scheduled revision left on older text take effect: it is skipped on its date', async () => {
      const { inForce, scheduled, when } = await scheduleOnCurrent();
      // A correction published the way a server without the check did: straight into the table.
      const administrator = await server.ctx.db.selectFrom('accounts').select(['id', 'full_name']).where('email', '=', adminEmail).executeTakeFirstOrThrow();
      const { id: correctionId } = await server.ctx.db
        .insertInto('policy_documents')
        .values({
          kind: document.kind,
          content: correction,
          saved_by: administrator.id,
          saved_at: now(),
          effective_at: now(),
          summary: null,
          restored_from: null,
          author_name: administrator.full_name,
          base_revision_id: inForce.revisionId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect((await adminRead()).scheduled).toEqual([{ ...scheduled.revision, stale: true }]);
      await advance(day);
      expect(await publicRead()).toEqual({ content: correction, updatedAt: inMs(-day) });
      expect(await adminRead()).toMatchObject({ revisionId: correctionId, scheduled: [] });
      expect((await history()).find(({ id }) => id === scheduled.revisionId)).toMatchObject({ effectiveAt: when, stale: true });
    });
  });

  it('gives every revision saved before migration 0013 the base it has in the history', async () => {
    const terms = `/api/admin/terms`;
    const saved = async (body: unknown) => (termsResponseSchema.parse(statusOf(await callJson(server.app, token, 'POST', terms, body), 200)).terms as Saved).revision;
    const first = await saved({ content: '<p>One.</p>' });
    const scheduled = await saved({ content: '<p>Three, later.</p>', effectiveAt: inMs(day) });
    const second = await saved({ content: '<p>Two.</p>', scheduledRevisions: 'keep' });
    const migration = revisionBase();
    await migration.down!(server.ctx.db);
    await migration.up(server.ctx.db);
    const bases = await server.ctx.db
      .selectFrom('policy_documents')
      .select(['id', 'base_revision_id', 'review_note'])
      .where('id', 'in', [first.id, second.id, scheduled.id])
      .orderBy('id')
      .execute();
    expect(bases).toEqual([
      { id: first.id, base_revision_id: first.baseRevisionId ?? null, review_note: null },
      { id: scheduled.id, base_revision_id: second.id, review_note: null },
      { id: second.id, base_revision_id: first.id, review_note: null },
    ]);
    const restored = revisionResponseSchema.parse(statusOf(await callJson(server.app, token, 'POST', `${terms}/revisions/${first.id}/restore`, { scheduledRevisions: 'withdraw' }), 200));
    expect(restored.revision).toMatchObject({ baseRevisionId: second.id, status: 'current' });
  });
});
