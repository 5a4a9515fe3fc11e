import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../http/route.ts';
import type { ServiceContext } from '../services/context.ts';
import { createSupportRequest, listFeedbacks, listSupport } from '../services/feedback.ts';

export const feedbackRoutes = (app: FastifyInstance, ctx: ServiceContext) => {
  defineRoute(app, ctx, 'listFeedbacks', () => listFeedbacks(ctx));
  defineRoute(app, ctx, 'listSupportRequests', () => listSupport(ctx));
  defineRoute(app, ctx, 'createSupportRequest', async ({ body, request }) => {
    const { message } = await createSupportRequest(ctx, body, request.ip);
    return { message };
  });
};
