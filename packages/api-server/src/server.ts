import { buildApp } from './app.ts';
import { ConfigError, describeConfig, loadConfig } from './config.ts';
import { connect } from './db/connection.ts';
import { generatedPasswordNotice, prepareDatabase } from './db/prepare.ts';
import { listenForMetrics, type MetricsListener } from './http/metrics.ts';
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

  let metricsListener: MetricsListener | undefined;
  let closing = false;
  /**
   * Stops taking connections, lets the requests in flight finish (new ones on open connections get a
   * 503, see http/draining.ts), stops the outbox and the sweeps, then closes the database. Requests
   * still running after SHUTDOWN_TIMEOUT_SECONDS have their connections cut; should even that not end
   * it (a query that never returns), the process exits a second later all the same.
   */
  const shutdown = (signal: string) => {
    if (closing) {
      // A second signal means "now": skip the graceful wait.
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down');
    clearInterval(prune);
    const deadline = setTimeout(() => {
      app.log.warn({ seconds: config.shutdownTimeoutSeconds }, 'shutting down: cutting the connections of requests still running');
      app.server.closeAllConnections();
      setTimeout(() => {
        console.error('Shutdown did not finish in time; exiting anyway.');
        process.exit(1);
      }, 1000).unref();
    }, config.shutdownTimeoutSeconds * 1000);
    deadline.unref();
    Promise.all([app.close(), metricsListener?.close()])
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
  if (app.metrics && config.metrics.port !== undefined) {
    metricsListener = await listenForMetrics(app.metrics, config.metrics.port, app.log);
    console.log(`Metrics are served on ${metricsListener.url}`);
  }
  console.log(`Chairside is serving on ${address}`);
  if (!config.mail.smtp) console.log(noMailServerNotice);
};

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
});
