import type { Kysely } from 'kysely';
import { findAccountByEmail, insertAccount, setPasswordHash } from '../../packages/api-server/src/db/queries/accounts.ts';
import type { Database } from '../../packages/api-server/src/db/schema.ts';
import { hashPassword } from '../../packages/api-server/src/services/passwords.ts';

/**
 * The bench's own administrator, added or given the bench's password again, so a part never depends
 * on the database's administrator password. argon2 at its lowest cost: the bench signs in once.
 */
export const ensureBenchAdmin = async (db: Kysely<Database>, account: { email: string; password: string; fullName: string }) => {
  const passwordHash = await hashPassword(account.password, { memoryCost: 256, timeCost: 1, parallelism: 1 });
  const now = new Date().toISOString();
  const existing = await findAccountByEmail(db, account.email);
  if (existing) await setPasswordHash(db, existing.id, passwordHash, now);
  else await insertAccount(db, { role: 'admin', fullName: account.fullName, email: account.email, passwordHash, now });
};
