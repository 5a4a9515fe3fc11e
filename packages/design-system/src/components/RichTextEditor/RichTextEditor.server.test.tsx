// Rendered as a server renders it: Node, no window, no document.
import { JSDOM } from 'jsdom';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DocumentDiff } from '../DocumentDiff';
import { ServerDomProvider } from '../SafeHtml/ServerDomProvider';
import { RichTextEditor } from './RichTextEditor';

const serverWindow = new JSDOM('').window;
const onServer = (element: React.ReactElement) => renderToString(<ServerDomProvider window={serverWindow}>{element}</ServerDomProvider>);

describe('RichTextEditor on a server', () => {
  it('shows its content read-only, sanitised, without the toolbar that comes with the editor', () => {
    const markup = onServer(<RichTextEditor label="Privacy policy" defaultValue={'<h2>Privacy</h2><p onclick="x()">Kept <em>short</em>.</p><script>x()</script>'} />);
    expect(markup).toContain('<h2>Privacy</h2><p>Kept <em>short</em>.</p>');
    expect(markup).not.toMatch(/script|onclick|contenteditable|role="toolbar"/);
    expect(markup).toMatch(/role="textbox"[^>]*aria-multiline="true"[^>]*aria-readonly="true"/);
    expect(markup).toContain('aria-label="Privacy policy"');
  });

  it('shows a read-only editor as the document it is, reachable by Tab', () => {
    const markup = onServer(<RichTextEditor label="Terms" editable={false} value="<p>Terms</p>" />);
    expect(markup).toMatch(/role="document"[^>]*tabindex="0"/);
    expect(markup).not.toContain('aria-readonly');
  });
});

describe('DocumentDiff on a server', () => {
  it('reads both versions with the server DOM', () => {
    const markup = onServer(<DocumentDiff before="<p>We keep data for a year.</p>" after="<p>We keep data for two years.</p>" beforeLabel="Published" afterLabel="Draft" />);
    expect(markup).toContain('two');
    expect(markup).toContain('years');
  });
});
