import { Outlet, type RouteObject } from 'react-router';
import type { AccountKind } from '@chairside/api-contract';
import { Spinner } from '@chairside/design-system';
import { PublicLayout } from './app/PublicLayout';
import { RouteError } from './app/RouteError';
import { lazyPage } from './app/lazyPage';
import { RequireAuth } from './session';

/** The one list page, for the accounts of `kind`. */
const accountList = (kind: AccountKind) => lazyPage(() => import('./pages/AccountList'), { props: { kind } });

/** The one detail page, for an account of `kind`. */
const accountDetail = (kind: AccountKind) => lazyPage(() => import('./pages/AccountDetail'), { props: { kind } });

/** The route table of SPEC.md section 2. Every page is its own chunk, loaded when first visited. */
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <Spinner label="Loading" />,
    children: [
      { path: 'login', lazy: lazyPage(() => import('./pages/Login')) },
      { path: 'privacy-policy', lazy: lazyPage(() => import('./pages/PublicPrivacyPolicy')) },
      { path: 'terms-and-conditions', lazy: lazyPage(() => import('./pages/PublicTerms')) },
      { path: 'support', lazy: lazyPage(() => import('./pages/Support')) },
      // Issue 17: an invitation link's page (`invitationPath`); signed-in staff never need its code.
      { path: 'accept-invitation', lazy: lazyPage(() => import('./pages/AcceptInvitation'), { prefetch: false }) },
    ],
  },
  {
    path: '/',
    // The guard is in the entry chunk; the layout below is a lazy chunk of its own.
    element: (
      <RequireAuth>
        <Outlet />
      </RequireAuth>
    ),
    errorElement: <RouteError />,
    // Shown while the layout's and the first page's code load.
    hydrateFallbackElement: <Spinner label="Loading" />,
    children: [
      {
        // The sidebar shell, its icons and the confirmation dialog are a chunk of their own, so the
        // login page does not download them (scripts/bundle-budget.mjs).
        lazy: lazyPage(() => import('./app/AdminLayout'), { prefetch: false }),
        children: [
          { index: true, lazy: lazyPage(() => import('./pages/Dashboard')) },
          { path: 'settings', lazy: lazyPage(() => import('./pages/Settings')) },
          { path: 'private-suites', lazy: accountList('private-suite') },
          { path: 'private-suite/:id', lazy: accountDetail('private-suite') },
          { path: 'support-list', lazy: lazyPage(() => import('./pages/SupportList')) },
          { path: 'professionals-list', lazy: accountList('professional') },
          { path: 'professionals-list/:id', lazy: accountDetail('professional') },
          { path: 'feedback-list', lazy: lazyPage(() => import('./pages/FeedbackList')) },
          { path: 'activity', lazy: lazyPage(() => import('./pages/Activity')) },
          { path: 'recently-deleted', lazy: lazyPage(() => import('./pages/RecentlyDeleted')) },
          { path: 'staff', lazy: lazyPage(() => import('./pages/Staff')) },
          { path: 'profile-settings', lazy: lazyPage(() => import('./pages/ProfileSettings')) },
          { path: 'change-password', lazy: lazyPage(() => import('./pages/ChangePassword')) },
          { path: 'policy-editor', lazy: lazyPage(() => import('./pages/PolicyEditor'), { prefetch: false }) },
          { path: 'policy-view', lazy: lazyPage(() => import('./pages/PolicyView')) },
          { path: 'terms', lazy: lazyPage(() => import('./pages/TermsEditor'), { prefetch: false }) },
          { path: 'chat', lazy: lazyPage(() => import('./pages/Chat')) },
          { path: 'salons', lazy: accountList('salon') },
          { path: 'salons/:id', lazy: accountDetail('salon') },
          { path: '*', lazy: lazyPage(() => import('./pages/NotFound')) },
        ],
      },
    ],
  },
];
