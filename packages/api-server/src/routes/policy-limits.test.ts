// @vitest-environment node
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as sanitizeModule from '../services/sanitize-off-thread.ts';
import { call, startSignedIn, testDatabases, type TestServer } from '../test/harness.ts';

/**
 * Lets a test act at the moment a save hands its document to the sanitiser, and see when it has the
 * result: a request sent then is sure to arrive while sanitising is under way, not before the save got
 * that far, and can be told to have been answered before sanitising ended, not merely before the save
 * had also written to the database.
 */
const sanitiser = vi.hoisted(() => ({ onStart: undefined as (() => void) | undefined, onDone: undefined as (() => void) | undefined }));
vi.mock('../services/sanitize-off-thread.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof sanitizeModule>();
  return {
    ...actual,
    sanitizePolicyHtmlOffThread: (...args: Parameters<typeof actual.sanitizePolicyHtmlOffThread>) => {
      sanitiser.onStart?.();
      return actual.sanitizePolicyHtmlOffThread(...args).finally(() => sanitiser.onDone?.());
    },
  };
});

const tooDeep = 'content is nested too deeply: at most 100 levels of markup are accepted.';
const nested = (tag: string, levels: number) => `<${tag}>`.repeat(levels) + 'x';

describe.each(testDatabases)('limits on policy and terms saves on $name', (database) => {
  let server: TestServer;
  let token: string;
  const save = (route: string, content: string) => call(server.app, token, { method: 'POST', url: `/api/admin/${route}`, payload: { content } });
  const current = async (route: string, key: string) => {
    const response = await call(server.app, token, { method: 'GET', url: `/api/admin/${route}` });
    expect(response.statusCode).toBe(200);
    return (response.json() as Record<string, { content: string }>)[key]!.content;
  };
  const auditEntries = async () => (await server.ctx.db.selectFrom('audit_log').select('id').execute()).length;

  beforeAll(async () => {
    ({ server, token } = await startSignedIn(database));
  });
  afterAll(async () => {
    await server.close();
  });

  describe.each([
    ['privacy-policy', 'privacyPolicy'],
    ['terms', 'terms'],
  ] as const)('%s', (route, key) => {
    it.each(['b', 'div'])('refuses <%s> nested 20,000 deep with 400 and stores nothing, serving other requests meanwhile', async (tag) => {
      const kept = `<p>The ${route} before the ${tag} test.</p>`;
      expect((await save(route, kept)).statusCode).toBe(200);
      const entries = await auditEntries();

      const [refused, health] = await Promise.all([save(route, nested(tag, 20_000)), server.app.inject({ method: 'GET', url: '/healthz' })]);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: tooDeep });
      expect(health.statusCode).toBe(200);
      expect(await current(route, key)).toBe(kept);
      expect(await auditEntries()).toBe(entries);
    });

    it('accepts markup exactly 100 levels deep and refuses 101', async () => {
      const accepted = await save(route, nested('b', 100));
      expect(accepted.statusCode).toBe(200);
      const hundred = `${'<b>'.repeat(100)}x${'</b>'.repeat(100)}`;
      expect(await current(route, key)).toBe(hundred);

      const refused = await save(route, nested('b', 101));
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: tooDeep });
      expect(await current(route, key)).toBe(hundred);
    });
  });

  it('answers /healthz while a large document is being sanitised, then saves it', async () => {
    let content = '';
    for (let n = 0; content.length < 450_000; n += 1) content += `<p><a href="https://example.com/${n}">link ${n}</a></p>`;
    const settled: string[] = [];
    let health: Promise<LightMyRequestResponse> | undefined;
    sanitiser.onStart = () => {
      sanitiser.onStart = undefined;
      health = server.app.inject({ method: 'GET', url: '/healthz' }).then((response) => {
        settled.push('healthz');
        return response;
      });
    };
    sanitiser.onDone = () => {
      sanitiser.onDone = undefined;
      settled.push('sanitised');
    };

    const saved = await save('terms', content).then((response) => {
      settled.push('save');
      return response;
    });
    expect((await health!).statusCode).toBe(200);
    expect(settled).toEqual(['healthz', 'sanitised', 'save']);
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as { terms: { content: string } }).terms.content).toBe(content);
    expect(await current('terms', 'terms')).toBe(content);
  });
});
