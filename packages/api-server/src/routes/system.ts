import { buildOpenApiDocument } from '@chairside/api-contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { pendingMigrations } from '../db/migrations.ts';
import { pingDatabase } from '../db/queries/health.ts';
import { defineRoute } from '../http/route.ts';
import type { ServiceContext } from '../services/context.ts';
import { ServiceError } from '../services/errors.ts';

/** Runs one step of a check; a failure is logged with its cause and answered 503 with `message`. */
const checkStep = async <T>(reply: FastifyReply, step: () => Promise<T>, message: string): Promise<T> => {
  try {
    return await step();
  } catch (error) {
    reply.log.error({ err: error }, `${reply.request.routeOptions.url ?? reply.request.url} check failed: ${message}`);
    throw new ServiceError('unavailable', message);
  }
};

const noAnswer = 'The database does not answer.';

export const systemRoutes = (app: FastifyInstance, ctx: ServiceContext) => {
  // Liveness: the process is up and reaches its database.
  defineRoute(app, ctx, 'health', async ({ reply }) => {
    reply.header('cache-control', 'no-store');
    await checkStep(reply, () => pingDatabase(ctx.db), noAnswer);
    return { status: 'ok' as const, database: ctx.dialect };
  });
  // Readiness, what a load balancer asks before sending traffic: also a schema this code can work on.
  // A draining server answers 503 before this handler runs (http/draining.ts).
  defineRoute(app, ctx, 'ready', async ({ reply }) => {
    reply.header('cache-control', 'no-store');
    await checkStep(reply, () => pingDatabase(ctx.db), noAnswer);
    const pending = await checkStep(
      reply,
      () => pendingMigrations(ctx.db, ctx.dialect),
      'The database has no record of its migrations: run `npm run cli -- migrate`.',
    );
    if (pending.length > 0) {
      throw new ServiceError(
        'unavailable',
        `The database lacks ${pending.length === 1 ? 'a migration' : `${pending.length} migrations`} of this server (${pending.join(', ')}): run \`npm run cli -- migrate\`.`,
      );
    }
    return { status: 'ready' as const, database: ctx.dialect, migrations: 'current' as const };
  });
  // Built once: the document only changes when the contract does, which means a new deployment.
  const document = buildOpenApiDocument();
  defineRoute(app, ctx, 'getOpenApiDocument', async () => document);
};
