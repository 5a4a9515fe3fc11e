import { StrictMode } from 'react';
import { AppProviders } from '../../app/AppProviders';
import { PublicFrame } from '../../app/PublicFrame';
import Login from './Login';

/**
 * Where a page that sent a visitor here asked to be taken back to. The router keeps its navigation
 * state in the history entry (`usr`), which a reload of /login keeps.
 */
const fromHistory = (): string | undefined => {
  const from = (window.history.state as { usr?: { from?: unknown } } | null)?.usr?.from;
  return typeof from === 'string' && from.startsWith('/') ? from : undefined;
};

/**
 * The login page as a visitor who opens /login first gets it: without the router, whose code (a
 * quarter of what the app needs at start) loads once the visitor starts typing, and runs once they
 * are signed in. `onSignedIn` is given the page to go on to.
 */
export function standaloneLogin(onSignedIn: (to: string) => void) {
  return (
    <StrictMode>
      <AppProviders>
        <PublicFrame>
          <Login from={fromHistory()} onSignedIn={onSignedIn} />
        </PublicFrame>
      </AppProviders>
    </StrictMode>
  );
}
