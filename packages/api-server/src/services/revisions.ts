import type { PolicyRevision, RevisionConflict, ScheduledConflict, ScheduledRevisionChoice } from '@chairside/api-contract';
import type { Executor } from '../db/queries/accounts.ts';
import {
  findBaseAt,
  findCurrentRevisionId,
  findLatestRow,
  findRevisionSummary,
  insertRevision,
  isRevisionOf,
  listStaleScheduledRows,
  lockRevisions,
  markRevisionCancelled,
  setRevisionBase,
  type RevisionRow,
} from '../db/queries/revisions.ts';
import type { PolicyKind } from '../db/schema.ts';
import { iso } from '../db/time.ts';
import { runTransaction } from '../db/transaction.ts';
import { recordAudit } from './audit.ts';
import { utcMinute } from './conflicts.ts';
import type { Actor, ServiceContext } from './context.ts';
import { ServiceError } from './errors.ts';
import { maxPolicyNesting, policyNestingDepth } from './markup-depth.ts';
import { sanitizePolicyHtmlOffThread } from './sanitize-off-thread.ts';
import { hasVisibleContent } from './sanitize.ts';

/*
 * What saves and restores of the privacy policy and the terms share (issue 18): how a revision reads on
 * the wire, the cleaning every stored document goes through, and the write itself, which takes turns
 * with the other writes of its kind so that "nobody saved since the editor opened" stays true up to the
 * insert.
 */

/** How messages name each document: 'revision 3 of the privacy policy'. */
export const documentNames: Record<PolicyKind, string> = { 'privacy-policy': 'privacy policy', terms: 'terms' };

export const noRevision = (kind: PolicyKind, id: number) =>
  new ServiceError('not-found', `There is no revision ${id} of the ${documentNames[kind]}.`);

/**
 * A revision as the history shows it at `now` (ISO). `currentId` is the revision served at `now`, the
 * one a status cannot be told from the row alone.
 */
export const toRevision = (row: RevisionRow, now: string, currentId: number | null): PolicyRevision => ({
  id: row.id,
  number: Number(row.number),
  savedAt: row.saved_at,
  effectiveAt: row.effective_at,
  author: { id: row.saved_by, name: row.author_name },
  size: Number(row.size),
  summary: row.summary,
  restoredFrom: row.restored_from === null ? null : { id: row.restored_from, number: Number(row.restored_number) },
  status: row.cancelled_at !== null ? 'cancelled' : row.effective_at > now ? 'scheduled' : row.id === currentId ? 'current' : 'past',
  cancelledAt: row.cancelled_at,
  baseRevisionId: row.base_revision_id,
  stale: Boolean(row.stale),
  reviewNote: row.review_note,
});

/**
 * The HTML as it may be stored and served, or a refusal that names `subject` ('content' for a save,
 * 'Revision 3' for a restore). Markup nested deeper than any document needs is refused before the
 * sanitiser's parser spends seconds on it, and markup that is all unsafe is refused rather than
 * blanking the public page.
 */
export const cleanDocument = async (html: string, subject: string, refusal: 'invalid' | 'conflict') => {
  if (policyNestingDepth(html, maxPolicyNesting) > maxPolicyNesting) {
    throw new ServiceError(refusal, `${subject} is nested too deeply: at most ${maxPolicyNesting} levels of markup are accepted.`);
  }
  const content = await sanitizePolicyHtmlOffThread(html);
  if (!hasVisibleContent(content)) throw new ServiceError(refusal, `${subject} has nothing left to show once unsafe markup is removed.`);
  return { content, cleaned: content !== html };
};

/**
 * Refuses a write whose editor started from something older than the newest revision (a 409 naming
 * that revision), or from a revision of another document (a 400). No base, as a client without
 * revisions sends, is not checked; a null base means the editor started from the built-in default.
 */
const checkBase = async (
  db: Executor,
  kind: PolicyKind,
  base: number | null | undefined,
  now: string,
  currentId: number | null,
) => {
  if (base === undefined) return;
  if (base !== null && !(await isRevisionOf(db, kind, base))) {
    throw new ServiceError('invalid', `baseRevision ${base} is not a revision of the ${documentNames[kind]}.`);
  }
  const latest = await findLatestRow(db, kind);
  if (!latest || (base !== null && latest.id <= base)) return;
  const details: Omit<RevisionConflict, 'message'> = { latest: toRevision(latest, now, currentId) };
  const by = latest.author_name ?? 'someone';
  throw new ServiceError(
    'conflict',
    `Revision ${details.latest.number} of the ${documentNames[kind]} was saved by ${by} at ${utcMinute(latest.saved_at)}, after this edit began. ` +
      'Compare it with your changes before saving again.',
    undefined,
    details,
  );
};

export interface RevisionWrite {
  kind: PolicyKind;
  /** Already cleaned. */
  content: string;
  summary: string | null;
  effectiveAt: string;
  /** For a restore: the revision whose content comes back, refused when it is the current one. */
  restoredFrom: { id: number; number: number } | null;
  baseRevision: number | null | undefined;
  /** What to do with scheduled revisions this write leaves on older text; without it they make it a 409. */
  scheduledRevisions: ScheduledRevisionChoice | undefined;
  audit: { action: 'privacy-policy.update' | 'terms.update' | 'privacy-policy.restore' | 'terms.restore'; detail: (number: number) => string };
}

/** Stores a new revision with its audit entry, in one transaction that holds the kind's lock; answers the revision. */
export const writeRevision = (ctx: ServiceContext, actor: Actor, at: Date, write: RevisionWrite): Promise<PolicyRevision> =>
  runTransaction(ctx.db, async (trx) => {
    const { kind } = write;
    const now = iso(at);
    await lockRevisions(trx, ctx.dialect, kind);
    const currentId = await findCurrentRevisionId(trx, kind, now);
    await checkBase(trx, kind, write.baseRevision, now, currentId);
    if (write.restoredFrom && write.restoredFrom.id === currentId) {
      throw new ServiceError('conflict', `Revision ${write.restoredFrom.number} is already the current ${documentNames[kind]}.`);
    }
    const base = await findBaseAt(trx, kind, write.effectiveAt);
    const id = await insertRevision(trx, {
      kind,
      content: write.content,
      saved_by: actor.id,
      saved_at: now,
      effective_at: write.effectiveAt,
      summary: write.summary,
      restored_from: write.restoredFrom?.id ?? null,
      author_name: actor.fullName,
      base_revision_id: base,
    });
    const row = await findRevisionSummary(trx, kind, id);
    if (!row) throw new Error(`Revision ${id} vanished inside its own transaction.`);
    const settled = await settleScheduled(trx, actor, at, { kind, saved: row, currentId, choice: write.scheduledRevisions });
    await recordAudit(trx, at, { action: write.audit.action, actor, detail: write.audit.detail(Number(row.number)) + settled });
    return toRevision(row, now, write.effectiveAt <= now ? id : currentId);
  });

/**
 * After a withdrawal: a scheduled revision built on the withdrawn one would otherwise be
 * stale and never take effect, without a word. It keeps its date and text, takes the revision now
 * before it as its base, and a note that its text may hold the withdrawn changes. Answers what the
 * withdrawal's audit entry adds.
 */
export const rebaseOnWithdrawal = async (trx: Executor, actor: Actor, at: Date, withdrawn: { kind: PolicyKind; id: number; number: number }) => {
  const now = iso(at);
  let added = '';
  for (const row of await listStaleScheduledRows(trx, withdrawn.kind, now)) {
    if (row.base_revision_id !== withdrawn.id) continue;
    const note =
      `Rebased by ${actor.fullName} at ${utcMinute(now)}: its text was written on revision ${withdrawn.number}, which was withdrawn, ` +
      'and may include its changes. Review it before it takes effect.';
    await setRevisionBase(trx, row.id, row.predecessor_id, note);
    added += ` Revision ${Number(row.number)}, scheduled for ${row.effective_at}, was built on it and was rebased.`;
  }
  return added;
};

/** How a refusal names the stale scheduled revisions, soonest first: 'Revision 4 … is scheduled for …'. */
const scheduledConflictMessage = (kind: PolicyKind, stale: readonly RevisionRow[]) => {
  const [first] = stale;
  if (!first) throw new Error('A scheduled conflict names at least one revision.');
  const when = utcMinute(first.effective_at);
  if (stale.length === 1) {
    return (
      `Revision ${Number(first.number)} of the ${documentNames[kind]} is scheduled for ${when} and was built on older text: ` +
      'on that date it would replace what you are saving. Rebase it on your text, withdraw it, or keep both.'
    );
  }
  const numbers = stale.map((row) => Number(row.number)).join(', ');
  return (
    `Revisions ${numbers} of the ${documentNames[kind]} are scheduled from ${when} and were built on older text: ` +
    'on their dates they would replace what you are saving. Rebase them on your text, withdraw them, or keep both.'
  );
};

/**
 * After a revision is inserted: the scheduled revisions whose base is no longer
 * the revision in force just before their date, because this one now comes in between. Without a
 * choice the write is refused (409, rolled back) with them and the current revision; with one, each
 * is rebased (new base and a note that its text predates it), withdrawn (with its own audit entry; a
 * later one built on it is rebased as after any withdrawal) or kept as written (new base, no note),
 * until none is stale. Answers what the save's audit entry adds, or '' when nothing was stale.
 */
const settleScheduled = async (
  trx: Executor,
  actor: Actor,
  at: Date,
  input: { kind: PolicyKind; saved: RevisionRow; currentId: number | null; choice: ScheduledRevisionChoice | undefined },
) => {
  const { kind, saved, currentId, choice } = input;
  const now = iso(at);
  const savedNumber = Number(saved.number);
  let added = '';
  for (let stale = await listStaleScheduledRows(trx, kind, now); stale.length > 0; stale = await listStaleScheduledRows(trx, kind, now)) {
    if (choice === undefined) {
      const current = currentId === null ? undefined : await findRevisionSummary(trx, kind, currentId);
      const details: Omit<ScheduledConflict, 'message'> = {
        scheduled: stale.map((row) => toRevision(row, now, currentId)),
        current: current ? toRevision(current, now, currentId) : null,
      };
      throw new ServiceError('conflict', scheduledConflictMessage(kind, stale), undefined, details);
    }
    for (const row of stale) {
      const number = Number(row.number);
      const scheduled = `Revision ${number}, scheduled for ${row.effective_at},`;
      if (choice === 'withdraw') {
        await markRevisionCancelled(trx, row.id, now, actor.id);
        const rebased = await rebaseOnWithdrawal(trx, actor, at, { kind, id: row.id, number });
        await recordAudit(trx, at, {
          action: `${kind}.cancel`,
          actor,
          detail: `Withdrew revision ${number} of the ${documentNames[kind]}, which was to take effect ${row.effective_at}: it was built on text older than revision ${savedNumber}.${rebased}`,
        });
        added += ` ${scheduled} was withdrawn.`;
        continue;
      }
      const note =
        choice === 'rebase'
          ? `Rebased by ${actor.fullName} at ${utcMinute(now)}: its text was written before revision ${savedNumber} and does not include it. Review it before it takes effect.`
          : null;
      await setRevisionBase(trx, row.id, row.predecessor_id, note);
      added +=
        choice === 'rebase'
          ? ` ${scheduled} was rebased on it; its text does not include this revision.`
          : ` ${scheduled} was kept as written and replaces this revision on that date.`;
    }
  }
  return added;
};
