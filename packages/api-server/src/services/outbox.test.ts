// @vitest-environment node
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { parseSmtpUrl, type MailConfig } from '../config.ts';
import { claimDueMessages, findOutboxMessage, insertOutboxMessage } from '../db/queries/outbox.ts';
import { startTestServer, testDatabases, type TestServer, type TestServerOptions } from '../test/harness.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../test/smtp.ts';
import { deliveryLeaseMs, maxDeliveryAttempts, outboxMessageId } from './outbox.ts';

const from = 'Chairside <no-reply@chairside.test>';
const start = new Date('2026-03-01T09:00:00.000Z');

const mailConfig = (smtp: TestSmtpServer | undefined, credentials = ''): MailConfig => ({
  smtp: smtp ? parseSmtpUrl(`smtp://${credentials}127.0.0.1:${smtp.port}`) : undefined,
  from: smtp ? from : undefined,
  pollSeconds: 3600,
  retrySeconds: 30,
  maxRetrySeconds: 3600,
});

const notice = (n: number) => ({
  auditId: null,
  accountId: null,
  to: `holder${n}@example.test`,
  subject: `Your account was suspended (${n})`,
  body: `Hello,\n\nyour account was suspended: spam or scam (${n}). Ünïcode stays intact.\n\nChairside`,
});

/** A notice written the way the moderation transaction writes it: pending, due now. */
const write = (target: TestServer, n: number) =>
  insertOutboxMessage(target.ctx.db, { ...notice(n), at: target.ctx.now().toISOString() });

/** The stored outbox row. */
const row = async (target: TestServer, id: number) => {
  const found = await findOutboxMessage(target.ctx.db, id);
  if (!found) throw new Error(`outbox row ${id} is missing`);
  return found;
};

describe.each(testDatabases)('the outbox on $name', (database) => {
  const opened: { close: () => Promise<void> }[] = [];

  afterEach(async () => {
    for (let last = opened.pop(); last; last = opened.pop()) await last.close();
  });

  const setUp = async (options: { mail?: 'none' | 'plain' | { credentials: string }; serverOptions?: TestServerOptions; smtpOptions?: Parameters<typeof startTestSmtpServer>[0] } = {}) => {
    const smtp = await startTestSmtpServer(options.smtpOptions);
    opened.push(smtp);
    const mail =
      options.mail === 'none' ? mailConfig(undefined) : mailConfig(smtp, typeof options.mail === 'object' ? options.mail.credentials : '');
    const server = await startTestServer(database, { now: start, ...options.serverOptions, config: { mail, ...options.serverOptions?.config } });
    opened.push(server);
    return { server, smtp };
  };

  it('delivers a notice with its To, From, Subject, text and a Message-ID of its own', async () => {
    const { server, smtp } = await setUp();
    const id = await write(server, 1);
    server.app.outbox.start();
    await server.app.outbox.idle();

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.rcptTo).toEqual(['holder1@example.test']);
    expect(mail?.mailFrom).toBe('no-reply@chairside.test');
    expect(mail?.headers.to).toBe('holder1@example.test');
    expect(mail?.headers.from).toBe(from);
    expect(mail?.headers.subject).toBe('Your account was suspended (1)');
    expect(mail?.text).toBe(notice(1).body);
    const stored = await row(server, id);
    expect(mail?.headers['message-id']).toBe(outboxMessageId(stored, from));
    expect(stored).toMatchObject({ status: 'sent', attempts: 1, sent_at: start.toISOString(), last_error: null });
  });

  it('sends exactly once when the worker stops after the outbox write and before the send, and starts again', async () => {
    const { server, smtp } = await setUp();
    server.app.outbox.start();
    await server.app.outbox.stop();
    // The action commits its notice while no worker runs (a crash or a restart in between).
    const id = await write(server, 1);
    server.ctx.outbox.wake();
    await server.app.outbox.idle();
    expect(smtp.received).toHaveLength(0);
    expect(await row(server, id)).toMatchObject({ status: 'pending', attempts: 0 });

    server.app.outbox.start();
    await server.app.outbox.idle();
    await server.app.outbox.runOnce();
    server.ctx.outbox.wake();
    await server.app.outbox.idle();
    expect(smtp.received.map((mail) => mail.headers.subject)).toEqual(['Your account was suspended (1)']);
    expect(await row(server, id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('sends exactly once when a worker dies holding a claimed notice: another takes it when the claim runs out', async () => {
    const { server, smtp } = await setUp();
    const id = await write(server, 1);
    // The first worker claims the notice and dies before talking to the mail server.
    const now = server.ctx.now();
    const claimed = await claimDueMessages(server.ctx.db, {
      dialect: server.ctx.dialect,
      now: now.toISOString(),
      leaseUntil: new Date(now.getTime() + deliveryLeaseMs).toISOString(),
      maxAttempts: maxDeliveryAttempts,
      limit: 10,
    });
    expect(claimed.map((message) => message.id)).toEqual([id]);

    // The restarted server leaves it alone while the claim holds...
    expect(await server.app.outbox.runOnce()).toMatchObject({ sent: 0 });
    server.advance(deliveryLeaseMs - 1000);
    expect(await server.app.outbox.runOnce()).toMatchObject({ sent: 0 });
    expect(smtp.received).toHaveLength(0);
    // ...and sends it once the claim has run out, counting the cut-off try.
    server.advance(1000);
    expect(await server.app.outbox.runOnce()).toMatchObject({ sent: 1 });
    expect(await server.app.outbox.runOnce()).toMatchObject({ sent: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(await row(server, id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('tries again with back-off while the mail server refuses, then delivers once', async () => {
    const { server, smtp } = await setUp();
    let refusals = 2;
    smtp.refuse = () => (refusals-- > 0 ? { code: 451, text: 'Try again later, the mailbox is busy' } : undefined);
    const id = await write(server, 1);

    expect(await server.app.outbox.runOnce()).toEqual({ sent: 0, retrying: 1, failed: 0, unconfigured: 0 });
    let stored = await row(server, id);
    expect(stored).toMatchObject({ status: 'pending', attempts: 1, next_attempt_at: new Date(start.getTime() + 30_000).toISOString() });
    expect(stored.last_error).toContain('451');
    expect(stored.last_error).toContain('Try again later, the mailbox is busy');

    // Not before it is due.
    server.advance(29_000);
    expect(await server.app.outbox.runOnce()).toMatchObject({ sent: 0, retrying: 0 });
    server.advance(1000);
    expect(await server.app.outbox.runOnce()).toMatchObject({ retrying: 1 });
    stored = await row(server, id);
    expect(stored).toMatchObject({ attempts: 2, next_attempt_at: new Date(start.getTime() + 30_000 + 60_000).toISOString() });

    server.advance(59_000);
    expect(await server.app.outbox.runOnce()).toMatchObject({ sent: 0, retrying: 0 });
    server.advance(1000);
    expect(await server.app.outbox.runOnce()).toMatchObject({ sent: 1 });
    expect(smtp.refused).toBe(2);
    expect(smtp.received).toHaveLength(1);
    expect(await row(server, id)).toMatchObject({ status: 'sent', attempts: 3 });
  });

  it(`gives up after ${maxDeliveryAttempts} tries and keeps the error`, async () => {
    const { server, smtp } = await setUp();
    smtp.refuse = () => ({ code: 451, text: 'Greylisted, come back later' });
    const id = await write(server, 1);
    const waits: number[] = [];
    for (let attempt = 1; attempt <= maxDeliveryAttempts; attempt += 1) {
      const result = await server.app.outbox.runOnce();
      expect(result).toMatchObject(attempt < maxDeliveryAttempts ? { retrying: 1 } : { failed: 1 });
      const stored = await row(server, id);
      if (attempt < maxDeliveryAttempts) {
        const wait = new Date(stored.next_attempt_at).getTime() - server.ctx.now().getTime();
        waits.push(wait / 1000);
        server.advance(wait);
      }
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 960, 1920]);
    const failed = await row(server, id);
    expect(failed).toMatchObject({ status: 'failed', attempts: maxDeliveryAttempts, sent_at: null });
    expect(failed.last_error).toContain('Greylisted, come back later');

    server.advance(24 * 3600 * 1000);
    expect(await server.app.outbox.runOnce()).toMatchObject({ sent: 0, retrying: 0, failed: 0 });
    expect(smtp.refused).toBe(maxDeliveryAttempts);
    expect(smtp.received).toHaveLength(0);
  });

  it('tries a permanent (5xx) refusal again too: a misconfigured relay is the usual cause', async () => {
    const { server, smtp } = await setUp();
    let refusals = 1;
    smtp.refuse = () => (refusals-- > 0 ? { code: 550, text: 'Relay denied' } : undefined);
    const id = await write(server, 1);
    expect(await server.app.outbox.runOnce()).toMatchObject({ retrying: 1 });
    server.advance(30_000);
    expect(await server.app.outbox.runOnce()).toMatchObject({ sent: 1 });
    expect(await row(server, id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('keeps notices as unconfigured and sends nothing without SMTP_URL', async () => {
    const { server, smtp } = await setUp({ mail: 'none' });
    const id = await write(server, 1);
    server.app.outbox.start();
    await server.app.outbox.idle();
    expect(await row(server, id)).toMatchObject({ status: 'unconfigured', attempts: 0, sent_at: null });
    expect(smtp.received).toHaveLength(0);
    expect(smtp.logins).toHaveLength(0);
  });

  it('never sends a notice twice with two servers delivering from one database', async () => {
    const { server, smtp } = await setUp();
    const other = await server.secondApp();
    // Slow answers keep both workers busy at the same time.
    smtp.delayMs = 20;
    const ids: number[] = [];
    for (let n = 1; n <= 24; n += 1) ids.push(await write(server, n));
    server.app.outbox.start();
    other.outbox.start();
    await Promise.all([server.app.outbox.idle(), other.outbox.idle(), server.app.outbox.runOnce(), other.outbox.runOnce()]);
    await Promise.all([server.app.outbox.idle(), other.outbox.idle()]);

    const subjects = smtp.received.map((mail) => mail.headers.subject);
    expect(subjects).toHaveLength(24);
    expect(new Set(subjects).size).toBe(24);
    for (const id of ids) expect(await row(server, id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('keeps the SMTP password out of the stored error and the log', async () => {
    const password = 'pa$$ word/with:odd@chars';
    const log = new PassThrough();
    const chunks: string[] = [];
    log.on('data', (chunk: Buffer) => chunks.push(chunk.toString('utf8')));
    // A mail server that repeats the password in its refusal: the worker must still not keep it.
    const { server, smtp } = await setUp({
      mail: { credentials: `mailer:${encodeURIComponent(password)}@` },
      smtpOptions: { password, authFailureText: `Login for mailer with ${password} refused` },
      serverOptions: { logStream: log, config: { logLevel: 'info' } },
    });
    const id = await write(server, 1);
    expect(await server.app.outbox.runOnce()).toMatchObject({ retrying: 1 });

    expect(smtp.logins).toEqual([{ username: 'mailer', password }]);
    const stored = await row(server, id);
    expect(stored.last_error).toContain('Login for mailer with *** refused');
    expect(stored.last_error).not.toContain(password);
    const logged = chunks.join('');
    expect(logged).toContain('notice not delivered; will try again');
    expect(logged).not.toContain(password);
    expect(logged).not.toContain(encodeURIComponent(password));
  });

  it('logs in with the SMTP_URL credentials', async () => {
    const password = 'right password';
    const { server, smtp } = await setUp({ mail: { credentials: `mailer:${encodeURIComponent(password)}@` }, smtpOptions: { password } });
    const id = await write(server, 1);
    expect(await server.app.outbox.runOnce()).toMatchObject({ sent: 1 });
    expect(smtp.logins).toEqual([{ username: 'mailer', password }]);
    expect(await row(server, id)).toMatchObject({ status: 'sent' });
  });
});
