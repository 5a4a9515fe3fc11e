import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../http/route.ts';
import { getPrivateSuiteProfile, listPrivateSuites, setAccountSuspended } from '../services/accounts.ts';
import type { ServiceContext } from '../services/context.ts';

export const privateSuiteRoutes = (app: FastifyInstance, ctx: ServiceContext) => {
  defineRoute(app, ctx, 'listPrivateSuites', ({ query }) => listPrivateSuites(ctx, query));
  defineRoute(app, ctx, 'suspendPrivateSuite', ({ actor, params }) =>
    setAccountSuspended(ctx, actor, 'private-suite', params.id, true),
  );
  defineRoute(app, ctx, 'unsuspendPrivateSuite', ({ actor, params }) =>
    setAccountSuspended(ctx, actor, 'private-suite', params.id, false),
  );
  defineRoute(app, ctx, 'getPrivateSuiteProfile', async ({ params }) => ({
    profile: await getPrivateSuiteProfile(ctx, params.id),
  }));
};
