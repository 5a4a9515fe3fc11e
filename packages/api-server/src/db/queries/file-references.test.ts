// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabases, type TestServer } from '../../test/harness.ts';
import { isDemoUrlReferenced } from './file-references.ts';

describe.each(testDatabases)('whether a demo file is still referred to, on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(() => server.close());

  /** Members with no files but these portfolios, written in one statement per table. */
  const membersWithPortfolios = async (portfolios: string[]) => {
    const now = new Date().toISOString();
    const accounts = await server.ctx.db
      .insertInto('accounts')
      .values(
        portfolios.map((_, index) => ({
          role: 'professional' as const,
          full_name: `Portfolio ${index}`,
          email: `portfolio-${Date.now()}-${index}@chairside.test`,
          password_hash: null,
          is_suspended: 0,
          address: null,
          image_url: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .returning('id')
      .execute();
    await server.ctx.db
      .insertInto('user_information')
      .values(accounts.map(({ id }, index) => ({ account_id: id, portfolio: portfolios[index]!, profile_image_url: null, cv_url: null, created_at: now, updated_at: now })))
      .execute();
  };

  it('reads past a page of portfolios that only look like it, and finds the one that has it', async () => {
    const url = '/demo/portfolio-7.jpg';
    // Each contains the URL's text without referring to it: another host's file, a longer name.
    await membersWithPortfolios(
      Array.from({ length: 700 }, (_, index) => (index % 2 === 0 ? `https://elsewhere.example${url}` : `${url}x`)),
    );
    expect(await isDemoUrlReferenced(server.ctx.db, url)).toBe(false);
    await membersWithPortfolios([`/demo/portfolio-1.jpg, ${url}`]);
    expect(await isDemoUrlReferenced(server.ctx.db, url)).toBe(true);
  });

  it('takes a photo or a CV equal to the URL at once', async () => {
    expect(await isDemoUrlReferenced(server.ctx.db, '/demo/avatar-77.svg')).toBe(false);
    const now = new Date().toISOString();
    const { id } = await server.ctx.db
      .insertInto('accounts')
      .values({ role: 'salon', full_name: 'Photo', email: 'photo-77@chairside.test', password_hash: null, is_suspended: 0, address: null, image_url: null, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await server.ctx.db
      .insertInto('user_information')
      .values({ account_id: id, portfolio: null, profile_image_url: '/demo/avatar-77.svg', cv_url: null, created_at: now, updated_at: now })
      .execute();
    expect(await isDemoUrlReferenced(server.ctx.db, '/demo/avatar-77.svg')).toBe(true);
  });
});
