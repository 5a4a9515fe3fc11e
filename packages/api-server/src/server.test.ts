// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
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
