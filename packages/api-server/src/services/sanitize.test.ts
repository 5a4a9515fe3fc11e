// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hasVisibleContent, sanitizePolicyHtml } from './sanitize.ts';

describe('sanitizePolicyHtml', () => {
  it('keeps everything the editor writes', () => {
    const html =
      '<h1>Title</h1><h2>Part</h2><h3>Sub</h3><p>Plain <strong>bold</strong> <em>italic</em> <u>under</u> <s>strike</s></p>' +
      '<blockquote>Quote</blockquote><ol><li>One</li><li class="ql-indent-1">Indented</li></ol><ul><li>Bullet</li></ul>' +
      '<p class="ql-indent-2"><span class="ql-font-serif ql-size-large">Big serif</span></p><p><br></p>' +
      '<p><b>b</b> <i>i</i> <strike>s</strike></p><h4>Older heading</h4><img src="/uploads/salon.jpg" alt="Chair">';
    expect(sanitizePolicyHtml(html)).toBe(html);
  });

  it('keeps http, https and mailto links, and makes new-tab links safe', () => {
    expect(sanitizePolicyHtml('<a href="https://chairside.test/help">Help</a>')).toBe('<a href="https://chairside.test/help">Help</a>');
    expect(sanitizePolicyHtml('<a href="http://chairside.test/">Old</a>')).toBe('<a href="http://chairside.test/">Old</a>');
    expect(sanitizePolicyHtml('<a href="mailto:help@chairside.test">Mail</a>')).toBe('<a href="mailto:help@chairside.test">Mail</a>');
    expect(sanitizePolicyHtml('<a href="https://x.test/" target="_blank">New tab</a>')).toBe(
      '<a href="https://x.test/" target="_blank" rel="noopener noreferrer">New tab</a>',
    );
    expect(sanitizePolicyHtml('<a href="https://x.test/" target="_parent" rel="opener nofollow">Frame</a>')).toBe(
      '<a href="https://x.test/" rel="nofollow">Frame</a>',
    );
  });

  it.each([
    ['javascript: URL', '<a href="javascript:alert(1)">x</a>'],
    ['mixed-case javascript: URL', '<a href="JaVaScRiPt:alert(1)">x</a>'],
    ['entity-encoded javascript: URL', '<a href="&#106;avascript:alert(1)">x</a>'],
    ['javascript: URL after spaces', '<a href="  javascript:alert(1)">x</a>'],
    ['tab inside the scheme', '<a href="java\tscript:alert(1)">x</a>'],
    ['vbscript: URL', '<a href="vbscript:msgbox(1)">x</a>'],
    ['data: URL', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
    ['relative link', '<a href="/admin">x</a>'],
  ])('drops the href of a %s', (_case, html) => {
    expect(sanitizePolicyHtml(html)).toBe('<a>x</a>');
  });

  it.each([
    ['script element', '<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    ['onerror on an image', '<img src="https://x.test/a.png" onerror="alert(1)" alt="A">', '<img src="https://x.test/a.png" alt="A">'],
    ['image without a usable src', '<img src=x onerror=alert(1)>', ''],
    ['data: image', '<img src="data:image/svg+xml;base64,PHN2Zy8+">', ''],
    ['javascript: image', '<img src="javascript:alert(1)">', ''],
    ['event handler on a paragraph', '<p onclick="alert(1)" onmouseover="alert(2)">a</p>', '<p>a</p>'],
    ['inline style', '<p style="background:url(javascript:alert(1))">a</p>', '<p>a</p>'],
    ['svg with onload', '<svg onload="alert(1)"><circle r="1"/></svg>', ''],
    ['math mutation vector', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
    ['form controls', '<form action="https://evil.test"><input name="a"><button>Go</button></form>', 'Go'],
    ['object and embed', '<object data="https://evil.test/x.swf"></object><embed src="https://evil.test/x.swf">', ''],
    ['meta refresh and base', '<meta http-equiv="refresh" content="0;url=https://evil.test"><base href="https://evil.test/">', ''],
    ['style element', '<style>body{display:none}</style><p>a</p>', '<p>a</p>'],
    ['unknown classes', '<p class="evil ql-indent-2 ql-indent-99">a</p>', '<p class="ql-indent-2">a</p>'],
    ['data and aria attributes', '<p data-x="1" aria-hidden="true" id="x">a</p>', '<p>a</p>'],
    ['protocol-relative image', '<img src="//evil.test/a.png" alt="A">', ''],
    ['backslash image path', '<img src="/\\evil.test/a.png" alt="A">', ''],
    ['div and del the editor cannot write', '<div><p>a <del>b</del></p></div>', '<p>a b</p>'],
    ['alignment and default-font classes', '<p class="ql-align-center"><span class="ql-font-sans-serif">a</span></p>', '<p><span>a</span></p>'],
    ['image size and title', '<img src="https://x.test/a.png" alt="A" width="10" height="10" title="t">', '<img src="https://x.test/a.png" alt="A">'],
  ])('removes a %s', (_case, html, expected) => {
    expect(sanitizePolicyHtml(html)).toBe(expected);
  });

  it('keeps YouTube and Vimeo player embeds, titled, and nothing else in an iframe', () => {
    const fixed = 'frameborder="0" allowfullscreen="true"';
    expect(sanitizePolicyHtml('<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" class="ql-video" width="640"></iframe>')).toBe(
      `<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" class="ql-video" ${fixed} title="YouTube video"></iframe>`,
    );
    expect(sanitizePolicyHtml('<iframe src="https://player.vimeo.com/video/76979871?h=abc" title="Tour" frameborder="1"></iframe>')).toBe(
      `<iframe src="https://player.vimeo.com/video/76979871?h=abc" title="Tour" ${fixed}></iframe>`,
    );
    for (const src of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com.evil.test/embed/x',
      'https://evil.test/https://www.youtube.com/embed/x',
      'http://www.youtube.com/embed/x',
      'javascript:alert(1)',
      'https://vimeo.com/76979871',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1',
      'https://www.youtube.com/embed/x',
      'https://player.vimeo.com/video/76979871?autoplay=1',
    ]) {
      expect({ src, html: sanitizePolicyHtml(`<p>v</p><iframe src="${src}"></iframe>`) }).toEqual({ src, html: '<p>v</p>' });
    }
    expect(sanitizePolicyHtml('<iframe srcdoc="<script>alert(1)</script>" src="https://www.youtube.com/embed/x"></iframe>')).not.toContain('srcdoc');
  });

  it('tells markup that shows something from markup that shows nothing', () => {
    expect(hasVisibleContent('<p>Hi</p>')).toBe(true);
    expect(hasVisibleContent('<img src="https://x.test/a.png">')).toBe(true);
    expect(hasVisibleContent('<p><br></p><p>&nbsp; </p>')).toBe(false);
    expect(hasVisibleContent('')).toBe(false);
  });
});
