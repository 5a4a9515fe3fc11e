import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../http/route.ts';
import { changePassword, login, logout } from '../services/auth.ts';
import type { ServiceContext } from '../services/context.ts';

export const authRoutes = (app: FastifyInstance, ctx: ServiceContext) => {
  defineRoute(app, ctx, 'login', ({ body, request }) => login(ctx, body, request.ip));
  defineRoute(app, ctx, 'logout', ({ actor }) => logout(ctx, actor));
  defineRoute(app, ctx, 'changePassword', async ({ actor, body }) => {
    const { message } = await changePassword(ctx, actor, body);
    return { message };
  });
};
