import { bulkMessages, can, type Permission } from '@chairside/api-contract';
import type { Transaction } from 'kysely';
import { lockStaffStanding } from '../db/queries/staff-standing.ts';
import type { Database } from '../db/schema.ts';
import { isStaffRole } from './auth.ts';
import type { Actor, ServiceContext } from './context.ts';
import { ServiceError } from './errors.ts';

/**
 * A request that runs for a while (a bulk action, an undo of many entries) checks its actor again in
 * the transaction of every account, since the session check at its start is no promise for the rest:
 * once the actor is deactivated or their role no longer allows the action, this account and every one
 * after it are left alone.
 */
export class StandingLost extends ServiceError {
  override name = 'StandingLost';
}

/** Throws StandingLost unless the actor is still an active staff member whose role allows every permission. */
export const requireStanding = async (trx: Transaction<Database>, ctx: ServiceContext, actor: Actor, permissions: readonly Permission[]) => {
  const standing = await lockStaffStanding(trx, actor.id, ctx.dialect);
  if (!standing || standing.deactivated_at !== null) throw new StandingLost('forbidden', bulkMessages.deactivated);
  const staffRole = isStaffRole(standing.staff_role) ? standing.staff_role : undefined;
  if (!permissions.every((permission) => can(staffRole, permission))) throw new StandingLost('forbidden', bulkMessages.roleChanged);
};
