// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { supportRequestsResponseSchema } from '@chairside/api-contract';
import { afterAll, describe, expect, it } from 'vitest';
import { connect } from './db/connection.ts';
import { insertOutboxMessage } from './db/queries/outbox.ts';
import { noMailServerNotice } from './services/outbox.ts';
import { startTestSmtpServer } from './test/smtp.ts';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const adminPassword = 'durability test password';

interface Running {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
}

/** Starts the real server (`npm start`'s entry point) and waits for the line that names its address. */
const startServer = (dataDir: string, extraEnv: Record<string, string> = {}): Promise<Running> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: packageDir,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        SEED_DEMO: '0',
        LOG_LEVEL: 'warn',
        ADMIN_PASSWORD: adminPassword,
        SUPPORT_RATE_LIMIT: '1000000',
        STATIC_DIR: path.join(dataDir, 'no-app'),
        DATABASE_URL: '',
        SMTP_URL: '',
        MAIL_FROM: '',
        ...extraEnv,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The server did not start in time:\n${output}`));
    }, 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Chairside is serving on (http:\/\/[\d.]+:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, baseUrl: match[1], output: () => output });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited with ${code} before it started:\n${output}`));
    });
  });

const exited = (child: ChildProcess) =>
  new Promise<NodeJS.Signals | number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.signalCode ?? child.exitCode);
    else child.once('exit', (code, signal) => resolve(signal ?? code));
  });

describe('the real server on an embedded database', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chairside-durability-'));
  const children: ChildProcess[] = [];

  afterAll(() => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every support request it answered 201 when killed with SIGKILL mid-stream', async () => {
    const first = await startServer(dataDir);
    children.push(first.child);
    const acknowledged: string[] = [];
    let sent = 0;
    const stream = { stopped: false };

    const sender = async () => {
      while (!stream.stopped) {
        sent += 1;
        const headline = `Durability check ${sent}`;
        try {
          const response = await fetch(`${first.baseUrl}/api/support`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: 'stream@example.test', headline, description: 'Sent while the server is killed.' }),
          });
          if (response.status === 201) acknowledged.push(headline);
        } catch {
          // The connection died with the process: this request was never acknowledged.
          return;
        }
      }
    };
    const senders = Array.from({ length: 4 }, () => sender());
    while (acknowledged.length < 60) await new Promise((resolve) => setTimeout(resolve, 5));
    first.child.kill('SIGKILL');
    expect(await exited(first.child)).toBe('SIGKILL');
    stream.stopped = true;
    await Promise.all(senders);
    expect(acknowledged.length).toBeGreaterThanOrEqual(60);

    const second = await startServer(dataDir);
    children.push(second.child);
    const login = await fetch(`${second.baseUrl}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@chairside.test', password: adminPassword }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const list = await fetch(`${second.baseUrl}/api/admin/support-requests`, { headers: { authorization: `Bearer ${token}` } });
    const stored = new Set(supportRequestsResponseSchema.parse(await list.json()).supportRequests.map((request) => request.headline));
    const lost = acknowledged.filter((headline) => !stored.has(headline));
    expect(lost).toEqual([]);

    // A polite stop: SIGTERM closes the server and the database and exits 0.
    second.child.kill('SIGTERM');
    expect(await exited(second.child)).toBe(0);
  }, 60_000);

  it('says once at start that notices stay in the outbox without SMTP_URL, and delivers them with it', async () => {
    const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chairside-mail-'));
    const smtp = await startTestSmtpServer();
    try {
      const quiet = await startServer(mailDir);
      children.push(quiet.child);
      await expect.poll(() => quiet.output(), { timeout: 10_000 }).toContain(noMailServerNotice);
      quiet.child.kill('SIGTERM');
      expect(await exited(quiet.child)).toBe(0);
      expect(quiet.output().split(noMailServerNotice)).toHaveLength(2);

      // A notice committed while no server runs goes out when one starts with a mail server.
      const db = connect({ dataDir: mailDir });
      await insertOutboxMessage(db.kysely, {
        auditId: null,
        accountId: null,
        to: 'holder@example.test',
        subject: 'Your account was suspended',
        body: 'Hello',
        at: new Date().toISOString(),
      });
      await db.destroy();
      const mailing = await startServer(mailDir, { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'no-reply@chairside.test' });
      children.push(mailing.child);
      await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(1);
      expect(smtp.received[0]?.headers.subject).toBe('Your account was suspended');
      mailing.child.kill('SIGTERM');
      expect(await exited(mailing.child)).toBe(0);
      expect(mailing.output()).not.toContain(noMailServerNotice);
    } finally {
      await smtp.close();
      fs.rmSync(mailDir, { recursive: true, force: true });
    }
  }, 60_000);
});

/** The outcome of one request on a connection of its own: its status, or the error code that ended it. */
const requestOutcome = (url: string) =>
  new Promise<number | string>((resolve) => {
    http
      .get(url, { agent: false }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      })
      .on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });

/**
 * A sign-in whose body is held back: the headers go out with `Expect: 100-continue`, so once the
 * server's "100 Continue" is back the request is in its hands (in flight), yet unfinished until
 * `send()` writes the body, or for ever if it never does.
 */
const slowSignIn = async (baseUrl: string) => {
  const body = JSON.stringify({ email: 'admin@chairside.test', password: adminPassword });
  const request = http.request(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), expect: '100-continue' },
  });
  const answered = new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body: text }));
    });
    request.on('error', reject);
  });
  // Without a listener, a rejection before `answered` is awaited would count as unhandled.
  answered.catch(() => undefined);
  const inFlight = new Promise<void>((resolve) => request.once('continue', resolve));
  request.flushHeaders();
  await inFlight;
  return { answered, send: () => request.end(body) };
};

/** Resolves once the server has logged that it began to shut down (LOG_LEVEL=info). */
const shuttingDown = (running: Running) => expect.poll(() => running.output(), { timeout: 10_000 }).toContain('"msg":"shutting down"');

/** How a connection to `port` on `host` ends: 'connected', or the error code. */
const connectOutcome = (host: string, port: number) =>
  new Promise<string>((resolve) => {
    const socket = net.connect(port, host);
    socket.on('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });

describe('stopping the real server', () => {
  const dataDirs: string[] = [];
  const children: ChildProcess[] = [];
  const start = async (extraEnv: Record<string, string> = {}) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chairside-shutdown-'));
    dataDirs.push(dataDir);
    const running = await startServer(dataDir, { LOG_LEVEL: 'info', ...extraEnv });
    children.push(running.child);
    return running;
  };
  afterAll(() => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('on SIGTERM finishes the request in flight, takes no new ones and exits 0', async () => {
    const running = await start();
    const signIn = await slowSignIn(running.baseUrl);
    running.child.kill('SIGTERM');
    await shuttingDown(running);

    // The listener is closed (refused), or closing, when a request that got through is told to go elsewhere.
    expect(['ECONNREFUSED', 'ECONNRESET', 503]).toContain(await requestOutcome(`${running.baseUrl}/readyz`));

    signIn.send();
    const answer = await signIn.answered;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toHaveProperty('token');
    // Its connection ends with the answer instead of idling and holding up the exit.
    expect(answer.connection).toBe('close');
    expect(await exited(running.child)).toBe(0);
  }, 60_000);

  it('cuts a request that never finishes once SHUTDOWN_TIMEOUT_SECONDS is up, and still exits 0', async () => {
    const running = await start({ SHUTDOWN_TIMEOUT_SECONDS: '1' });
    const signIn = await slowSignIn(running.baseUrl);
    running.child.kill('SIGTERM');
    // The body is never sent: only the deadline can end this request.
    expect(await exited(running.child)).toBe(0);
    await expect(signIn.answered).rejects.toMatchObject({ code: 'ECONNRESET' });
    expect(running.output()).toContain('cutting the connections of requests still running');
  }, 60_000);

  it('serves the metrics on METRICS_PORT on the loopback address only, and not on the main port without a token', async () => {
    const running = await start({ METRICS_PORT: '0' });
    const match = /Metrics are served on (http:\/\/127\.0\.0\.1:(\d+)\/metrics)/.exec(running.output());
    expect(match).not.toBeNull();
    const [, metricsUrl = '', port = ''] = match ?? [];
    const scrape = await fetch(metricsUrl);
    expect(scrape.status).toBe(200);
    const text = await scrape.text();
    expect(text).toContain('# TYPE http_requests_total counter');
    expect(text).toContain('# TYPE process_cpu_user_seconds_total counter');
    expect(await requestOutcome(metricsUrl.replace('/metrics', '/readyz'))).toBe(404);
    expect(await requestOutcome(`${running.baseUrl}/metrics`)).toBe(404);
    // Bound to 127.0.0.1 itself, not every address: another loopback address, and this machine's
    // network address where it has one, reach nothing on that port.
    const outside = Object.values(os.networkInterfaces())
      .flat()
      .filter((address) => address && !address.internal && address.family === 'IPv4')
      .map((address) => address!.address);
    for (const host of ['127.0.0.2', ...outside]) {
      expect({ host, outcome: await connectOutcome(host, Number(port)) }).toEqual({ host, outcome: 'ECONNREFUSED' });
    }
    running.child.kill('SIGTERM');
    expect(await exited(running.child)).toBe(0);
  }, 60_000);
});
