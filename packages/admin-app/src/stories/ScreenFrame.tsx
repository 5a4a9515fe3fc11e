import { useMemo } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { AppProviders } from '../app/AppProviders';
import { routes } from '../routes';
import { onUnauthorized } from '../api/client';

/**
 * Renders the whole app at `path` in memory, for a screen's stories: the real routes, layouts and
 * data hooks, with MSW answering the calls (each story sets its handlers in `beforeEach`).
 */
export function ScreenFrame({ path }: { path: string }) {
  const router = useMemo(() => {
    const memoryRouter = createMemoryRouter(routes, { initialEntries: [path] });
    onUnauthorized(() => {
      void memoryRouter.navigate('/login', { replace: true });
    });
    return memoryRouter;
  }, [path]);
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </SWRConfig>
  );
}
