// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config.ts';
import { adminEmail, adminPassword, startTestServer, testDatabases } from '../test/harness.ts';

/**
 * The three login limits (services/auth.ts): per account and address (5), per account from anywhere
 * (20, but an address the account signed in from keeps the right password working), and per address
 * over every account (50, but the right password still gets in); and which address they count, with
 * and without TRUST_PROXY.
 */

const minutes = (n: number) => n * 60_000;

interface Attempt {
  password: string;
  email?: string;
  /** The socket's address. */
  from: string;
  forwardedFor?: string;
}

const startServer = async (database: (typeof testDatabases)[number], config: Partial<Config> = {}) => {
  const server = await startTestServer(database, { config });
  const login = (attempt: Attempt) =>
    server.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: attempt.email ?? adminEmail, password: attempt.password },
      remoteAddress: attempt.from,
      headers: attempt.forwardedFor ? { 'x-forwarded-for': attempt.forwardedFor } : {},
    });
  return { server, login };
};

const statuses = (responses: { statusCode: number }[]) => responses.map((response) => response.statusCode);

type Login = Awaited<ReturnType<typeof startServer>>['login'];

/** `count` attempts one after the other, the nth made by `attempt(n)`; their answers in order. */
const inTurn = async (login: Login, count: number, attempt: (guess: number) => Attempt) => {
  const answers = [];
  for (let guess = 0; guess < count; guess += 1) answers.push(await login(attempt(guess)));
  return answers;
};

/** A server of its own for the enclosing describe block, started before its tests and closed after them. */
const serverForBlock = (database: (typeof testDatabases)[number], config: Partial<Config> = {}) => {
  let started: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    started = await startServer(database, config);
  });
  afterAll(() => started.server.close());
  return { login: (attempt: Attempt) => started.login(attempt), advance: (ms: number) => started.server.advance(ms) };
};

describe.each(testDatabases)('login limits on $name', (database) => {
  describe('per account, from many addresses', () => {
    const { login, advance } = serverForBlock(database);
    const usual = '203.0.113.250';

    it('remembers the address the administrator signs in from', async () => {
      expect((await login({ password: adminPassword, from: usual })).statusCode).toBe(200);
    });

    it('lets 20 wrong passwords through in a window whatever the addresses, then refuses with 429', async () => {
      // 60 guesses from 12 addresses, 5 each: under the per-address limits throughout.
      const answers = await inTurn(login, 60, (guess) => ({ password: `guess ${guess}`, from: `198.51.100.${guess % 12}` }));
      expect(statuses(answers)).toEqual([...Array<number>(20).fill(401), ...Array<number>(40).fill(429)]);
      expect(answers[20]!.json()).toEqual({ message: expect.stringMatching(/^Too many failed login attempts\. Please try again in \d+ minutes?\.$/) });
      expect(Number(answers[20]!.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('refuses even the right password from an address the account has not signed in from', async () => {
      expect((await login({ password: adminPassword, from: '192.0.2.77' })).statusCode).toBe(429);
    });

    it('still lets the holder in with the right password from their usual address, and no guessing from there', async () => {
      expect((await login({ password: 'one more guess', from: usual })).statusCode).toBe(429);
      expect((await login({ password: adminPassword, from: usual })).statusCode).toBe(200);
    });

    it('lifts the lock when the window ends', async () => {
      advance(minutes(16));
      expect((await login({ password: adminPassword, from: '192.0.2.78' })).statusCode).toBe(200);
    });
  });

  describe('per address, over every account', () => {
    // TRUST_PROXY unset behind a proxy: every client has the proxy's address, 127.0.0.1, whatever
    // X-Forwarded-For says.
    const { login } = serverForBlock(database);

    it("stops a stranger's guesses at 50, but not the administrator's right password from the same address", async () => {
      const answers = await inTurn(login, 51, (guess) => ({
        email: `someone${guess}@example.test`,
        password: 'guess',
        from: '127.0.0.1',
        forwardedFor: `192.0.2.${guess}`,
      }));
      expect(statuses(answers)).toEqual([...Array<number>(50).fill(401), 429]);
      // A wrong password from the blocked address is refused like any other attempt there...
      expect((await login({ password: 'not it', from: '127.0.0.1' })).statusCode).toBe(429);
      // ...and the right one gets in.
      const signedIn = await login({ password: adminPassword, from: '127.0.0.1', forwardedFor: '192.0.2.200' });
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json()).toMatchObject({ role: 'admin' });
    });
  });

  describe('without TRUST_PROXY', () => {
    const { login } = serverForBlock(database);

    it('ignores X-Forwarded-For: a client cannot pick a new address per guess', async () => {
      const answers = await inTurn(login, 6, (guess) => ({ password: `guess ${guess}`, from: '198.51.100.40', forwardedFor: `10.${guess}.0.1` }));
      expect(statuses(answers)).toEqual([401, 401, 401, 401, 401, 429]);
    });
  });

  describe('with TRUST_PROXY=1 (one proxy in front)', () => {
    const { login } = serverForBlock(database, { trustProxy: 1 });

    it('counts the address the proxy saw, not the left-most entry the client wrote', async () => {
      // The client wrote its own X-Forwarded-For; the proxy appended the address it saw.
      const answers = await inTurn(login, 6, (guess) => ({
        password: `guess ${guess}`,
        from: '127.0.0.1',
        forwardedFor: `203.0.113.${guess}, 127.0.0.1, 198.51.100.23`,
      }));
      expect(statuses(answers)).toEqual([401, 401, 401, 401, 401, 429]);
      // Another real client behind the same proxy is not affected.
      expect((await login({ password: adminPassword, from: '127.0.0.1', forwardedFor: '203.0.113.9, 198.51.100.24' })).statusCode).toBe(200);
    });
  });

  describe('with TRUST_PROXY=2 and with a list of proxies', () => {
    it.each([
      [{ trustProxy: 2 } as Partial<Config>, (guess: number) => `203.0.113.${guess}, 198.51.100.31, 10.0.0.2`],
      [{ trustProxy: ['127.0.0.1', '10.0.0.0/8'] } as Partial<Config>, (guess: number) => `203.0.113.${guess}, 198.51.100.31, 10.0.0.2`],
    ])('with %j, counts the first address from the right that is not a trusted proxy', async (config, forwardedFor) => {
      const { server, login } = await startServer(database, config);
      try {
        const answers = await inTurn(login, 6, (guess) => ({ password: `guess ${guess}`, from: '127.0.0.1', forwardedFor: forwardedFor(guess) }));
        expect(statuses(answers)).toEqual([401, 401, 401, 401, 401, 429]);
      } finally {
        await server.close();
      }
    });
  });
});
