import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { routes } from './routes';
import { onUnauthorized } from './api/client';

const router = createBrowserRouter(routes);

// SPEC section 8: a 401 on a protected call clears the stored session (the client already did) and
// goes to /login; the router keeps the page the admin was on so login can return there.
onUnauthorized(() => {
  const { pathname, search } = router.state.location;
  if (pathname !== '/login') void router.navigate('/login', { replace: true, state: { from: `${pathname}${search}` } });
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
