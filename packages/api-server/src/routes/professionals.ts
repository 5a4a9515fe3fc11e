import type { FastifyInstance } from 'fastify';
import { readIfMatch } from '../http/if-match.ts';
import { defineRoute } from '../http/route.ts';
import { listProfessionals } from '../services/account-lists.ts';
import { getProfessionalProfile } from '../services/accounts.ts';
import { setAccountSuspended } from '../services/moderation.ts';
import type { ServiceContext } from '../services/context.ts';

export const professionalRoutes = (app: FastifyInstance, ctx: ServiceContext) => {
  // Without paging parameters, SPEC.md's plain array of every account, written as it is read.
  defineRoute(app, ctx, 'listProfessionals', ({ query }) => listProfessionals(ctx, query));
  defineRoute(app, ctx, 'suspendProfessional', ({ actor, params, body, request }) =>
    setAccountSuspended(ctx, actor, 'professional', params.id, true, body, readIfMatch(request)),
  );
  defineRoute(app, ctx, 'unsuspendProfessional', ({ actor, params, body, request }) =>
    setAccountSuspended(ctx, actor, 'professional', params.id, false, body, readIfMatch(request)),
  );
  defineRoute(app, ctx, 'getProfessionalProfile', ({ params }) => getProfessionalProfile(ctx, params.id));
};
