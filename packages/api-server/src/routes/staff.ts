import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../http/route.ts';
import type { ServiceContext } from '../services/context.ts';
import { acceptInvitation, inviteStaff, lookupInvitation, revokeInvitation } from '../services/invitations.ts';
import { changeStaffRole, deactivateStaff, listStaff, reactivateStaff } from '../services/staff.ts';
import { clientOf } from './auth.ts';

/**
 * Issue 17: staff members, their roles and invitations. The `staff` permission and a recent factor are
 * checked by defineRoute from each row; the invitation link's two calls are public.
 */
export const staffRoutes = (app: FastifyInstance, ctx: ServiceContext) => {
  defineRoute(app, ctx, 'listStaff', () => listStaff(ctx));
  defineRoute(app, ctx, 'inviteStaff', ({ actor, body }) => inviteStaff(ctx, actor, body));
  defineRoute(app, ctx, 'revokeInvitation', ({ actor, params }) => revokeInvitation(ctx, actor, params.id));
  defineRoute(app, ctx, 'changeStaffRole', ({ actor, params, body }) => changeStaffRole(ctx, actor, params.id, body.staffRole));
  defineRoute(app, ctx, 'deactivateStaff', ({ actor, params }) => deactivateStaff(ctx, actor, params.id));
  defineRoute(app, ctx, 'reactivateStaff', ({ actor, params }) => reactivateStaff(ctx, actor, params.id));
  defineRoute(app, ctx, 'lookupInvitation', ({ body, request }) => lookupInvitation(ctx, body.token, clientOf(request)));
  defineRoute(app, ctx, 'acceptInvitation', ({ body, request }) => acceptInvitation(ctx, body, clientOf(request)));
};
