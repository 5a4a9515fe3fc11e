// The page's browser side: React hydrates the server's markup rather than rendering it afresh. No
// ServerDomProvider here: SafeHtml sanitises with the page's own DOM. The <html> classes came from the
// server, so nothing sets the theme here.
import { StrictMode, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import '@chairside/design-system/css';
import { App } from './App';

/** Marks <html> once hydration has committed and effects run: the page is interactive from then on. */
function HydratedMark({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return children;
}

hydrateRoot(
  document.getElementById('root')!,
  <StrictMode>
    <HydratedMark>
      <App />
    </HydratedMark>
  </StrictMode>,
  {
    // React recovers from a mismatch it cannot patch by rendering that part again on the client, and
    // says nothing unless told: log it, so the consumer test (which fails on console errors) sees it.
    onRecoverableError(error, info) {
      const message = error instanceof Error ? error.message : String(error);
      console.error(`Recoverable error while hydrating: ${message}${info.componentStack ?? ''}`);
    },
  },
);
