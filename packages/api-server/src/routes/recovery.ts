import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../http/route.ts';
import { bulkModerate, listMatching } from '../services/bulk.ts';
import type { ServiceContext } from '../services/context.ts';
import { listDeleted, restoreUser } from '../services/recovery.ts';
import { undoActions } from '../services/undo.ts';

/** Recently deleted accounts and their restore, bulk actions, undo, and the ids a list's search selects. */
export const recoveryRoutes = (app: FastifyInstance, ctx: ServiceContext) => {
  defineRoute(app, ctx, 'listDeletedAccounts', ({ query }) => listDeleted(ctx, query));
  defineRoute(app, ctx, 'restoreUser', ({ actor, params, body }) => restoreUser(ctx, actor, params.id, body));
  defineRoute(app, ctx, 'bulkModerate', ({ actor, body }) => bulkModerate(ctx, actor, body));
  defineRoute(app, ctx, 'undoActions', ({ actor, body }) => undoActions(ctx, actor, body));
  defineRoute(app, ctx, 'listMatchingAccounts', ({ query }) => listMatching(ctx, query));
};
