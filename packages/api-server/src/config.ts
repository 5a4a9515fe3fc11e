import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultRetentionDays } from '@chairside/api-contract';
import { mailSettings, type MailConfig } from './config-mail.ts';
import { moderationSettings, type ModerationConfig } from './config-moderation.ts';
import { ConfigError, flag, integer, type Env } from './config-values.ts';

export { ConfigError } from './config-values.ts';
export { parseSmtpUrl, type MailConfig, type SmtpSettings } from './config-mail.ts';

/** The package's own folder, so relative defaults do not depend on the directory `npm` starts in. */
export const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** argon2id cost. Production keeps OWASP's minimum for argon2id; tests may lower it to stay fast. */
export interface Argon2Cost {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** OWASP Password Storage Cheat Sheet: argon2id, 19 MiB, 2 iterations, 1 lane. */
export const owaspArgon2Cost: Argon2Cost = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** A fixed-window limit: at most `max` events per `windowSeconds`. */
export interface RateLimit {
  max: number;
  windowSeconds: number;
}

export interface Config {
  port: number;
  host: string;
  /** Where the embedded SQLite database and generated demo files live. */
  dataDir: string;
  /** A postgres:// URL selects PostgreSQL; absent means SQLite in `dataDir`. */
  databaseUrl: string | undefined;
  adminEmail: string;
  /** Absent means the seed generates one and prints it once. */
  adminPassword: string | undefined;
  sessionTtlHours: number;
  sessionIdleMinutes: number;
  /** The built admin app; served only when the folder exists. */
  staticDir: string;
  logLevel: string;
  /** Seed demo data into an empty embedded database on start. */
  seedDemo: boolean;
  /**
   * Which proxies in front of the server to believe about the client's address: false (none, the
   * socket's address is the client), a number of proxy hops (the address the outermost of them saw:
   * that many entries from the right of X-Forwarded-For), or the proxies' own addresses and CIDR ranges.
   * Never "all": the left-most X-Forwarded-For entry is whatever the client chose to write there.
   */
  trustProxy: false | number | string[];
  argon2: Argon2Cost;
  /** Failed logins per account and address. */
  loginRateLimit: RateLimit;
  /** Failed logins per address over all accounts, so one address cannot walk through many accounts. */
  loginAddressRateLimit: RateLimit;
  /** Failed logins per account over all addresses, so guessing from many addresses is slowed too. */
  loginAccountRateLimit: RateLimit;
  /** Connection time-outs (seconds): the whole request, its headers, and an idle kept-alive connection. */
  timeouts: { requestSeconds: number; headersSeconds: number; keepAliveSeconds: number };
  /** Serve the admin app's source maps (*.map); off unless asked for, since they hold its whole source. */
  serveSourceMaps: boolean;
  /** Public support requests per address. */
  supportRateLimit: RateLimit;
  /**
   * Parse every answer with the contract's schema before sending it. A safety net that turns drift
   * from the contract into a loud 500; it costs tens of milliseconds on a 10,000-row list, so it is
   * off by default when NODE_ENV is production.
   */
  validateResponses: boolean;
  /** Where notices to account holders go; without it they stay in the outbox as 'unconfigured'. */
  mail: MailConfig;
  /** How often the server lifts timed suspensions that have ended (SUSPENSION_SWEEP_SECONDS, default 60). */
  suspensionSweepSeconds: number;
  /** How many days a deleted account can be restored before the purge removes it for good (RETENTION_DAYS). */
  retentionDays: number;
  /** How often the server purges deleted accounts kept longer than that (PURGE_SWEEP_SECONDS, default 3600). */
  purgeSweepSeconds: number;
  /** REQUIRE_MFA: every staff member must have a second factor; one without is walked through enrolment at sign-in. */
  requireMfa: boolean;
  /**
   * Who the app is to browsers, for passkeys and links: ORIGIN (scheme, host and port the staff open,
   * default http://localhost:PORT, or the HOST when it names one) and RP_ID (the WebAuthn relying party
   * id: the origin's host name or a parent domain of it, default the origin's host name).
   */
  web: { origin: string; rpId: string; rpName: string };
  /**
   * Prometheus metrics at /metrics: on the main port to a caller sending `Authorization: Bearer` and
   * METRICS_TOKEN, and on a listener of their own bound to 127.0.0.1 when METRICS_PORT is set. With
   * neither, nothing is measured.
   */
  metrics: { token: string | undefined; port: number | undefined };
  /** How long requests in flight at SIGTERM may run before their connections are cut (SHUTDOWN_TIMEOUT_SECONDS). */
  shutdownTimeoutSeconds: number;
  /** How many rows of a whole list (SPEC.md's plain arrays) are read and written at a time (LIST_BATCH_ROWS). */
  listBatchRows: number;
  /** The undo window and the notices' rate limit (UNDO_WINDOW_SECONDS, NOTICE_RATE_LIMIT). */
  moderation: ModerationConfig;
}

/** An IPv4 or IPv6 address with an optional prefix length, or one of proxy-addr's named ranges. */
const proxyPattern = /^(?:loopback|linklocal|uniquelocal|[0-9a-f:.]+(?:\/\d{1,3})?)$/i;

/**
 * TRUST_PROXY: 0/false (default), 1/true or a hop count, or a comma-separated list of the proxies'
 * addresses and ranges (`10.0.0.0/8,127.0.0.1`).
 */
const trustProxySetting = (env: Env): Config['trustProxy'] => {
  const raw = env.TRUST_PROXY?.trim().toLowerCase();
  if (raw === undefined || raw === '' || ['0', 'false', 'no', 'off'].includes(raw)) return false;
  if (['true', 'yes', 'on'].includes(raw)) return 1;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops > 10) throw new ConfigError(`TRUST_PROXY must be at most 10 proxy hops, got ${hops}.`);
    return hops;
  }
  const proxies = raw.split(',').map((entry) => entry.trim()).filter(Boolean);
  if (proxies.length === 0 || !proxies.every((entry) => proxyPattern.test(entry))) {
    throw new ConfigError(
      `TRUST_PROXY must be 0, a number of proxy hops, or a comma-separated list of proxy addresses or ranges, got "${env.TRUST_PROXY}".`,
    );
  }
  return proxies;
};

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/**
 * METRICS_TOKEN and METRICS_PORT. The token is compared with what a caller sends, so it must be long
 * enough not to be guessed and fit in a bearer header; it is never part of a message or the log.
 */
const metricsSettings = (env: Env, port: number): Config['metrics'] => {
  const token = env.METRICS_TOKEN?.trim() || undefined;
  if (token !== undefined && !/^[\x21-\x7e]{16,}$/.test(token)) {
    throw new ConfigError('METRICS_TOKEN must be at least 16 characters without spaces, such as the output of `openssl rand -hex 32`.');
  }
  const metricsPort = env.METRICS_PORT?.trim() ? integer(env, 'METRICS_PORT', 0, 0, 65_535) : undefined;
  if (metricsPort !== undefined && metricsPort !== 0 && metricsPort === port) {
    throw new ConfigError(`METRICS_PORT must differ from PORT (${port}): the metrics listener is a port of its own.`);
  }
  return { token, port: metricsPort };
};

/**
 * Reads the server's settings from the environment. Bad values fail at start with a message naming the
 * variable, rather than surfacing later as odd behaviour.
 */
export const loadConfig = (env: Env = process.env): Config => {
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must be a postgres:// or postgresql:// URL; leave it unset for SQLite.');
  }
  const logLevel = env.LOG_LEVEL?.trim() || 'info';
  if (!logLevels.includes(logLevel)) throw new ConfigError(`LOG_LEVEL must be one of ${logLevels.join(', ')}.`);
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if (adminPassword !== undefined && adminPassword.length < 8) {
    throw new ConfigError('ADMIN_PASSWORD must be at least 8 characters.');
  }
  const requestSeconds = integer(env, 'REQUEST_TIMEOUT_SECONDS', 30, 1, 3600);
  const headersSeconds = integer(env, 'HEADERS_TIMEOUT_SECONDS', 10, 1, 3600);
  // Node refuses a header time-out longer than the whole request's.
  if (headersSeconds > requestSeconds) {
    throw new ConfigError(`HEADERS_TIMEOUT_SECONDS (${headersSeconds}) must not be longer than REQUEST_TIMEOUT_SECONDS (${requestSeconds}).`);
  }
  const port = integer(env, 'PORT', 8080, 0, 65_535);
  const host = env.HOST?.trim() || '0.0.0.0';
  return {
    port,
    host,
    dataDir: path.resolve(env.DATA_DIR?.trim() || './.data'),
    databaseUrl,
    adminEmail: (env.ADMIN_EMAIL?.trim() || 'admin@chairside.test').toLowerCase(),
    adminPassword,
    sessionTtlHours: integer(env, 'SESSION_TTL_HOURS', 12, 1, 24 * 365),
    sessionIdleMinutes: integer(env, 'SESSION_IDLE_MINUTES', 30, 1, 60 * 24 * 365),
    staticDir: path.resolve(packageDir, env.STATIC_DIR?.trim() || '../admin-app/dist'),
    logLevel,
    seedDemo: flag(env, 'SEED_DEMO', true),
    trustProxy: trustProxySetting(env),
    argon2: owaspArgon2Cost,
    loginRateLimit: {
      max: integer(env, 'LOGIN_RATE_LIMIT', 5, 1, 1_000_000),
      windowSeconds: integer(env, 'LOGIN_RATE_WINDOW_SECONDS', 15 * 60, 1, 86_400),
    },
    loginAddressRateLimit: {
      max: integer(env, 'LOGIN_ADDRESS_RATE_LIMIT', 50, 1, 1_000_000),
      windowSeconds: integer(env, 'LOGIN_RATE_WINDOW_SECONDS', 15 * 60, 1, 86_400),
    },
    loginAccountRateLimit: {
      max: integer(env, 'LOGIN_ACCOUNT_RATE_LIMIT', 20, 1, 1_000_000),
      windowSeconds: integer(env, 'LOGIN_RATE_WINDOW_SECONDS', 15 * 60, 1, 86_400),
    },
    timeouts: {
      requestSeconds,
      headersSeconds,
      keepAliveSeconds: integer(env, 'KEEP_ALIVE_TIMEOUT_SECONDS', 10, 1, 3600),
    },
    serveSourceMaps: flag(env, 'SERVE_SOURCE_MAPS', false),
    supportRateLimit: {
      max: integer(env, 'SUPPORT_RATE_LIMIT', 5, 1, 1_000_000),
      windowSeconds: integer(env, 'SUPPORT_RATE_WINDOW_SECONDS', 60 * 60, 1, 86_400),
    },
    validateResponses: flag(env, 'VALIDATE_RESPONSES', env.NODE_ENV !== 'production'),
    mail: mailSettings(env),
    suspensionSweepSeconds: integer(env, 'SUSPENSION_SWEEP_SECONDS', 60, 1, 3600),
    // Ten years at most: longer is keeping personal data of deleted accounts without end.
    retentionDays: integer(env, 'RETENTION_DAYS', defaultRetentionDays, 1, 3650),
    purgeSweepSeconds: integer(env, 'PURGE_SWEEP_SECONDS', 3600, 1, 86_400),
    requireMfa: flag(env, 'REQUIRE_MFA', false),
    web: webIdentity(env, port, host),
    metrics: metricsSettings(env, port),
    shutdownTimeoutSeconds: integer(env, 'SHUTDOWN_TIMEOUT_SECONDS', 8, 1, 600),
    listBatchRows: integer(env, 'LIST_BATCH_ROWS', 2000, 1, 50_000),
    moderation: moderationSettings(env),
  };
};

/** Hosts a server listens on that name no one's browser: the staff reach it as localhost. */
const wildcardHosts = new Set(['0.0.0.0', '::', '[::]', '127.0.0.1', '::1', '[::1]']);

/**
 * ORIGIN and RP_ID, checked the way a browser will: WebAuthn refuses a relying party id that is not the
 * origin's host name or a parent domain of it, and an IP address as one, so a mismatch stops the server
 * at start rather than failing every passkey later.
 */
export const webIdentity = (env: Env, port: number, host: string): Config['web'] => {
  const defaultHost = wildcardHosts.has(host) ? 'localhost' : host;
  const rawOrigin = env.ORIGIN?.trim() || `http://${defaultHost}${port === 80 ? '' : `:${port}`}`;
  let parsed: URL;
  try {
    parsed = new URL(rawOrigin);
  } catch {
    throw new ConfigError(`ORIGIN must be a URL such as https://admin.example.com, got "${rawOrigin}".`);
  }
  if (!['http:', 'https:'].includes(parsed.protocol) || parsed.pathname !== '/' || parsed.search || parsed.hash) {
    throw new ConfigError(`ORIGIN must be a scheme, host and optional port only (https://admin.example.com), got "${rawOrigin}".`);
  }
  const hostname = parsed.hostname.toLowerCase();
  const rpId = (env.RP_ID?.trim() || hostname).toLowerCase();
  if (/^[\d.]+$/.test(rpId) || rpId.includes(':') || rpId.startsWith('[')) {
    throw new ConfigError(`RP_ID must be a domain name, not an IP address (got "${rpId}"); open the app by a host name such as localhost.`);
  }
  if (hostname !== rpId && !hostname.endsWith(`.${rpId}`)) {
    throw new ConfigError(`RP_ID "${rpId}" does not match ORIGIN ${parsed.origin}: it must be "${hostname}" or a parent domain of it.`);
  }
  if (parsed.protocol === 'http:' && hostname !== 'localhost' && !hostname.endsWith('.localhost')) {
    throw new ConfigError(`ORIGIN ${parsed.origin} must use https: browsers allow passkeys over http only on localhost.`);
  }
  return { origin: parsed.origin, rpId, rpName: 'Chairside back-office' };
};

/** What may be logged about the configuration: everything except secrets and credentials in URLs. */
export const describeConfig = (config: Config) => ({
  port: config.port,
  host: config.host,
  database: config.databaseUrl ? redactUrl(config.databaseUrl) : `sqlite:${path.join(config.dataDir, 'chairside.sqlite')}`,
  adminEmail: config.adminEmail,
  sessionTtlHours: config.sessionTtlHours,
  sessionIdleMinutes: config.sessionIdleMinutes,
  staticDir: config.staticDir,
  trustProxy: config.trustProxy,
  retentionDays: config.retentionDays,
  requireMfa: config.requireMfa,
  origin: config.web.origin,
  rpId: config.web.rpId,
  mail: config.mail.smtp ? { smtp: config.mail.smtp.display, from: config.mail.from } : 'not configured',
  metrics: { mainPort: config.metrics.token ? 'with METRICS_TOKEN' : 'off', port: config.metrics.port ?? 'off' },
  shutdownTimeoutSeconds: config.shutdownTimeoutSeconds,
});

const redactUrl = (url: string): string => {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://(unparseable URL)';
  }
};
