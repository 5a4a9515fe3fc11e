/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import { createRichTextSanitizer } from './sanitizer.ts';

/*
 * The server cleans policy and terms HTML on save with this sanitiser over a jsdom window of its own,
 * and the design system's SafeHtml cleans it again on display over the page's window; one corpus
 * proves both, with a frame's window standing in for the server's.
 */

const frame = document.createElement('iframe');
document.body.append(frame);
const onServer = createRichTextSanitizer(frame.contentWindow as Window & typeof globalThis);
const inPage = createRichTextSanitizer(window);

const youtube = 'https://www.youtube.com/embed/dQw4w9WgXcQ';
const vimeo = 'https://player.vimeo.com/video/76979871';

/** [what the input exercises, the input, what both sanitisers must turn it into]. */
const corpus: Array<[string, string, string]> = [
  // Formatting the editor writes, kept as it is.
  ['paragraphs and line breaks', '<p>One<br>two</p><p><br></p>', '<p>One<br>two</p><p><br></p>'],
  ['headings 1 to 3', '<h1>A</h1><h2>B</h2><h3>C</h3>', '<h1>A</h1><h2>B</h2><h3>C</h3>'],
  ['Quill-era headings 4 to 6', '<h4>D</h4><h5>E</h5><h6>F</h6>', '<h4>D</h4><h5>E</h5><h6>F</h6>'],
  ['bold, italic, underline, strike', '<p><strong>b</strong><em>i</em><u>u</u><s>s</s></p>', '<p><strong>b</strong><em>i</em><u>u</u><s>s</s></p>'],
  ['Quill-era marks', '<p><b>b</b><i>i</i><strike>s</strike></p>', '<p><b>b</b><i>i</i><strike>s</strike></p>'],
  ['a quote', '<blockquote><p>Quoted</p></blockquote>', '<blockquote><p>Quoted</p></blockquote>'],
  ['nested lists', '<ol><li><p>One</p><ul><li><p>Two</p></li></ul></li></ol>', '<ol><li><p>One</p><ul><li><p>Two</p></li></ul></li></ol>'],
  ['Quill-era list indents', '<ol><li>One</li><li class="ql-indent-1">Two</li></ol>', '<ol><li>One</li><li class="ql-indent-1">Two</li></ol>'],
  // Each class family, with what falls outside it.
  ['font classes', '<p><span class="ql-font-serif">s</span><span class="ql-font-monospace">m</span></p>', '<p><span class="ql-font-serif">s</span><span class="ql-font-monospace">m</span></p>'],
  ['the default font class, which the editor never writes', '<p><span class="ql-font-sans-serif">x</span></p>', '<p><span>x</span></p>'],
  ['size classes', '<p><span class="ql-size-small">s</span><span class="ql-size-large ql-size-huge">l</span></p>', '<p><span class="ql-size-small">s</span><span class="ql-size-large ql-size-huge">l</span></p>'],
  ['indent classes 1 to 8 only', '<p class="ql-indent-8">a</p><p class="ql-indent-9">b</p><h2 class="ql-indent-0">c</h2>', '<p class="ql-indent-8">a</p><p>b</p><h2>c</h2>'],
  ['alignment classes', '<p class="ql-align-center ql-indent-2">a</p><p class="ql-align-right">b</p>', '<p class="ql-indent-2">a</p><p>b</p>'],
  ['unknown and repeated classes', '<p class="evil ql-size-large ql-size-large hidden">x</p>', '<p class="ql-size-large">x</p>'],
  ['tags the editor cannot write', '<div><p>a <del>b</del> <code>c</code> <sup>d</sup></p></div>', '<p>a b c d</p>'],
  ['attributes outside the per-tag list', '<p id="x" title="t" data-x="1" aria-hidden="true" alt="a" href="https://x.test">x</p>', '<p>x</p>'],
  // Links of each scheme.
  ['an https link', '<a href="https://chairside.app/help">Help</a>', '<a href="https://chairside.app/help">Help</a>'],
  ['an http link', '<a href="http://chairside.app/">Old</a>', '<a href="http://chairside.app/">Old</a>'],
  ['a mailto link', '<a href="mailto:privacy@chairside.app">Mail</a>', '<a href="mailto:privacy@chairside.app">Mail</a>'],
  ['a new-tab link as the editor writes it', '<a href="https://x.test/" target="_blank" rel="noopener noreferrer">x</a>', '<a href="https://x.test/" target="_blank" rel="noopener noreferrer">x</a>'],
  ['a new-tab link without rel', '<a href="https://x.test/" target="_blank">x</a>', '<a href="https://x.test/" target="_blank" rel="noopener noreferrer">x</a>'],
  ['other targets and rel tokens', '<a href="https://x.test/" target="_top" rel="opener NoFollow">x</a>', '<a href="https://x.test/" rel="nofollow">x</a>'],
  ['tel, ftp, relative and fragment links', '<a href="tel:+15550100">a</a><a href="ftp://x.test/">b</a><a href="/admin">c</a><a href="#top">d</a>', '<a>a</a><a>b</a><a>c</a><a>d</a>'],
  // Images.
  ['an https image', '<img src="https://cdn.chairside.app/a.jpg" alt="Chair">', '<img src="https://cdn.chairside.app/a.jpg" alt="Chair">'],
  ['an http image with a size', '<img src="http://cdn.chairside.app/a.jpg" alt="Chair" width="10" height="10" title="t">', '<img src="http://cdn.chairside.app/a.jpg" alt="Chair">'],
  ['an image on this site', '<img src="/uploads/salon.jpg" alt="Salon">', '<img src="/uploads/salon.jpg" alt="Salon">'],
  ['protocol-relative, backslash and ftp images', '<p>x</p><img src="//evil.test/a.png"><img src="/\\evil.test/a.png"><img src="ftp://x.test/a.png">', '<p>x</p>'],
  // Frames.
  ['a YouTube player as the editor writes it', `<iframe src="${youtube}" class="ql-video" frameborder="0" allowfullscreen="true" title="Tour"></iframe>`, `<iframe src="${youtube}" class="ql-video" frameborder="0" allowfullscreen="true" title="Tour"></iframe>`],
  ['an untitled YouTube player with a size', `<iframe src="${youtube}" width="640" height="360" frameborder="1"></iframe>`, `<iframe src="${youtube}" frameborder="0" allowfullscreen="true" title="YouTube video"></iframe>`],
  ['a Vimeo player with its hash', `<iframe src="${vimeo}?h=8272103f6e"></iframe>`, `<iframe src="${vimeo}?h=8272103f6e" frameborder="0" allowfullscreen="true" title="Vimeo video"></iframe>`],
  ['youtube-nocookie and players with a query', `<p>v</p><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></iframe><iframe src="${youtube}?autoplay=1"></iframe><iframe src="${vimeo}?autoplay=1"></iframe>`, '<p>v</p>'],
  ['pages and look-alike hosts in a frame', `<p>v</p><iframe src="https://vimeo.com/76979871"></iframe><iframe src="https://www.youtube.com.evil.test/embed/dQw4w9WgXcQ"></iframe><iframe src="http://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>`, '<p>v</p>'],
  ['another site in a frame', '<p>v</p><iframe src="https://evil.test/embed/dQw4w9WgXcQ"></iframe>', '<p>v</p>'],
  // XSS vectors.
  ['a script element', '<p>a</p><script>alert(1)</script>', '<p>a</p>'],
  ['event handlers', '<p onclick="alert(1)">a</p><img src="https://x.test/a.png" onerror="alert(1)" alt="A">', '<p>a</p><img src="https://x.test/a.png" alt="A">'],
  ['javascript: links, encoded and in capitals', '<a href="javascript:alert(1)">a</a><a href="&#106;avascript:alert(1)">b</a><a href="  JaVaScRiPt:alert(1)">c</a><a href="java\tscript:alert(1)">d</a>', '<a>a</a><a>b</a><a>c</a><a>d</a>'],
  ['data: and vbscript: links', '<a href="data:text/html;base64,PHNjcmlwdD4=">a</a><a href="vbscript:msgbox(1)">b</a>', '<a>a</a><a>b</a>'],
  ['data: and javascript: images', '<img src="data:image/svg+xml;base64,PHN2Zy8+"><img src="javascript:alert(1)"><img src=x onerror=alert(1)>', ''],
  ['javascript:, data: and srcdoc frames', `<iframe src="javascript:alert(1)"></iframe><iframe src="data:text/html,x"></iframe><iframe src="${youtube}" srcdoc="<script>alert(1)</script>"></iframe>`, `<iframe src="${youtube}" frameborder="0" allowfullscreen="true" title="YouTube video"></iframe>`],
  // DOMPurify drops a frame whose raw text reads as markup (mutation XSS), player or not.
  ['markup inside a player frame', `<p>v</p><iframe src="${youtube}"><img src=x onerror=alert(1)></iframe>`, '<p>v</p>'],
  ['svg and math', '<svg onload="alert(1)"><circle r="1"/></svg><math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
  ['a noscript mutation', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>', '<p></p>'],
  ['style elements and attributes', '<style>body{display:none}</style><p style="background:url(javascript:alert(1))">a</p>', '<p>a</p>'],
  ['forms, objects, meta and base', '<form action="javascript:alert(1)"><input value="x"><button>Go</button></form><object data="x"></object><embed src="x"><meta http-equiv="refresh" content="0"><base href="https://evil.test/">', 'Go'],
  ['a template and a details toggle', '<template><img src=x onerror=alert(1)></template><details open ontoggle="alert(1)"><summary>s</summary></details>', 's'],
];

describe('createRichTextSanitizer', () => {
  it.each(corpus)('%s', (_name, html, expected) => {
    expect({ server: onServer(html), page: inPage(html) }).toEqual({ server: expected, page: expected });
  });

  it('leaves what it wrote unchanged, so a saved page shows as it was saved', () => {
    for (const [, html] of corpus) {
      const saved = onServer(html);
      expect({ html, shown: inPage(saved) }).toEqual({ html, shown: saved });
    }
  });

  it('fails closed when there is no DOM to parse with', () => {
    expect(() => createRichTextSanitizer({} as never)).toThrow('DOMPurify is not supported');
  });
});
