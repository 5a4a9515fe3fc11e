import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../services/context.ts';

/** Issue 17: the second steps of signing in, second factors, passkeys, re-authentication and sessions. */
export const securityRoutes = (_app: FastifyInstance, _ctx: ServiceContext) => {};
