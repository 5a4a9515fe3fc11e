import type { FastifyInstance } from 'fastify';
import { readIfMatch } from '../http/if-match.ts';
import { defineRoute } from '../http/route.ts';
import { listPrivateSuites } from '../services/account-lists.ts';
import { getPrivateSuiteProfile } from '../services/accounts.ts';
import { setAccountSuspended } from '../services/moderation.ts';
import type { ServiceContext } from '../services/context.ts';

export const privateSuiteRoutes = (app: FastifyInstance, ctx: ServiceContext) => {
  defineRoute(app, ctx, 'listPrivateSuites', ({ query }) => listPrivateSuites(ctx, query));
  defineRoute(app, ctx, 'suspendPrivateSuite', ({ actor, params, body, request }) =>
    setAccountSuspended(ctx, actor, 'private-suite', params.id, true, body, readIfMatch(request)),
  );
  defineRoute(app, ctx, 'unsuspendPrivateSuite', ({ actor, params, body, request }) =>
    setAccountSuspended(ctx, actor, 'private-suite', params.id, false, body, readIfMatch(request)),
  );
  defineRoute(app, ctx, 'getPrivateSuiteProfile', async ({ params }) => ({
    profile: await getPrivateSuiteProfile(ctx, params.id),
  }));
};
