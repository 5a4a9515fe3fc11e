import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { toast } from '@chairside/design-system';

// Radix Toast is not needed until there is something to say: it loads with the first toast, which
// waits in the store meanwhile and appears as soon as the list mounts. /login never shows one, so a
// visitor who only signs in never downloads it (issue 19).
const Toasts = lazy(() => import('./Toasts'));

const anyToast = () => toast.store.getSnapshot().length > 0;

/** False until the first toast is asked for, then true for good. */
function useToastsWanted(): boolean {
  const [wanted, setWanted] = useState(anyToast);
  useEffect(() => {
    if (wanted) return undefined;
    return toast.store.subscribe(() => {
      if (anyToast()) setWanted(true);
    });
  }, [wanted]);
  return wanted;
}

/**
 * What sits around the routes: the toasts (SPEC section 9 defaults). The data hooks carry their SWR
 * defaults themselves (data/useReads.ts) and the confirmation dialog is in AdminLayout, around the
 * only pages that ask.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const toastsWanted = useToastsWanted();
  return (
    <>
      {children}
      {toastsWanted ? (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      ) : null}
    </>
  );
}
