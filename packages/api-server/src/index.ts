/*
 * @chairside/api-server as a library: build the app (tests, embedding) and prepare its database the
 * way start-up does. The runnable entry points are src/server.ts and src/cli.ts.
 */
export { buildApp, defaultBodyLimit, type AppOptions } from './app.ts';
export { loadConfig, describeConfig, ConfigError, owaspArgon2Cost, type Config } from './config.ts';
export { connect, type Db, type DialectName } from './db/connection.ts';
export { migrateToLatest } from './db/migrations.ts';
export { prepareDatabase, generatedPasswordNotice } from './db/prepare.ts';
export { seedAdmin, seedCategories, seedDemo, defaultDemoCounts, type DemoCounts } from './db/seed.ts';
