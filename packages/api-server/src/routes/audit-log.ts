import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../http/route.ts';
import { listAuditLog } from '../services/audit.ts';
import type { ServiceContext } from '../services/context.ts';

export const auditLogRoutes = (app: FastifyInstance, ctx: ServiceContext) => {
  defineRoute(app, ctx, 'getAuditLog', ({ query }) => listAuditLog(ctx, query));
};
