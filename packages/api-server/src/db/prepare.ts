import type { Config } from '../config.ts';
import type { Db } from './connection.ts';
import { ensureDemoAssets, missingDemoAssets } from './demo-assets.ts';
import { migrateToLatest } from './migrations.ts';
import { isDemoUrlReferenced } from './queries/file-references.ts';
import { countAccounts, defaultDemoCounts, seedAdmin, seedCategories, seedDemo, type AdminSeedResult } from './seed.ts';

export interface PrepareResult {
  migrations: string[];
  categoriesAdded: number;
  admin: AdminSeedResult;
  demo: Awaited<ReturnType<typeof seedDemo>> | null;
}

/**
 * What start-up does before serving: migrate, add missing categories, create the administrator when
 * there is none and, on an embedded database that had no accounts at all, seed demo data (unless
 * SEED_DEMO=0). A shared PostgreSQL never gets demo data on its own.
 */
export const prepareDatabase = async (db: Db, config: Config, now = new Date()): Promise<PrepareResult> => {
  const results = await migrateToLatest(db.kysely, db.dialect);
  const wasEmpty = (await countAccounts(db.kysely)) === 0;
  const categoriesAdded = await seedCategories(db.kysely, now);
  const admin = await seedAdmin(db.kysely, {
    email: config.adminEmail,
    password: config.adminPassword,
    argon2: config.argon2,
    now,
  });
  const demo =
    wasEmpty && config.seedDemo && !config.databaseUrl ? await seedDemo(db.kysely, defaultDemoCounts, now) : null;
  // Only the missing files rows still refer to: writing every fixture file would bring purged accounts'
  // files back, and reading every row's URLs takes a minute at a million accounts. A start with the
  // files in place asks nothing.
  const wanted: string[] = [];
  for (const url of missingDemoAssets(config.dataDir)) if (await isDemoUrlReferenced(db.kysely, url)) wanted.push(url);
  ensureDemoAssets(config.dataDir, wanted);
  return {
    migrations: (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName),
    categoriesAdded,
    admin,
    demo,
  };
};

/** The one-time notice for a generated administrator password. */
export const generatedPasswordNotice = (admin: AdminSeedResult) =>
  admin.generatedPassword
    ? [
        '',
        '  An administrator account was created with a generated password (shown only this once):',
        `    email:    ${admin.email}`,
        `    password: ${admin.generatedPassword}`,
        '  Change it after signing in, or set ADMIN_PASSWORD before the first start.',
        '',
      ].join('\n')
    : undefined;
