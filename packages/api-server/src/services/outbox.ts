import type { FastifyBaseLogger } from 'fastify';
import { createTransport as createNodemailerTransport } from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type { SmtpSettings } from '../config.ts';
import {
  claimDueMessages,
  clearEndedOutboxSecrets,
  failAbandonedMessages,
  markDueUnconfigured,
  markOutboxFailed,
  markOutboxSent,
  outboxSecretPlaceholder,
  type OutboxStatus,
} from '../db/queries/outbox.ts';
import type { OutboxTable } from '../db/schema.ts';
import type { Selectable } from 'kysely';
import type { ServiceContext } from './context.ts';

/** A notice is tried at most this many times, then left 'failed' with the last error. */
export const maxDeliveryAttempts = 8;

/** How long a claim holds: longer than a send can take with the time-outs below. */
export const deliveryLeaseMs = 10 * 60 * 1000;

/**
 * Messages claimed per statement. One at a time: a stopping worker finishes the message in hand and
 * holds no others, and several servers share a burst evenly.
 */
const batchSize = 1;

/** Said once at start when SMTP_URL is not set. */
export const noMailServerNotice =
  'Notices to account holders are kept in the outbox and not sent: no mail server is configured (set SMTP_URL and MAIL_FROM).';

/** How each status reads to a person (the CLI, the account history). */
export const outboxStatusText: Record<OutboxStatus, string> = {
  pending: 'pending',
  sending: 'sending',
  sent: 'sent',
  failed: 'failed',
  unconfigured: 'not sent: no mail server configured',
};

/** The text stored and logged for a failure: the mail server's answer without any credential. */
export const describeDeliveryError = (error: unknown, smtp: SmtpSettings | undefined): string => {
  let text = error instanceof Error ? error.message : String(error);
  const { password, user } = smtp ?? {};
  if (password) {
    const forms = [
      password,
      encodeURIComponent(password),
      Buffer.from(password).toString('base64'),
      Buffer.from(`\u0000${user ?? ''}\u0000${password}`).toString('base64'),
    ];
    for (const form of forms) text = text.split(form).join('***');
  }
  return text.replace(/\s+/g, ' ').trim().slice(0, 2000) || 'Unknown error';
};

/** Why a notice whose secret has gone (what it opened ended first) is not sent with a dead link. */
export const secretGoneError = 'Not sent: the link it carried no longer works (used, withdrawn or expired).';

type OutboxMessage = Selectable<OutboxTable>;

/**
 * The text to send: the body with its secret in place of the placeholder, or undefined when the
 * notice needs a secret it no longer has.
 */
const textToSend = (message: OutboxMessage, now: Date): string | undefined => {
  if (message.secret_for === null) return message.body;
  const live = message.secret !== null && (message.secret_expires_at === null || Date.parse(message.secret_expires_at) > now.getTime());
  return live ? message.body.split(outboxSecretPlaceholder).join(message.secret ?? '') : undefined;
};

/** The wait after the nth failed try: base × 2^(n-1), capped. */
export const retryDelayMs = (attempts: number, retrySeconds: number, maxRetrySeconds: number) =>
  Math.min(retrySeconds * 2 ** Math.max(0, attempts - 1), maxRetrySeconds) * 1000;

const addressDomain = (from: string) => /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'chairside.invalid';

/** The same for every try of one message, so a receiver can drop a copy sent again after a crash. */
export const outboxMessageId = (message: Pick<Selectable<OutboxTable>, 'id' | 'created_at'>, from: string) =>
  `<outbox-${message.id}-${new Date(message.created_at).getTime()}@${addressDomain(from)}>`;

type Transport = Pick<Mail, 'sendMail' | 'close'>;

const createTransport = (smtp: SmtpSettings): Transport =>
  createNodemailerTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    requireTLS: smtp.requireTLS,
    ignoreTLS: smtp.ignoreTLS,
    tls: { rejectUnauthorized: smtp.rejectUnauthorized },
    ...(smtp.user !== undefined ? { auth: { user: smtp.user, pass: smtp.password ?? '' } } : {}),
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });

export interface PassResult {
  sent: number;
  retrying: number;
  failed: number;
  unconfigured: number;
}

/**
 * Delivers the outbox. Every server process runs one; they share the work through the database, each
 * message claimed by one of them at a time. A message is marked sent only after the mail server took
 * it: a crash before that leaves it to be tried again when its claim runs out, with the same
 * Message-ID.
 */
export class OutboxWorker {
  private transport: Transport | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private started = false;
  private stopping = false;

  constructor(
    private readonly ctx: ServiceContext,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Begins delivering: a pass now, then one every poll interval and whenever `wake()` is called. */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.stopping = false;
    this.timer = setInterval(() => this.wake(), this.ctx.config.mail.pollSeconds * 1000);
    this.timer.unref();
    this.wake();
  }

  /** Runs a pass soon; while one runs, another follows it. Does nothing unless started. */
  wake(): void {
    if (!this.started) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.loop().finally(() => {
      this.running = undefined;
    });
  }

  /** Stops polling and waits for the message in hand, so nothing is left half-sent by a clean stop. */
  async stop(): Promise<void> {
    this.started = false;
    this.stopping = true;
    this.again = false;
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
    this.transport?.close();
    this.transport = undefined;
  }

  /** Resolves when the passes under way have finished (for tests). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      try {
        await this.runOnce();
      } catch (error) {
        this.log.warn({ error: describeDeliveryError(error, this.ctx.config.mail.smtp) }, 'outbox pass failed; will try again');
      }
    } while (this.again && this.started);
  }

  /** One pass: every message due now is tried once (or set aside when no mail server is configured). */
  async runOnce(): Promise<PassResult> {
    const { db, dialect, config } = this.ctx;
    const result: PassResult = { sent: 0, retrying: 0, failed: 0, unconfigured: 0 };
    const { smtp, from } = config.mail;
    // A secret past its end opens nothing: it goes, whether or not its notice can be sent.
    await clearEndedOutboxSecrets(db, this.ctx.now().toISOString());
    if (!smtp || !from) {
      result.unconfigured = await markDueUnconfigured(db, this.ctx.now().toISOString());
      return result;
    }
    result.failed += await failAbandonedMessages(db, {
      now: this.ctx.now().toISOString(),
      maxAttempts: maxDeliveryAttempts,
      error: 'The last try was cut off before the mail server answered (the server stopped).',
    });
    while (!this.stopping) {
      const now = this.ctx.now();
      const batch = await claimDueMessages(db, {
        dialect,
        now: now.toISOString(),
        leaseUntil: new Date(now.getTime() + deliveryLeaseMs).toISOString(),
        maxAttempts: maxDeliveryAttempts,
        limit: batchSize,
      });
      if (batch.length === 0) return result;
      for (const message of batch) {
        const outcome = await this.deliver(message, smtp, from);
        result[outcome] += 1;
      }
    }
    return result;
  }

  private async deliver(message: OutboxMessage, smtp: SmtpSettings, from: string): Promise<'sent' | 'retrying' | 'failed'> {
    const { db, config } = this.ctx;
    const text = textToSend(message, this.ctx.now());
    if (text === undefined) {
      const now = this.ctx.now().toISOString();
      await markOutboxFailed(db, message.id, message.attempts, { error: secretGoneError, now, retryAt: undefined });
      this.log.info({ outboxId: message.id }, 'notice not sent: the link it carried no longer works');
      return 'failed';
    }
    this.transport ??= createTransport(smtp);
    try {
      await this.transport.sendMail({
        from,
        to: message.to_address,
        subject: message.subject,
        text,
        messageId: outboxMessageId(message, from),
        date: new Date(message.created_at),
      });
    } catch (error) {
      // A mail server that quotes the message back must not put its secret in the row or the log.
      const described = describeDeliveryError(error, smtp);
      const errorText = message.secret ? described.split(message.secret).join(outboxSecretPlaceholder) : described;
      const now = this.ctx.now();
      const last = message.attempts >= maxDeliveryAttempts;
      const retryAt = last
        ? undefined
        : new Date(now.getTime() + retryDelayMs(message.attempts, config.mail.retrySeconds, config.mail.maxRetrySeconds)).toISOString();
      await markOutboxFailed(db, message.id, message.attempts, { error: errorText, now: now.toISOString(), retryAt });
      this.log.warn(
        { outboxId: message.id, attempts: message.attempts, error: errorText, ...(retryAt ? { retryAt } : {}) },
        last ? 'notice not delivered; no tries left' : 'notice not delivered; will try again',
      );
      return last ? 'failed' : 'retrying';
    }
    const marked = await markOutboxSent(db, message.id, message.attempts, this.ctx.now().toISOString());
    if (!marked) this.log.warn({ outboxId: message.id }, 'notice sent after its claim ran out');
    this.log.info({ outboxId: message.id, attempts: message.attempts }, 'notice sent');
    return 'sent';
  }
}
