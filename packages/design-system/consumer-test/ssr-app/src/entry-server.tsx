// The page's server side: React renders it to HTML in Node for server.mjs. jsdom is imported here and
// nowhere else, so the browser's bundle never carries it; SafeHtml sanitises with its window on the
// server and with the page's own DOM in the browser, through the same allowlist.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { JSDOM } from 'jsdom';
import { ServerDomProvider, themeClassName } from '@chairside/design-system';
import { App } from './App';

// One window for every request: the design system builds its sanitiser once per window.
const serverWindow = new JSDOM('').window;

/** The classes server.mjs puts on <html>: the dark theme applies from the first paint, before any script. */
export const htmlClassName = themeClassName('dark');

/** The page's markup, for the template's root element. */
export function render(): string {
  return renderToString(
    <StrictMode>
      <ServerDomProvider window={serverWindow}>
        <App />
      </ServerDomProvider>
    </StrictMode>,
  );
}
