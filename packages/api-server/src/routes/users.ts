import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../http/route.ts';
import { deleteMemberAccount } from '../services/accounts.ts';
import type { ServiceContext } from '../services/context.ts';

export const userRoutes = (app: FastifyInstance, ctx: ServiceContext) => {
  defineRoute(app, ctx, 'deleteUser', ({ actor, params }) => deleteMemberAccount(ctx, actor, params.id));
};
