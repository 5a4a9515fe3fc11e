import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineRoute } from '../http/route.ts';
import { changePassword, login, logout } from '../services/auth.ts';
import type { ServiceContext } from '../services/context.ts';

/** The browser and address a sign-in comes from, for the staff member's list of sessions. */
export const clientOf = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

export const authRoutes = (app: FastifyInstance, ctx: ServiceContext) => {
  defineRoute(app, ctx, 'login', ({ body, request }) => login(ctx, body, clientOf(request)));
  defineRoute(app, ctx, 'logout', ({ actor }) => logout(ctx, actor));
  defineRoute(app, ctx, 'changePassword', async ({ actor, body }) => {
    const { message, recentFactors, removedFactors } = await changePassword(ctx, actor, body);
    // SPEC.md's { message }; what the second-factor safeguards add only when there is something to say or it was asked for.
    return {
      message,
      ...(recentFactors.length > 0 ? { recentFactors } : {}),
      ...(body.removeRecentFactors === undefined ? {} : { removedFactors }),
    };
  });
};
