import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../http/route.ts';
import type { ServiceContext } from '../services/context.ts';
import { dashboardSummary } from '../services/dashboard.ts';

export const dashboardRoutes = (app: FastifyInstance, ctx: ServiceContext) => {
  defineRoute(app, ctx, 'getDashboardSummary', () => dashboardSummary(ctx));
};
