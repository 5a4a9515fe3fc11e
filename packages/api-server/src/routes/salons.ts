import type { FastifyInstance } from 'fastify';
import { readIfMatch } from '../http/if-match.ts';
import { defineRoute } from '../http/route.ts';
import { listSalons } from '../services/account-lists.ts';
import { getSalonProfile } from '../services/accounts.ts';
import { setAccountSuspended } from '../services/moderation.ts';
import type { ServiceContext } from '../services/context.ts';

export const salonRoutes = (app: FastifyInstance, ctx: ServiceContext) => {
  // Without paging parameters, SPEC.md's plain array of every account, written as it is read.
  defineRoute(app, ctx, 'listSalons', ({ query }) => listSalons(ctx, query));
  defineRoute(app, ctx, 'suspendSalon', ({ actor, params, body, request }) =>
    setAccountSuspended(ctx, actor, 'salon', params.id, true, body, readIfMatch(request)),
  );
  defineRoute(app, ctx, 'unsuspendSalon', ({ actor, params, body, request }) =>
    setAccountSuspended(ctx, actor, 'salon', params.id, false, body, readIfMatch(request)),
  );
  defineRoute(app, ctx, 'getSalonProfile', ({ params }) => getSalonProfile(ctx, params.id));
};
