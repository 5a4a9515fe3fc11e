import type { HttpHandler } from 'msw';
import { toast } from '@chairside/design-system';
import { handlers } from '../mocks/handlers';
import { mockToken, resetDb } from '../mocks/db';
import { storeSession } from '../session/storage';

type MswContext = { msw: { use: (...handlers: HttpHandler[]) => void } };

/**
 * A story `beforeEach` for screens: fresh mock data, no toast left over from the story before (an
 * Undo toast stays ten seconds), nothing stored by it (a session's end keeps drafts, a story's must
 * not), the admin session stored (unless `loggedIn` is false), the default
 * handlers, then the story's overrides (which win, being added last).
 */
export const screenSetup =
  (overrides: HttpHandler[] = [], { loggedIn = true }: { loggedIn?: boolean } = {}) =>
  ({ msw }: MswContext) => {
    resetDb();
    toast.dismiss();
    window.localStorage.clear();
    if (loggedIn) storeSession(mockToken);
    msw.use(...handlers);
    msw.use(...overrides);
    return () => window.localStorage.clear();
  };
