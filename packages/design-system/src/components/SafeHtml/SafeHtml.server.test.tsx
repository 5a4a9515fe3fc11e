// Rendered as a server renders it: Node, no window, no document.
import { JSDOM } from 'jsdom';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './SafeHtml';
import { ServerDomProvider } from './ServerDomProvider';

const stored = '<h2>Privacy</h2><p onclick="steal()">We keep <strong>little</strong>.<script>steal()</script></p><a href="javascript:steal()">x</a>';

describe('SafeHtml on a server', () => {
  it('has no DOM of its own there, and says how to give it one', () => {
    expect(typeof window).toBe('undefined');
    expect(() => renderToString(<SafeHtml html={stored} />)).toThrow(/ServerDomProvider/);
  });

  it('sanitises with the sanitiser it is given: the same allowlist, with a DOM loaded on the server only', () => {
    const markup = renderToString(
      <ServerDomProvider window={new JSDOM('').window}>
        <SafeHtml as="article" html={stored} />
      </ServerDomProvider>,
    );
    expect(markup).toContain('<h2>Privacy</h2>');
    expect(markup).toContain('<strong>little</strong>');
    expect(markup).not.toMatch(/script|onclick|javascript:/);
    expect(markup).toMatch(/^<article class="[^"]+">/);
  });
});
