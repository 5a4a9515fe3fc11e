import type { Executor } from './accounts.ts';

/** The current data version (see migration 0003): it changes whenever a list or the dashboard may. */
export const readDataVersion = async (db: Executor): Promise<number> => {
  const row = await db.selectFrom('data_version').select('version').where('id', '=', 1).executeTakeFirstOrThrow();
  return Number(row.version);
};
