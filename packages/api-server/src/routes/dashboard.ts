import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../http/route.ts';
import type { ServiceContext } from '../services/context.ts';
import { dashboardSummary, dashboardValidUntil } from '../services/dashboard.ts';

export const dashboardRoutes = (app: FastifyInstance, ctx: ServiceContext) => {
  defineRoute(app, ctx, 'getDashboardSummary', () => dashboardSummary(ctx), {
    cache: { key: () => '', validUntil: (_summary, now) => dashboardValidUntil(ctx, now) },
  });
};
