import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../http/route.ts';
import { getProfessionalProfile, listCacheKey, listProfessionals, listValidUntil, setAccountSuspended } from '../services/accounts.ts';
import type { ServiceContext } from '../services/context.ts';

export const professionalRoutes = (app: FastifyInstance, ctx: ServiceContext) => {
  defineRoute(app, ctx, 'listProfessionals', ({ query }) => listProfessionals(ctx, query), {
    cache: { key: ({ query }) => listCacheKey(query), validUntil: listValidUntil },
  });
  defineRoute(app, ctx, 'suspendProfessional', ({ actor, params }) =>
    setAccountSuspended(ctx, actor, 'professional', params.id, true),
  );
  defineRoute(app, ctx, 'unsuspendProfessional', ({ actor, params }) =>
    setAccountSuspended(ctx, actor, 'professional', params.id, false),
  );
  defineRoute(app, ctx, 'getProfessionalProfile', ({ params }) => getProfessionalProfile(ctx, params.id));
};
