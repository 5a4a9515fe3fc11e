import type { FastifyInstance } from 'fastify';
import { readIfMatch } from '../http/if-match.ts';
import { defineRoute } from '../http/route.ts';
import { deleteMemberAccount } from '../services/moderation.ts';
import type { ServiceContext } from '../services/context.ts';

export const userRoutes = (app: FastifyInstance, ctx: ServiceContext) => {
  defineRoute(app, ctx, 'deleteUser', ({ actor, params, body, request }) =>
    deleteMemberAccount(ctx, actor, params.id, body, readIfMatch(request)),
  );
};
