/*
 * The MSW server for the admin app's tests: every call of the spec answered from the mock db, reset
 * between tests. `server.use(...)` in a test overrides a call (errors, delays).
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { handlers } from '../mocks/handlers';
import { resetDb } from '../mocks/db';

export const server = setupServer(...handlers);

/** Call once at the top of a test file. */
export function setupMockServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    resetDb();
    window.localStorage.clear();
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}
