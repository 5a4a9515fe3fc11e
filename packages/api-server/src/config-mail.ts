import { ConfigError, integer, type Env } from './config-values.ts';

/** SMTP_URL and MAIL_FROM, read once; `smtp` is absent when no mail server is configured. */
export interface MailConfig {
  smtp: SmtpSettings | undefined;
  /** The From header of every notice, `Name <address>` or a bare address. */
  from: string | undefined;
  /** How often the delivery worker looks for due messages. */
  pollSeconds: number;
  /** The first back-off after a failure; each further failure doubles it, up to `maxRetrySeconds`. */
  retrySeconds: number;
  maxRetrySeconds: number;
}

/** A parsed SMTP_URL. The password is kept apart so it can be scrubbed from anything that is logged. */
export interface SmtpSettings {
  host: string;
  port: number;
  /** TLS from the first byte (smtps://, port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  user: string | undefined;
  password: string | undefined;
  requireTLS: boolean;
  ignoreTLS: boolean;
  rejectUnauthorized: boolean;
  /** The URL with the password replaced by ***, for logs. */
  display: string;
}

const decodeUrlPart = (part: string) => (part === '' ? undefined : decodeURIComponent(part));

const smtpQueryOptions = ['requireTLS', 'ignoreTLS', 'rejectUnauthorized'] as const;

/**
 * SMTP_URL: smtp://[user[:password]@]host[:port] (STARTTLS when offered, port 587 by default) or
 * smtps://... (TLS from the start, port 465), with optional ?requireTLS=true, ?ignoreTLS=true or
 * ?rejectUnauthorized=false. No message here repeats the URL, since it may hold a password.
 */
export const parseSmtpUrl = (raw: string): SmtpSettings => {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('SMTP_URL must be a URL such as smtp://user:password@mail.example.com:587 or smtps://mail.example.com.');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new ConfigError(`SMTP_URL must start with smtp:// or smtps://, got "${url.protocol}//".`);
  }
  if (!url.hostname) throw new ConfigError('SMTP_URL must name the mail server, as in smtp://mail.example.com:587.');
  const query: Record<(typeof smtpQueryOptions)[number], boolean | undefined> = {
    requireTLS: undefined,
    ignoreTLS: undefined,
    rejectUnauthorized: undefined,
  };
  for (const [key, value] of url.searchParams) {
    if (!(smtpQueryOptions as readonly string[]).includes(key) || !['true', 'false'].includes(value)) {
      throw new ConfigError(`SMTP_URL accepts only ${smtpQueryOptions.map((name) => `${name}=true|false`).join(', ')} after "?", got "${key}".`);
    }
    query[key as (typeof smtpQueryOptions)[number]] = value === 'true';
  }
  const secure = url.protocol === 'smtps:';
  const display = new URL(url.href);
  if (display.password) display.password = '***';
  return {
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    user: decodeUrlPart(url.username),
    password: decodeUrlPart(url.password),
    requireTLS: query.requireTLS ?? false,
    ignoreTLS: query.ignoreTLS ?? false,
    rejectUnauthorized: query.rejectUnauthorized ?? true,
    display: display.href,
  };
};

/** `Name <address@host>` or `address@host`, on one line. */
const mailFromPattern = /^(?:[^<>\r\n]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/;

export const mailSettings = (env: Env): MailConfig => {
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  const from = env.MAIL_FROM?.trim() || undefined;
  if (from !== undefined && !mailFromPattern.test(from)) {
    throw new ConfigError(`MAIL_FROM must be an address such as "Chairside <no-reply@example.com>" or no-reply@example.com, got "${from}".`);
  }
  const smtp = smtpUrl === undefined ? undefined : parseSmtpUrl(smtpUrl);
  if (smtp && from === undefined) {
    throw new ConfigError('MAIL_FROM must be set when SMTP_URL is: the address notices come from, such as "Chairside <no-reply@example.com>".');
  }
  const retrySeconds = integer(env, 'OUTBOX_RETRY_SECONDS', 30, 1, 86_400);
  return {
    smtp,
    from,
    pollSeconds: integer(env, 'OUTBOX_POLL_SECONDS', 10, 1, 3600),
    retrySeconds,
    maxRetrySeconds: Math.max(retrySeconds, integer(env, 'OUTBOX_MAX_RETRY_SECONDS', 3600, 1, 7 * 86_400)),
  };
};
