/*
 * The session cases the signed-in pages share: a 401 clears the stored session and sends the admin to
 * /login (SPEC.md section 8), whichever call answered it.
 */
import { waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { EndpointName } from '@chairside/api-contract';
import { failing } from '../mocks/handlers';
import { renderRoute } from './renderRoute';
import { server } from './server';

type Router = ReturnType<typeof renderRoute>['router'];

/** The stored session after a sign-out: nothing. */
export const noSession = { auth: null, token: null };

/** Waits until the app has sent the admin to /login, then gives what is left of the stored session. */
export async function sessionAtLogin(router: Router): Promise<{ auth: string | null; token: string | null }> {
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  return { auth: window.localStorage.getItem('auth'), token: window.localStorage.getItem('token') };
}

/** The test that when `endpoint` answers 401 while `path` loads, the admin goes to /login with storage cleared. */
export function itSignsOutOn401(endpoint: EndpointName, path: string): void {
  it('sends the admin to /login with storage cleared on a 401', async () => {
    server.use(failing(endpoint, 401, 'Session expired.'));
    const { router } = renderRoute(path);
    expect(await sessionAtLogin(router)).toEqual(noSession);
  });
}
