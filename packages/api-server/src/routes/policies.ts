import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../http/route.ts';
import type { ServiceContext } from '../services/context.ts';
import {
  cancelRevision,
  getAdminPolicy,
  getPolicy,
  getRevision,
  listRevisions,
  restoreRevision,
  savePolicy,
} from '../services/policies.ts';

/**
 * Policy and terms bodies carry up to 512 KiB of HTML (the contract's limit on `content`); JSON escaping
 * can double the size of markup full of quotes, so the byte limit leaves room for that.
 */
export const policyBodyLimit = 1024 * 1024;

/** The contract's rows of one document, and the key its answers carry it under. */
const documents = [
  {
    kind: 'privacy-policy',
    wrap: (privacyPolicy: Awaited<ReturnType<typeof getPolicy>>) => ({ privacyPolicy }),
    get: 'getAdminPrivacyPolicy',
    save: 'saveAdminPrivacyPolicy',
    getPublic: 'getPublicPrivacyPolicy',
    list: 'listPrivacyPolicyRevisions',
    one: 'getPrivacyPolicyRevision',
    restore: 'restorePrivacyPolicyRevision',
    cancel: 'cancelPrivacyPolicyRevision',
  },
  {
    kind: 'terms',
    wrap: (terms: Awaited<ReturnType<typeof getPolicy>>) => ({ terms }),
    get: 'getAdminTerms',
    save: 'saveAdminTerms',
    getPublic: 'getPublicTerms',
    list: 'listTermsRevisions',
    one: 'getTermsRevision',
    restore: 'restoreTermsRevision',
    cancel: 'cancelTermsRevision',
  },
] as const;

export const policyRoutes = (app: FastifyInstance, ctx: ServiceContext) => {
  for (const document of documents) {
    const { kind, wrap } = document;
    defineRoute(app, ctx, document.get, async () => wrap(await getAdminPolicy(ctx, kind)));
    defineRoute(app, ctx, document.save, async ({ actor, body }) => wrap(await savePolicy(ctx, actor, kind, body)), {
      bodyLimit: policyBodyLimit,
    });
    defineRoute(app, ctx, document.getPublic, async () => wrap(await getPolicy(ctx, kind)));
    defineRoute(app, ctx, document.list, ({ query }) => listRevisions(ctx, kind, query));
    defineRoute(app, ctx, document.one, ({ params }) => getRevision(ctx, kind, params.id));
    defineRoute(app, ctx, document.restore, ({ actor, params, body }) => restoreRevision(ctx, actor, kind, params.id, body));
    defineRoute(app, ctx, document.cancel, ({ actor, params }) => cancelRevision(ctx, actor, kind, params.id));
  }
};
