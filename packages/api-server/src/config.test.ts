// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, describeConfig, loadConfig, owaspArgon2Cost, packageDir, parseSmtpUrl, webIdentity } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.resolve('./.data'),
      databaseUrl: undefined,
      adminEmail: 'admin@chairside.test',
      adminPassword: undefined,
      sessionTtlHours: 12,
      sessionIdleMinutes: 30,
      staticDir: path.resolve(packageDir, '../admin-app/dist'),
      logLevel: 'info',
      seedDemo: true,
      trustProxy: false,
      loginRateLimit: { max: 5, windowSeconds: 900 },
      loginAccountRateLimit: { max: 20, windowSeconds: 900 },
      loginAddressRateLimit: { max: 50, windowSeconds: 900 },
      timeouts: { requestSeconds: 30, headersSeconds: 10, keepAliveSeconds: 10 },
      serveSourceMaps: false,
      validateResponses: true,
      argon2: { memoryCost: 19_456, timeCost: 2, parallelism: 1 },
      retentionDays: 30,
      purgeSweepSeconds: 3600,
      metrics: { token: undefined, port: undefined },
      shutdownTimeoutSeconds: 8,
    });
    expect(owaspArgon2Cost).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  });

  it('reads every setting from the environment', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/chairside-data',
      DATABASE_URL: 'postgres://app:secret@db.internal:5432/chairside',
      ADMIN_EMAIL: 'Boss@Example.com',
      ADMIN_PASSWORD: 'a long password',
      SESSION_TTL_HOURS: '2',
      SESSION_IDLE_MINUTES: '5',
      STATIC_DIR: '/srv/admin',
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
      TRUST_PROXY: 'true',
      LOGIN_RATE_LIMIT: '3',
      SUPPORT_RATE_LIMIT: '9',
      SUSPENSION_SWEEP_SECONDS: '5',
      RETENTION_DAYS: '7',
      PURGE_SWEEP_SECONDS: '600',
      METRICS_TOKEN: ' 0123456789abcdef-metrics ',
      METRICS_PORT: '9464',
      SHUTDOWN_TIMEOUT_SECONDS: '20',
      NODE_ENV: 'production',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      dataDir: '/tmp/chairside-data',
      databaseUrl: 'postgres://app:secret@db.internal:5432/chairside',
      adminEmail: 'boss@example.com',
      adminPassword: 'a long password',
      sessionTtlHours: 2,
      sessionIdleMinutes: 5,
      staticDir: '/srv/admin',
      logLevel: 'warn',
      seedDemo: false,
      trustProxy: 1,
      loginRateLimit: { max: 3, windowSeconds: 900 },
      supportRateLimit: { max: 9, windowSeconds: 3600 },
      validateResponses: false,
      suspensionSweepSeconds: 5,
      retentionDays: 7,
      purgeSweepSeconds: 600,
      metrics: { token: '0123456789abcdef-metrics', port: 9464 },
      shutdownTimeoutSeconds: 20,
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT must be a whole number, got "eighty".'],
    [{ PORT: '70000' }, 'PORT must be between 0 and 65535, got 70000.'],
    [{ SESSION_IDLE_MINUTES: '0' }, 'SESSION_IDLE_MINUTES must be between 1 and 525600, got 0.'],
    [{ SUSPENSION_SWEEP_SECONDS: '0' }, 'SUSPENSION_SWEEP_SECONDS must be between 1 and 3600, got 0.'],
    [{ RETENTION_DAYS: '0' }, 'RETENTION_DAYS must be between 1 and 3650, got 0.'],
    [{ RETENTION_DAYS: '2.5' }, 'RETENTION_DAYS must be a whole number, got "2.5".'],
    [{ RETENTION_DAYS: '-1' }, 'RETENTION_DAYS must be a whole number, got "-1".'],
    [{ RETENTION_DAYS: '3651' }, 'RETENTION_DAYS must be between 1 and 3650, got 3651.'],
    [{ PURGE_SWEEP_SECONDS: '0' }, 'PURGE_SWEEP_SECONDS must be between 1 and 86400, got 0.'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL must be a postgres:// or postgresql:// URL; leave it unset for SQLite.'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent.'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO must be 1 or 0 (true or false), got "maybe".'],
    [{ ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD must be at least 8 characters.'],
    [
      { TRUST_PROXY: 'everyone' },
      'TRUST_PROXY must be 0, a number of proxy hops, or a comma-separated list of proxy addresses or ranges, got "everyone".',
    ],
    [{ TRUST_PROXY: '11' }, 'TRUST_PROXY must be at most 10 proxy hops, got 11.'],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN must be at least 16 characters without spaces, such as the output of `openssl rand -hex 32`.'],
    [{ METRICS_TOKEN: 'sixteen chars or more' }, 'METRICS_TOKEN must be at least 16 characters without spaces, such as the output of `openssl rand -hex 32`.'],
    [{ METRICS_PORT: 'prometheus' }, 'METRICS_PORT must be a whole number, got "prometheus".'],
    [{ METRICS_PORT: '8080' }, 'METRICS_PORT must differ from PORT (8080): the metrics listener is a port of its own.'],
    [{ SHUTDOWN_TIMEOUT_SECONDS: '0' }, 'SHUTDOWN_TIMEOUT_SECONDS must be between 1 and 600, got 0.'],
    [
      { REQUEST_TIMEOUT_SECONDS: '5', HEADERS_TIMEOUT_SECONDS: '10' },
      'HEADERS_TIMEOUT_SECONDS (10) must not be longer than REQUEST_TIMEOUT_SECONDS (5).',
    ],
  ])('refuses %j with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(message));
  });

  it.each([
    ['0', false],
    ['false', false],
    ['1', 1],
    ['true', 1],
    ['2', 2],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.0/8, 127.0.0.1,loopback', ['10.0.0.0/8', '127.0.0.1', 'loopback']],
    ['::1', ['::1']],
  ])('reads TRUST_PROXY=%j as %j: a hop count or the proxies, never "whatever the client says"', (raw, expected) => {
    expect(loadConfig({ TRUST_PROXY: raw }).trustProxy).toEqual(expected);
  });

  it('describes itself without secrets', () => {
    const description = JSON.stringify(
      describeConfig(
        loadConfig({
          DATABASE_URL: 'postgres://app:secret@db.internal/chairside',
          ADMIN_PASSWORD: 'do not print me',
          METRICS_TOKEN: 'metrics-token-not-for-logs',
        }),
      ),
    );
    expect(description).toContain('db.internal');
    expect(description).not.toContain('secret');
    expect(description).not.toContain('do not print me');
    expect(description).not.toContain('metrics-token-not-for-logs');
    expect(description).toContain('with METRICS_TOKEN');
  });

  it('reads SMTP_URL and MAIL_FROM, and leaves mail unconfigured without them', () => {
    expect(loadConfig({}).mail).toMatchObject({ smtp: undefined, from: undefined, pollSeconds: 10, retrySeconds: 30, maxRetrySeconds: 3600 });
    const mail = loadConfig({ SMTP_URL: 'smtps://mailer%40example.com:p%40ss@mail.example.com', MAIL_FROM: 'Chairside <no-reply@example.com>' }).mail;
    expect(mail.from).toBe('Chairside <no-reply@example.com>');
    expect(mail.smtp).toMatchObject({ host: 'mail.example.com', port: 465, secure: true, user: 'mailer@example.com', password: 'p@ss' });
    expect(parseSmtpUrl('smtp://relay.internal?requireTLS=true&rejectUnauthorized=false')).toMatchObject({
      host: 'relay.internal',
      port: 587,
      secure: false,
      user: undefined,
      password: undefined,
      requireTLS: true,
      rejectUnauthorized: false,
    });
  });

  it.each([
    [{ SMTP_URL: 'smtp://mail.example.com' }, 'MAIL_FROM must be set when SMTP_URL is'],
    [{ SMTP_URL: 'http://user:hunter22@mail.example.com', MAIL_FROM: 'a@b.test' }, 'SMTP_URL must start with smtp:// or smtps://, got "http://".'],
    [{ SMTP_URL: '//user:hunter22@mail example', MAIL_FROM: 'a@b.test' }, 'SMTP_URL must be a URL such as'],
    [{ SMTP_URL: 'smtp://user:hunter22@mail.example.com?pool=true', MAIL_FROM: 'a@b.test' }, 'SMTP_URL accepts only'],
    [{ MAIL_FROM: 'Chairside' }, 'MAIL_FROM must be an address such as'],
    [{ MAIL_FROM: 'a@b.test\r\nBcc: c@d.test' }, 'MAIL_FROM must be an address such as'],
  ])('refuses mail settings %j without repeating a password', (env, message) => {
    let error: unknown;
    try {
      loadConfig(env);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain(message);
    expect((error as Error).message).not.toContain('hunter22');
  });

  it('describes the mail server without its password', () => {
    const description = JSON.stringify(describeConfig(loadConfig({ SMTP_URL: 'smtp://mailer:hunter22@mail.example.com:2525', MAIL_FROM: 'a@b.test' })));
    expect(description).toContain('smtp://mailer:***@mail.example.com:2525');
    expect(description).not.toContain('hunter22');
    expect(JSON.stringify(describeConfig(loadConfig({})))).toContain('"mail":"not configured"');
  });
});

describe('webIdentity (ORIGIN and RP_ID, for passkeys)', () => {
  const rpName = 'Chairside back-office';

  it('defaults to localhost on the port, whatever wildcard address the server listens on', () => {
    expect(webIdentity({}, 8080, '0.0.0.0')).toEqual({ origin: 'http://localhost:8080', rpId: 'localhost', rpName });
    expect(webIdentity({}, 80, '127.0.0.1')).toEqual({ origin: 'http://localhost', rpId: 'localhost', rpName });
    expect(loadConfig({ PORT: '9000', REQUIRE_MFA: '1' })).toMatchObject({ requireMfa: true, web: { origin: 'http://localhost:9000', rpId: 'localhost' } });
    expect(loadConfig({}).requireMfa).toBe(false);
  });

  it('takes the origin host or a parent domain of it as the relying party', () => {
    expect(webIdentity({ ORIGIN: 'https://Admin.Example.com/' }, 8080, '0.0.0.0')).toEqual({ origin: 'https://admin.example.com', rpId: 'admin.example.com', rpName });
    expect(webIdentity({ ORIGIN: 'https://admin.example.com:8443', RP_ID: 'Example.com' }, 8080, '0.0.0.0')).toEqual({
      origin: 'https://admin.example.com:8443',
      rpId: 'example.com',
      rpName,
    });
    expect(webIdentity({ ORIGIN: 'http://admin.localhost:5173' }, 8080, '0.0.0.0').rpId).toBe('admin.localhost');
  });

  it.each([
    [{ ORIGIN: 'https://admin.example.com', RP_ID: 'other.com' }, 'RP_ID "other.com" does not match ORIGIN https://admin.example.com: it must be "admin.example.com" or a parent domain of it.'],
    [{ ORIGIN: 'https://admin.example.com', RP_ID: 'xample.com' }, 'RP_ID "xample.com" does not match ORIGIN'],
    [{ ORIGIN: 'https://example.com', RP_ID: 'admin.example.com' }, 'RP_ID "admin.example.com" does not match ORIGIN'],
    [{ ORIGIN: 'http://127.0.0.1:8080' }, 'RP_ID must be a domain name, not an IP address (got "127.0.0.1")'],
    [{ ORIGIN: 'https://[::1]:8443' }, 'RP_ID must be a domain name, not an IP address'],
    [{ ORIGIN: 'https://admin.example.com', RP_ID: '10.0.0.1' }, 'RP_ID must be a domain name, not an IP address'],
    [{ ORIGIN: 'http://admin.example.com' }, 'ORIGIN http://admin.example.com must use https: browsers allow passkeys over http only on localhost.'],
    [{ ORIGIN: 'https://admin.example.com/app' }, 'ORIGIN must be a scheme, host and optional port only'],
    [{ ORIGIN: 'ftp://admin.example.com' }, 'ORIGIN must be a scheme, host and optional port only'],
    [{ ORIGIN: 'admin.example.com' }, 'ORIGIN must be a URL such as https://admin.example.com, got "admin.example.com".'],
  ])('refuses %j at start', (env, message) => {
    expect(() => webIdentity(env, 8080, '0.0.0.0')).toThrow(ConfigError);
    expect(() => webIdentity(env, 8080, '0.0.0.0')).toThrow(message);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('names a listening host as the default origin when it is a real name', () => {
    expect(() => webIdentity({}, 8080, 'admin.example.com')).toThrow('ORIGIN http://admin.example.com:8080 must use https');
    expect(webIdentity({}, 8080, 'chairside.localhost').origin).toBe('http://chairside.localhost:8080');
  });
});
