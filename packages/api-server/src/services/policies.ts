import {
  defaultPrivacyPolicyHtml,
  defaultTermsHtml,
  revisionLimits,
  type PolicyContent,
  type PolicyRevision,
  type PolicyUpdate,
  type RevisionResponse,
  type RevisionRestore,
  type RevisionsQuery,
  type RevisionsResponse,
} from '@chairside/api-contract';
import {
  countRevisions,
  findCurrentRevision,
  findCurrentRevisionId,
  findLatestRow,
  findRevisionRow,
  findRevisionSummary,
  listRevisionRows,
  listScheduledRows,
  lockRevisions,
  markRevisionCancelled,
} from '../db/queries/revisions.ts';
import type { PolicyKind } from '../db/schema.ts';
import { iso } from '../db/time.ts';
import { runTransaction } from '../db/transaction.ts';
import { recordAudit } from './audit.ts';
import type { Actor, ServiceContext } from './context.ts';
import { ServiceError } from './errors.ts';
import { cleanDocument, documentNames, noRevision, rebaseOnWithdrawal, toRevision, writeRevision } from './revisions.ts';

export type { PolicyKind };

/*
 * The privacy policy and the terms: what is served, the saves (now or at a later date), and the history
 * of revisions with its restore and the withdrawal of a scheduled one.
 */

/** What a fresh install serves until an administrator saves a version. */
const defaults: Record<PolicyKind, string> = {
  'privacy-policy': defaultPrivacyPolicyHtml,
  terms: defaultTermsHtml,
};

const day = 86_400_000;

/**
 * How far in the past a requested effectiveAt may be and still mean "now": the time it took the
 * request to arrive, or a clock a little behind the server's.
 */
const lateToleranceMs = 60_000;

/** The instant a save takes effect (ISO): now when none is asked for or one just passed, else the one asked for. */
const effectiveTimeOf = (requested: string | null | undefined, now: Date): string => {
  if (requested === null || requested === undefined) return iso(now);
  const at = Date.parse(requested);
  if (at < now.getTime() - lateToleranceMs) {
    throw new ServiceError('invalid', 'effectiveAt is in the past: leave it out to publish now, or choose a later time.');
  }
  if (at <= now.getTime()) return iso(now);
  if (at > now.getTime() + revisionLimits.scheduleDays * day) {
    throw new ServiceError('invalid', `effectiveAt is too far ahead: a revision can be scheduled at most ${revisionLimits.scheduleDays} days from now.`);
  }
  return requested;
};

/** The document served to everyone at the server's now: the current revision, or the built-in default (with a null `updatedAt`). */
export const getPolicy = async (ctx: ServiceContext, kind: PolicyKind): Promise<PolicyContent> => {
  const current = await findCurrentRevision(ctx.db, kind, iso(ctx.now()));
  return current ? { content: current.content, updatedAt: current.effective_at } : { content: defaults[kind], updatedAt: null };
};

/**
 * The document as the editor opens it: what is served, which revision that is, the newest revision
 * (the base a save names) and what is waiting for its date. Scheduled revisions stay out of the
 * public answer.
 */
export const getAdminPolicy = async (ctx: ServiceContext, kind: PolicyKind): Promise<PolicyContent> => {
  const now = iso(ctx.now());
  const current = await findCurrentRevision(ctx.db, kind, now);
  const latest = await findLatestRow(ctx.db, kind);
  const scheduled = await listScheduledRows(ctx.db, kind, now);
  return {
    content: current?.content ?? defaults[kind],
    updatedAt: current?.effective_at ?? null,
    revisionId: current?.id ?? null,
    latestRevisionId: latest?.id ?? null,
    scheduled: scheduled.map((row) => toRevision(row, now, current?.id ?? null)),
  };
};

/**
 * Saves a new revision, sanitised to the editor's allowlist first, in effect now or at `effectiveAt`.
 * A `baseRevision` older than the newest revision makes it a 409, and so does leaving a scheduled
 * revision on older text without `scheduledRevisions` saying what to do with it (see writeRevision).
 */
export const savePolicy = async (ctx: ServiceContext, actor: Actor, kind: PolicyKind, input: PolicyUpdate): Promise<PolicyContent> => {
  const now = ctx.now();
  const effectiveAt = effectiveTimeOf(input.effectiveAt, now);
  const { content, cleaned } = await cleanDocument(input.content, 'content', 'invalid');
  const scheduled = effectiveAt > iso(now);
  const revision = await writeRevision(ctx, actor, now, {
    kind,
    content,
    summary: input.summary || null,
    effectiveAt,
    restoredFrom: null,
    baseRevision: input.baseRevision,
    scheduledRevisions: input.scheduledRevisions,
    audit: {
      action: `${kind}.update`,
      detail: () =>
        `Saved ${content.length} characters${scheduled ? `, effective ${effectiveAt}` : ''}${cleaned ? '; unsafe markup was removed' : ''}.`,
    },
  });
  return { content, updatedAt: effectiveAt, revisionId: revision.id, latestRevisionId: revision.id, revision };
};

/** One page of the document's revisions, newest saved first; a page past the end is empty. */
export const listRevisions = async (ctx: ServiceContext, kind: PolicyKind, query: RevisionsQuery): Promise<RevisionsResponse> => {
  const now = iso(ctx.now());
  const total = await countRevisions(ctx.db, kind);
  const rows = await listRevisionRows(ctx.db, kind, { limit: query.limit, offset: (query.page - 1) * query.limit });
  const currentId = await findCurrentRevisionId(ctx.db, kind, now);
  const data = rows.map((row): PolicyRevision => toRevision(row, now, currentId));
  return { data, total, page: query.page, limit: query.limit, totalPages: Math.ceil(total / query.limit) };
};

export const getRevision = async (ctx: ServiceContext, kind: PolicyKind, id: number): Promise<RevisionResponse> => {
  const now = iso(ctx.now());
  const row = await findRevisionRow(ctx.db, kind, id);
  if (!row) throw noRevision(kind, id);
  return { revision: { ...toRevision(row, now, await findCurrentRevisionId(ctx.db, kind, now)), content: row.content } };
};

/**
 * Makes an earlier revision's content current again as a new revision, in effect now. The stored HTML
 * is sanitised again on the way: a row changed in the database by hand is served clean all the same.
 */
export const restoreRevision = async (
  ctx: ServiceContext,
  actor: Actor,
  kind: PolicyKind,
  id: number,
  input: RevisionRestore | undefined,
): Promise<RevisionResponse> => {
  const now = ctx.now();
  const source = await findRevisionRow(ctx.db, kind, id);
  if (!source) throw noRevision(kind, id);
  const number = Number(source.number);
  const { content, cleaned } = await cleanDocument(source.content, `Revision ${number}`, 'conflict');
  const revision = await writeRevision(ctx, actor, now, {
    kind,
    content,
    summary: input?.summary || `Restored revision ${number}`,
    effectiveAt: iso(now),
    restoredFrom: { id, number },
    baseRevision: input?.baseRevision,
    scheduledRevisions: input?.scheduledRevisions,
    audit: {
      action: `${kind}.restore`,
      detail: (newNumber) => `Restored revision ${number} as revision ${newNumber}${cleaned ? '; unsafe markup was removed' : ''}.`,
    },
  });
  return { revision: { ...revision, content } };
};

/**
 * Withdraws a revision still waiting for its date; what is served stays as it is. A later scheduled
 * revision built on it is rebased with a note (rebaseOnWithdrawal), so it still takes effect.
 */
export const cancelRevision = (ctx: ServiceContext, actor: Actor, kind: PolicyKind, id: number): Promise<{ revision: PolicyRevision }> => {
  const at = ctx.now();
  const now = iso(at);
  return runTransaction(ctx.db, async (trx) => {
    await lockRevisions(trx, ctx.dialect, kind);
    const row = await findRevisionSummary(trx, kind, id);
    if (!row) throw noRevision(kind, id);
    const number = Number(row.number);
    if (row.cancelled_at !== null) throw new ServiceError('conflict', `Revision ${number} was already withdrawn.`);
    if (row.effective_at <= now) throw new ServiceError('conflict', `Revision ${number} already took effect, so it cannot be withdrawn.`);
    await markRevisionCancelled(trx, id, now, actor.id);
    const rebased = await rebaseOnWithdrawal(trx, actor, at, { kind, id, number });
    await recordAudit(trx, at, {
      action: `${kind}.cancel`,
      actor,
      detail: `Withdrew revision ${number} of the ${documentNames[kind]}, which was to take effect ${row.effective_at}.${rebased}`,
    });
    return { revision: toRevision({ ...row, cancelled_at: now }, now, null) };
  });
};
