import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../http/route.ts';
import { getSalonProfile, listCacheKey, listSalons, listValidUntil, setAccountSuspended } from '../services/accounts.ts';
import type { ServiceContext } from '../services/context.ts';

export const salonRoutes = (app: FastifyInstance, ctx: ServiceContext) => {
  defineRoute(app, ctx, 'listSalons', ({ query }) => listSalons(ctx, query), {
    cache: { key: ({ query }) => listCacheKey(query), validUntil: listValidUntil },
  });
  defineRoute(app, ctx, 'suspendSalon', ({ actor, params }) => setAccountSuspended(ctx, actor, 'salon', params.id, true));
  defineRoute(app, ctx, 'unsuspendSalon', ({ actor, params }) => setAccountSuspended(ctx, actor, 'salon', params.id, false));
  defineRoute(app, ctx, 'getSalonProfile', ({ params }) => getSalonProfile(ctx, params.id));
};
