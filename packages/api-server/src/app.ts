import zlib from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';
import { connect, type Db } from './db/connection.ts';
import { readDataVersion } from './db/queries/data-version.ts';
import { countQueuedMessages } from './db/queries/outbox.ts';
import { installApiCaching } from './http/caching.ts';
import { answerClientError, createHttpServer, trustProxyOption } from './http/connection.ts';
import { installDraining } from './http/draining.ts';
import { installErrorHandler } from './http/errors.ts';
import { Metrics, metricsRoute } from './http/metrics.ts';
import { bareErrorHeaders, installSecurityHeaders } from './http/security.ts';
import { VersionedAnswers } from './http/versioned-answers.ts';
import { auditLogRoutes } from './routes/audit-log.ts';
import { authRoutes } from './routes/auth.ts';
import { securityRoutes } from './routes/security.ts';
import { staffRoutes } from './routes/staff.ts';
import { dashboardRoutes } from './routes/dashboard.ts';
import { feedbackRoutes } from './routes/feedback.ts';
import { policyRoutes } from './routes/policies.ts';
import { privateSuiteRoutes } from './routes/private-suites.ts';
import { professionalRoutes } from './routes/professionals.ts';
import { recoveryRoutes } from './routes/recovery.ts';
import { profileRoutes } from './routes/profile.ts';
import { salonRoutes } from './routes/salons.ts';
import { staticRoutes } from './routes/static.ts';
import { systemRoutes } from './routes/system.ts';
import { userRoutes } from './routes/users.ts';
import type { ServiceContext } from './services/context.ts';
import { startPurgeSweep } from './services/purge.ts';
import { defaultSweepIntervalMs, startSuspensionSweep } from './services/suspensions.ts';
import { OutboxWorker } from './services/outbox.ts';

export interface AppOptions {
  config: Config;
  /** An open database; without one the app connects from `config` and closes it on `app.close()`. */
  db?: Db;
  /** The clock; tests move it to expire sessions and rate-limit windows. */
  now?: () => Date;
  /** Fastify's logger setting; defaults to structured JSON at `config.logLevel`. */
  logger?: FastifyServerOptions['logger'];
  /** Where the default logger writes; stdout unless given (tests read the log from here). */
  logStream?: NodeJS.WritableStream;
  /** How often ended timed suspensions are lifted (ms); 60 s unless given, 0 for never. */
  suspensionSweepMs?: number;
  /** How often deleted accounts past their retention are purged (ms); PURGE_SWEEP_SECONDS unless given, 0 for never. */
  purgeSweepMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The services' context, for the server's housekeeping and for tests. */
    services: ServiceContext;
    /** Delivers the outbox's notices once started; server start-up starts it, `close()` stops it. */
    outbox: OutboxWorker;
    /** What /metrics reports; undefined unless METRICS_TOKEN or METRICS_PORT is set. */
    metrics: Metrics | undefined;
  }
}

/** Bodies other than policy and terms are small: a login, a profile, a support request. */
export const defaultBodyLimit = 64 * 1024;

/** Never logged, wherever they appear. */
const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.token',
];

/**
 * The whole HTTP application, ready for `listen()` or for tests through `app.inject()`. It does not
 * migrate or seed: that is the job of server start-up and the CLI.
 */
export const buildApp = async (options: AppOptions): Promise<FastifyInstance> => {
  const { config } = options;
  const db = options.db ?? connect({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const ctx: ServiceContext = {
    db: db.kysely,
    dialect: db.dialect,
    config,
    now: options.now ?? (() => new Date()),
    outbox: { wake: () => undefined },
  };

  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: { paths: redactedPaths, censor: '[redacted]' },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: defaultBodyLimit,
    trustProxy: trustProxyOption(config.trustProxy),
    serverFactory: (handler) => createHttpServer(config, handler),
    // Fastify's own copy of the whole-request limit (it also sets it on the server it builds).
    requestTimeout: config.timeouts.requestSeconds * 1000,
    keepAliveTimeout: config.timeouts.keepAliveSeconds * 1000,
    clientErrorHandler: answerClientError,
    // Requests arriving while the app closes are answered by installDraining, in the project's shape.
    return503OnClosing: false,
    // Malformed percent-encoding in a URL is the caller's mistake: a 400 with a message, like any input.
    frameworkErrors: (error, _request, rawReply) => {
      const reply = rawReply as unknown as FastifyReply;
      // Helmet's hook has not run for a URL that could not be parsed: its headers are set here.
      void reply
        .code(400)
        .headers(bareErrorHeaders)
        .type('application/json; charset=utf-8')
        .send({ message: error.code === 'FST_ERR_BAD_URL' ? 'The URL is not valid.' : error.message });
    },
  });
  app.decorate('services', ctx);
  installDraining(app);
  const metrics =
    config.metrics.token !== undefined || config.metrics.port !== undefined
      ? new Metrics({ outboxQueueLength: () => countQueuedMessages(db.kysely), log: app.log })
      : undefined;
  app.decorate('metrics', metrics);
  ctx.metrics = metrics;
  const outbox = new OutboxWorker(ctx, app.log);
  ctx.outbox = outbox;
  app.decorate('outbox', outbox);
  // preClose runs before any onClose hook, so the message in hand is finished while the database is open.
  app.addHook('preClose', () => outbox.stop());
  app.decorate('versionedAnswers', new VersionedAnswers(() => readDataVersion(db.kysely), { counter: metrics?.answerCache }));
  app.decorateRequest('actor', null);
  if (!options.db) app.addHook('onClose', () => db.destroy());
  // Timed suspensions lift themselves whether or not anyone reads a list, and deleted accounts are
  // purged when their time is up: every server sweeps from ready to close (reads lift suspensions too,
  // and each lift or purge is done and logged once however many servers race).
  const sweeps = [
    {
      ms: options.suspensionSweepMs ?? (config.suspensionSweepSeconds ?? defaultSweepIntervalMs / 1000) * 1000,
      start: startSuspensionSweep,
      failure: 'lifting ended suspensions failed',
    },
    { ms: options.purgeSweepMs ?? config.purgeSweepSeconds * 1000, start: startPurgeSweep, failure: 'purging deleted accounts failed' },
  ];
  for (const sweep of sweeps) {
    if (sweep.ms <= 0) continue;
    let stop: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      stop = sweep.start(ctx, sweep.ms, (error) => app.log.warn({ err: error }, sweep.failure));
    });
    app.addHook('preClose', async () => stop?.());
  }

  // JSON is the only body this API reads. An empty body with a JSON content type counts as no body:
  // the app sends its suspend calls that way (SPEC.md section 7).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.length === 0) {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });

  installErrorHandler(app);
  await installSecurityHeaders(app);
  metrics?.observe(app, db);
  // Registered before compression so the ETag is computed over (and a 304 replaces) the plain JSON.
  installApiCaching(app);
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip', 'deflate'],
    // Brotli's default quality (11) costs tens of milliseconds on a large list; 4 compresses nearly as well.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  authRoutes(app, ctx);
  securityRoutes(app, ctx);
  staffRoutes(app, ctx);
  dashboardRoutes(app, ctx);
  profileRoutes(app, ctx);
  professionalRoutes(app, ctx);
  salonRoutes(app, ctx);
  privateSuiteRoutes(app, ctx);
  userRoutes(app, ctx);
  recoveryRoutes(app, ctx);
  policyRoutes(app, ctx);
  feedbackRoutes(app, ctx);
  auditLogRoutes(app, ctx);
  systemRoutes(app, ctx);
  metricsRoute(app, metrics, config.metrics.token);

  const notFound = await staticRoutes(app, {
    staticDir: config.staticDir,
    dataDir: config.dataDir,
    serveSourceMaps: config.serveSourceMaps,
  });
  app.setNotFoundHandler(notFound);
  return app;
};
