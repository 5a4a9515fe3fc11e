import { activityCsvFileName } from '@chairside/api-contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../http/route.ts';
import { accountHistory, auditLogCsv, listAuditLog } from '../services/activity.ts';
import type { ServiceContext } from '../services/context.ts';

export const auditLogRoutes = (app: FastifyInstance, ctx: ServiceContext) => {
  defineRoute(app, ctx, 'getAuditLog', ({ query }) => listAuditLog(ctx, query));
  defineRoute(app, ctx, 'exportAuditLog', async ({ query, reply }) => {
    const csv = await auditLogCsv(ctx, query);
    reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${activityCsvFileName}"`);
    return csv;
  });
  defineRoute(app, ctx, 'getAccountHistory', ({ params }) => accountHistory(ctx, params.id));
};
