import { StrictMode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { onUnauthorized } from '../api/client';
import { routes } from '../routes';
import { AppProviders } from './AppProviders';

/**
 * The whole app: the router over the route table of SPEC.md section 2, made for the URL the browser
 * shows now (call it when the app starts, not when this module loads: a login page opened before it
 * may have moved to the page it returns to).
 */
export function createApp() {
  const router = createBrowserRouter(routes);

  // SPEC section 8: a 401 on a protected call clears the stored session (the client already did) and
  // goes to /login; the router keeps the page the admin was on so login can return there.
  onUnauthorized(() => {
    const { pathname, search } = router.state.location;
    if (pathname !== '/login') void router.navigate('/login', { replace: true, state: { from: `${pathname}${search}` } });
  });

  return (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}
