import path from 'node:path';
import { CommandError, required, text, withDatabase, type Command } from './cli-parts.ts';
import { describeConfig } from './config.ts';
import { BackupError, backupPostgres, backupSqlite, restorePostgres, restoreSqlite } from './db/backup.ts';

/** A refusal of db/backup.ts is the command's: printed alone, exit code 1. */
const refusalsPrinted = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    throw error instanceof BackupError ? new CommandError(error.message) : error;
  }
};

/** `backup` and `restore`, on the database the settings point at (db/backup.ts does the work). */
export const backupCommands: Record<string, Command> = {
  backup: {
    options: { to: { type: 'string' } },
    run: async (config, options) => {
      const target = path.resolve(required(text(options, 'to'), 'to'));
      const bytes = await refusalsPrinted(() =>
        config.databaseUrl ? backupPostgres(config.databaseUrl, target) : backupSqlite(config.dataDir, target),
      );
      console.log(`Backed up ${describeConfig(config).database} to ${target} (${bytes} bytes).`);
    },
  },
  restore: {
    options: { from: { type: 'string' } },
    run: async (config, options) => {
      const from = path.resolve(required(text(options, 'from'), 'from'));
      const { databaseUrl } = config;
      await refusalsPrinted(async () => {
        if (databaseUrl) await withDatabase(config, (db) => restorePostgres(db.kysely, databaseUrl, from));
        else restoreSqlite(config.dataDir, from);
      });
      console.log(`Restored ${from} into ${describeConfig(config).database}. The next start (or \`migrate\`) brings its schema up to date.`);
    },
  },
};
