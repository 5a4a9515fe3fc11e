/*
 * The MSW server for the admin app's tests: every call of the spec answered from the mock db, reset
 * between tests. `server.use(...)` in a test overrides a call (errors, delays).
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, onTestFinished } from 'vitest';
import type { EndpointName } from '@chairside/api-contract';
import { handlers, recording, type RecordedCall } from '../mocks/handlers';
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

/** Records the calls of the endpoint while the mock server still answers them; `server.use` wins over it. */
export function recordCalls(name: EndpointName): RecordedCall[] {
  const { handler, calls } = recording(name);
  server.use(handler);
  return calls;
}

/**
 * The requests the mock server receives that `matches` picks, as URLs, while the handlers answer them as
 * usual; it listens until the current test ends.
 */
export function requestsWhere(matches: (request: Request) => boolean): URL[] {
  const seen: URL[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (matches(request)) seen.push(new URL(request.url));
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return seen;
}
