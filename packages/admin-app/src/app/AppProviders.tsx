import { lazy, Suspense, type ReactNode } from 'react';

// Radix Toast is not needed to log in, so it loads beside the first page instead of before it. Toasts
// shown before it arrives wait in the store and appear when it mounts.
const Toasts = lazy(() => import('./Toasts'));

/**
 * What sits around the routes: the toasts (SPEC section 9 defaults). The data hooks carry their SWR
 * defaults themselves (data/useReads.ts) and the confirmation dialog is in AdminLayout, around the
 * only pages that ask.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
    </>
  );
}
