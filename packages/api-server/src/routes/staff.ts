import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../services/context.ts';

/** Issue 17: staff members, their roles and invitations. */
export const staffRoutes = (_app: FastifyInstance, _ctx: ServiceContext) => {};
