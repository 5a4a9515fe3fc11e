import { buildApp } from './app.ts';
import { ConfigError, describeConfig, loadConfig } from './config.ts';
import { connect } from './db/connection.ts';
import { generatedPasswordNotice, prepareDatabase } from './db/prepare.ts';
import { pruneExpired } from './services/auth.ts';
import { noMailServerNotice } from './services/outbox.ts';

/** Dead sessions and ended rate-limit windows are swept this often. */
const pruneIntervalMs = 10 * 60 * 1000;

const main = async () => {
  const config = loadConfig();
  const db = connect({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const prepared = await prepareDatabase(db, config);
  const notice = generatedPasswordNotice(prepared.admin);
  if (notice) console.log(notice);

  const app = await buildApp({ config, db });
  app.log.info(
    { config: describeConfig(config), migrations: prepared.migrations, demo: prepared.demo, adminCreated: prepared.admin.created },
    'database ready',
  );

  const prune = setInterval(() => {
    pruneExpired(app.services).catch((error: unknown) => app.log.warn({ err: error }, 'pruning expired sessions failed'));
  }, pruneIntervalMs);
  prune.unref();

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) {
      // A second signal means "now": skip the graceful wait.
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down');
    clearInterval(prune);
    app
      .close()
      .then(() => db.destroy())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        console.error('Shutdown failed:', error);
        process.exit(1);
      });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  const address = await app.listen({ port: config.port, host: config.host });
  app.outbox.start();
  console.log(`Chairside is serving on ${address}`);
  if (!config.mail.smtp) console.log(noMailServerNotice);
};

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
});
