import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isLoggedIn } from './storage';

/** Where the login page sends the user back to, carried in the navigation state. */
export type LoginState = { from?: string };

/**
 * The route guard of SPEC.md section 2: a visitor without a stored session goes to /login, which
 * sends them back to the page they asked for once they have logged in.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (!isLoggedIn()) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/login" replace state={{ from } satisfies LoginState} />;
  }
  return children;
}
