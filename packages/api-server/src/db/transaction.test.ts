// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabases, type TestServer } from '../test/harness.ts';
import { isRetryableConflict, runTransaction } from './transaction.ts';

describe('isRetryableConflict', () => {
  it("is true for PostgreSQL's serialisation failure and deadlock, false for anything else", () => {
    expect(isRetryableConflict({ code: '40001' })).toBe(true);
    expect(isRetryableConflict({ code: '40P01' })).toBe(true);
    expect(isRetryableConflict({ code: '23505' })).toBe(false);
    expect(isRetryableConflict(new Error('40P01'))).toBe(false);
    expect(isRetryableConflict(null)).toBe(false);
  });
});

/** Resolves every caller's wait once `parties` callers are waiting. */
const barrier = (parties: number) => {
  let arrived = 0;
  let release: (() => void) | undefined;
  const everyone = new Promise<void>((resolve) => {
    release = resolve;
  });
  return async () => {
    arrived += 1;
    if (arrived === parties) release?.();
    await everyone;
  };
};

const postgres = testDatabases.filter((database) => database.name === 'postgres');

describe.each(postgres)('runTransaction on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
    const resetAt = new Date(Date.now() + 3_600_000).toISOString();
    await server.ctx.db.insertInto('rate_limits').values([
      { key: 'left', count: 0, reset_at: resetAt },
      { key: 'right', count: 0, reset_at: resetAt },
    ]).execute();
  });
  afterAll(() => server.close());

  it('runs a transaction again when PostgreSQL breaks a deadlock by aborting it, so both sides finish', async () => {
    const db = server.ctx.db;
    let attempts = 0;
    // Both transactions hold their first row before either asks for the other's: a deadlock for sure.
    const meet = barrier(2);
    const bump = (first: string, second: string) =>
      runTransaction(db, async (trx) => {
        attempts += 1;
        await trx.updateTable('rate_limits').set((eb) => ({ count: eb('count', '+', 1) })).where('key', '=', first).execute();
        await meet();
        await trx.updateTable('rate_limits').set((eb) => ({ count: eb('count', '+', 1) })).where('key', '=', second).execute();
        return first;
      });
    const results = await Promise.allSettled([bump('left', 'right'), bump('right', 'left')]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
    // One side was aborted and ran again.
    expect(attempts).toBe(3);
    const counts = await db.selectFrom('rate_limits').select(['key', 'count']).where('key', 'in', ['left', 'right']).orderBy('key').execute();
    expect(counts).toEqual([
      { key: 'left', count: 2 },
      { key: 'right', count: 2 },
    ]);
  });

  it('gives up on an error that is not a conflict at once', async () => {
    let attempts = 0;
    await expect(
      runTransaction(server.ctx.db, async () => {
        attempts += 1;
        throw Object.assign(new Error('duplicate'), { code: '23505' });
      }),
    ).rejects.toThrow('duplicate');
    expect(attempts).toBe(1);
  });
});
