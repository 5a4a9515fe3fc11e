// The server half of the server-render test (hydrate.browser.test.tsx): loaded through Vite's SSR
// module loader in Node, as a server-rendering consumer loads the design system, with no window and no
// document. It renders each story of a story file to HTML with react-dom/server.
import { renderToString } from 'react-dom/server';
import { ServerDomProvider, type ServerDomProviderProps } from '@chairside/design-system';
import { storiesOf, storyWillRenderOnServer, type StoryModule } from './stories';

/** What the server made of one story: its markup, or why it could not make any. */
export type ServerRender = { html: string } | { error: string };

/**
 * Renders every story of `module` that is meant to render (see `storyWillRenderOnServer`), by export
 * name. `serverWindow` is the server's own DOM (jsdom's), which SafeHtml, the editor and DocumentDiff
 * read stored HTML with where a browser would use the page's.
 */
export function renderStories(module: StoryModule, serverWindow: ServerDomProviderProps['window']): Record<string, ServerRender> {
  const results: Record<string, ServerRender> = {};
  for (const [name, Story] of storiesOf(module)) {
    if (!storyWillRenderOnServer(Story)) continue;
    try {
      results[name] = {
        html: renderToString(
          <ServerDomProvider window={serverWindow}>
            <Story />
          </ServerDomProvider>,
        ),
      };
    } catch (error) {
      results[name] = { error: error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error) };
    }
  }
  return results;
}
