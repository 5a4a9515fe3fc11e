import { buildOpenApiDocument } from '@chairside/api-contract';
import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../db/queries/health.ts';
import { defineRoute } from '../http/route.ts';
import type { ServiceContext } from '../services/context.ts';
import { ServiceError } from '../services/errors.ts';

export const systemRoutes = (app: FastifyInstance, ctx: ServiceContext) => {
  defineRoute(app, ctx, 'health', async ({ reply }) => {
    reply.header('cache-control', 'no-store');
    try {
      await pingDatabase(ctx.db);
    } catch (error) {
      reply.log.error({ err: error }, 'health check: the database does not answer');
      throw new ServiceError('unavailable', 'The database does not answer.');
    }
    return { status: 'ok' as const, database: ctx.dialect };
  });
  // Built once: the document only changes when the contract does, which means a new deployment.
  const document = buildOpenApiDocument();
  defineRoute(app, ctx, 'getOpenApiDocument', async () => document);
};
