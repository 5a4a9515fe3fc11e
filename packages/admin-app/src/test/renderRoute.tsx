import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { AppProviders } from '../app/AppProviders';
import { routes } from '../routes';
import { mockToken } from '../mocks/db';
import { storeSession } from '../session/storage';
import { onUnauthorized } from '../api/client';

// jsdom has no pointer capture, which Radix's toast checks when a button inside a toast (Undo) is pressed.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => undefined;

/**
 * Renders the whole app at `path` in memory, with a fresh SWR cache so no test sees another's data.
 * `loggedIn` stores the mock admin session first. Returns the router to inspect where it went.
 */
export function renderRoute(path: string, { loggedIn = true }: { loggedIn?: boolean } = {}) {
  if (loggedIn) storeSession(mockToken);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  onUnauthorized(() => {
    void router.navigate('/login', { replace: true });
  });
  const view = render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </SWRConfig>,
  );
  return { ...view, router };
}
