import { serverMessages, type AdminProfile, type ProfileUpdate } from '@chairside/api-contract';
import { findAccountByEmail, findAccountById, updateProfileFields } from '../db/queries/accounts.ts';
import type { AccountRow } from '../db/schema.ts';
import { iso } from '../db/time.ts';
import { runTransaction } from '../db/transaction.ts';
import { recordAudit } from './audit.ts';
import type { Actor, ServiceContext } from './context.ts';
import { isUniqueViolation, ServiceError } from './errors.ts';

/*
 * The administrator's own profile (GET and PUT /api/admin/profile): the member accounts the back-office
 * moderates are in accounts.ts.
 */

const toAdminProfile = (account: AccountRow): AdminProfile => ({
  id: account.id,
  fullName: account.full_name,
  email: account.email,
  role: 'admin',
  address: account.address,
  imageUrl: account.image_url,
  createdAt: account.created_at,
  updatedAt: account.updated_at,
});

export const getAdminProfile = async (ctx: ServiceContext, actor: Actor): Promise<AdminProfile> => {
  const account = await findAccountById(ctx.db, actor.id);
  if (!account) throw new ServiceError('unauthenticated', serverMessages.unauthenticated);
  return toAdminProfile(account);
};

const emailTaken = () => new ServiceError('conflict', 'That email address is already used by another account.');

export const updateAdminProfile = async (ctx: ServiceContext, actor: Actor, input: ProfileUpdate): Promise<AdminProfile> => {
  const current = await findAccountById(ctx.db, actor.id);
  if (!current) throw new ServiceError('unauthenticated', serverMessages.unauthenticated);
  const email = input.email.toLowerCase();
  if (email !== current.email) {
    const other = await findAccountByEmail(ctx.db, email);
    if (other && other.id !== current.id) throw emailTaken();
  }
  const next = {
    full_name: input.fullName,
    email,
    address: input.address === undefined ? current.address : input.address || null,
    image_url: input.imageUrl === undefined ? current.image_url : input.imageUrl || null,
  };
  const wireNames = { full_name: 'fullName', email: 'email', address: 'address', image_url: 'imageUrl' } as const;
  const changed = (Object.keys(next) as (keyof typeof next)[]).filter((key) => next[key] !== current[key]).map((key) => wireNames[key]);
  const now = ctx.now();
  try {
    await runTransaction(ctx.db, async (trx) => {
      await updateProfileFields(trx, actor.id, next, iso(now));
      await recordAudit(trx, now, {
        action: 'profile.update',
        actor,
        target: { id: current.id, fullName: next.full_name, role: current.role },
        detail: changed.length > 0 ? `Changed ${changed.join(', ')}.` : 'No changes.',
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  return toAdminProfile({ ...current, ...next, updated_at: iso(now) });
};
