import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { onToastsWanted, toastsWanted } from './toastsWanted';

// Radix Toast is not needed to sign in: it loads with the signed-in layout or the first toast, which
// waits in the store meanwhile and appears as soon as the list mounts (see toastsWanted.ts).
const Toasts = lazy(() => import('./Toasts'));

/** False until the toast list is asked for, then true for good. */
function useToastsWanted(): boolean {
  const [wanted, setWanted] = useState(toastsWanted);
  useEffect(() => {
    if (wanted) return undefined;
    return onToastsWanted(() => setWanted(true));
  }, [wanted]);
  return wanted;
}

/**
 * What sits around the routes: the toasts (SPEC section 9 defaults). The data hooks carry their SWR
 * defaults themselves (data/useReads.ts) and the confirmation dialog is in AdminLayout, around the
 * only pages that ask.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const showToasts = useToastsWanted();
  return (
    <>
      {children}
      {showToasts ? (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      ) : null}
    </>
  );
}
