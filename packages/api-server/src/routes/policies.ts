import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../http/route.ts';
import type { ServiceContext } from '../services/context.ts';
import { getPolicy, savePolicy } from '../services/policies.ts';

/**
 * Policy and terms bodies carry up to 512 KiB of HTML (the contract's limit on `content`); JSON escaping
 * can double the size of markup full of quotes, so the byte limit leaves room for that.
 */
export const policyBodyLimit = 1024 * 1024;

export const policyRoutes = (app: FastifyInstance, ctx: ServiceContext) => {
  const options = { bodyLimit: policyBodyLimit };
  defineRoute(app, ctx, 'getAdminPrivacyPolicy', async () => ({ privacyPolicy: await getPolicy(ctx, 'privacy-policy') }));
  defineRoute(
    app,
    ctx,
    'saveAdminPrivacyPolicy',
    async ({ actor, body }) => ({ privacyPolicy: await savePolicy(ctx, actor, 'privacy-policy', body) }),
    options,
  );
  defineRoute(app, ctx, 'getAdminTerms', async () => ({ terms: await getPolicy(ctx, 'terms') }));
  defineRoute(app, ctx, 'saveAdminTerms', async ({ actor, body }) => ({ terms: await savePolicy(ctx, actor, 'terms', body) }), options);
  defineRoute(app, ctx, 'getPublicPrivacyPolicy', async () => ({ privacyPolicy: await getPolicy(ctx, 'privacy-policy') }));
  defineRoute(app, ctx, 'getPublicTerms', async () => ({ terms: await getPolicy(ctx, 'terms') }));
};
