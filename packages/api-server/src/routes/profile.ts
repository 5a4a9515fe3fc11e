import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../http/route.ts';
import { getAdminProfile, updateAdminProfile } from '../services/profile.ts';
import type { ServiceContext } from '../services/context.ts';

export const profileRoutes = (app: FastifyInstance, ctx: ServiceContext) => {
  defineRoute(app, ctx, 'getAdminProfile', ({ actor }) => getAdminProfile(ctx, actor));
  defineRoute(app, ctx, 'updateAdminProfile', ({ actor, body }) => updateAdminProfile(ctx, actor, body));
};
