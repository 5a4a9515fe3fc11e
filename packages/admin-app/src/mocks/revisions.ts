/*
 * The mock server's history of the privacy policy and the terms (issue 18), answering as the API server
 * does: every save a revision, now or at a later instant; the current one the newest in effect; restores
 * and withdrawals; a 409 naming the newest revision when a save's base is stale. The clock is the
 * browser's, so a story can schedule a change a few seconds ahead and watch it take effect.
 */
import { HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import type { PolicyContent, PolicyRevision, PolicyRevisionWithContent, RevisionStatus, ScheduledRevisionChoice } from '@chairside/api-contract';
import { editedDocuments, type EditedDocumentName } from '../data/documents';
import { db } from './db';
import { bodyOf, message } from './respond';
import { revision, type MockRevision } from './revisionSeed';

const at = (time: string) => Date.parse(time);

/** The revision in effect now: the newest by effective instant among those not withdrawn. */
const currentOf = (list: readonly MockRevision[]): MockRevision | undefined =>
  list
    .filter((row) => row.cancelledAt === null && at(row.effectiveAt) <= Date.now())
    .reduce<MockRevision | undefined>((best, row) => (!best || at(row.effectiveAt) > at(best.effectiveAt) || (at(row.effectiveAt) === at(best.effectiveAt) && row.id > best.id) ? row : best), undefined);

const newestOf = (list: readonly MockRevision[]) => list.filter((row) => row.cancelledAt === null).at(-1);

function summaryOf(list: readonly MockRevision[], row: MockRevision): PolicyRevision {
  const status: RevisionStatus =
    row.cancelledAt !== null ? 'cancelled' : at(row.effectiveAt) > Date.now() ? 'scheduled' : row === currentOf(list) ? 'current' : 'past';
  const restored = row.restoredFrom;
  const { content, ...rest } = row;
  return { ...rest, number: list.indexOf(row) + 1, size: content.length, status, restoredFrom: restored };
}

const withContent = (list: readonly MockRevision[], row: MockRevision): PolicyRevisionWithContent => ({ ...summaryOf(list, row), content: row.content });

/** The document as the admin's read answers it. */
export function adminDocument(name: EditedDocumentName): PolicyContent {
  const list = db.revisions[name];
  const current = currentOf(list);
  return {
    content: current?.content ?? db[name].content,
    updatedAt: current?.effectiveAt ?? null,
    revisionId: current?.id ?? null,
    latestRevisionId: newestOf(list)?.id ?? null,
    scheduled: list
      .filter((row) => row.cancelledAt === null && at(row.effectiveAt) > Date.now())
      .toSorted((a, b) => at(a.effectiveAt) - at(b.effectiveAt))
      .map((row) => summaryOf(list, row)),
  };
}

/** The document as the public read answers it: no schedule, no revision ids. */
export function publicDocument(name: EditedDocumentName): PolicyContent {
  const { content, updatedAt } = adminDocument(name);
  return { content, updatedAt };
}

/** Makes `content` the current document at once, as a save would (tests and stories set the scene with it). */
export function setDocument(name: EditedDocumentName, content: string, summary: string | null = null): MockRevision {
  const row = revision(content, 0, summary, { id: db.admin.id, name: db.admin.fullName });
  db.revisions[name].push(row);
  return row;
}

/** A 409 if the caller's base is stale, as the server answers it; undefined when the save may go on. */
function staleBase(name: EditedDocumentName, base: number | null | undefined): Response | undefined {
  if (base === undefined) return undefined;
  const list = db.revisions[name];
  if (base !== null && !list.some((row) => row.id === base)) {
    return message(`baseRevision ${base} is not a revision of the ${editedDocuments[name].name}.`, 400);
  }
  const newest = newestOf(list);
  if (newest && (base === null || newest.id > base)) {
    return HttpResponse.json(
      { message: `A newer revision (${list.indexOf(newest) + 1}) was saved after the one you started from.`, latest: summaryOf(list, newest) },
      { status: 409 },
    );
  }
  return undefined;
}

/**
 * The revisions scheduled after `effectiveAt`, which a save taking effect then would come
 * before (the mock's scheduled revisions are always built on what precedes them). Without a choice, the
 * server's 409 naming them; with one, they are rebased (a note), withdrawn or kept, and the save goes on.
 */
function settleScheduled(name: EditedDocumentName, effectiveAt: string, choice: ScheduledRevisionChoice | undefined): Response | undefined {
  const list = db.revisions[name];
  const later = list.filter((row) => row.cancelledAt === null && at(row.effectiveAt) > Math.max(at(effectiveAt), Date.now()));
  if (later.length === 0) return undefined;
  if (!choice) {
    const current = currentOf(list);
    return HttpResponse.json(
      {
        message: `Revision ${list.indexOf(later[0]!) + 1} of the ${editedDocuments[name].name} is scheduled and was built on older text.`,
        scheduled: later.map((row) => summaryOf(list, row)),
        current: current ? summaryOf(list, current) : null,
      },
      { status: 409 },
    );
  }
  for (const row of later) {
    if (choice === 'withdraw') row.cancelledAt = new Date().toISOString();
    if (choice === 'rebase') row.reviewNote = `Rebased by ${db.admin.fullName}: its text does not include revision ${list.length + 1}. Review it before it takes effect.`;
  }
  return undefined;
}

type Resolver = HttpResponseResolver<PathParams, DefaultBodyType>;

const missing = (name: EditedDocumentName, id: number) => message(`There is no revision ${id} of the ${editedDocuments[name].name}.`, 404);

/** The resolvers of one document's reads, save and revision calls. */
export function revisionResolvers(name: EditedDocumentName): Record<'read' | 'publicRead' | 'save' | 'list' | 'one' | 'restore' | 'cancel', Resolver> {
  const calls = editedDocuments[name];
  const find = (params: PathParams) => db.revisions[name].find((row) => row.id === Number(params.id));
  return {
    read: () => HttpResponse.json({ [name]: adminDocument(name) }),
    publicRead: () => HttpResponse.json({ [name]: publicDocument(name) }),
    save: async ({ request }) => {
      const { body, refusal } = await bodyOf(calls.save, request);
      if (refusal) return refusal;
      const stale = staleBase(name, body.baseRevision) ?? settleScheduled(name, body.effectiveAt ?? new Date().toISOString(), body.scheduledRevisions);
      if (stale) return stale;
      const row = setDocument(name, body.content, body.summary?.trim() || null);
      if (body.effectiveAt && at(body.effectiveAt) > Date.now()) row.effectiveAt = body.effectiveAt;
      const list = db.revisions[name];
      return HttpResponse.json({
        [name]: { content: row.content, updatedAt: row.effectiveAt, revisionId: row.id, latestRevisionId: row.id, revision: summaryOf(list, row) },
      });
    },
    list: ({ request }) => {
      const query = new URL(request.url).searchParams;
      const page = Number(query.get('page') ?? 1);
      const limit = Number(query.get('limit') ?? 10);
      const list = db.revisions[name];
      const newestFirst = list.toReversed();
      return HttpResponse.json({
        data: newestFirst.slice((page - 1) * limit, page * limit).map((row) => summaryOf(list, row)),
        total: list.length,
        page,
        limit,
        totalPages: Math.max(1, Math.ceil(list.length / limit)),
      });
    },
    one: ({ params }) => {
      const row = find(params);
      return row ? HttpResponse.json({ revision: withContent(db.revisions[name], row) }) : missing(name, Number(params.id));
    },
    restore: async ({ params, request }) => {
      const row = find(params);
      if (!row) return missing(name, Number(params.id));
      const list = db.revisions[name];
      const body = (await request.json().catch(() => ({}))) as
        | { summary?: string; baseRevision?: number | null; scheduledRevisions?: ScheduledRevisionChoice }
        | null;
      const stale = staleBase(name, body?.baseRevision) ?? settleScheduled(name, new Date().toISOString(), body?.scheduledRevisions);
      if (stale) return stale;
      if (row === currentOf(list)) return message(`Revision ${list.indexOf(row) + 1} is already the current ${calls.name}.`, 409);
      const made = setDocument(name, row.content, body?.summary?.trim() || `Restored revision ${list.indexOf(row) + 1}`);
      made.restoredFrom = { id: row.id, number: list.indexOf(row) + 1 };
      return HttpResponse.json({ revision: withContent(list, made) });
    },
    cancel: ({ params }) => {
      const row = find(params);
      if (!row) return missing(name, Number(params.id));
      const list = db.revisions[name];
      const number = list.indexOf(row) + 1;
      if (row.cancelledAt !== null) return message(`Revision ${number} was already withdrawn.`, 409);
      if (at(row.effectiveAt) <= Date.now()) return message(`Revision ${number} already took effect, so it cannot be withdrawn.`, 409);
      row.cancelledAt = new Date().toISOString();
      return HttpResponse.json({ revision: summaryOf(list, row) });
    },
  };
}
