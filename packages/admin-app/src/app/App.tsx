import { StrictMode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { onEnrolmentRequired, onUnauthorized } from '../api/client';
import { routes } from '../routes';
import { AppProviders } from './AppProviders';

/** Where a staff member sets up a second factor: Profile Settings' security part. */
const enrolmentPath = '/profile-settings';

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

  // Under REQUIRE_MFA a session without a second factor is held to Profile Settings, where
  // one is set up; everything else answers 403 until then.
  onEnrolmentRequired(() => {
    if (router.state.location.pathname !== enrolmentPath) void router.navigate(enrolmentPath, { replace: true });
  });

  return (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}
