import { describe, expect, it } from 'vitest';
import { richTextAllowlist } from './richTextAllowlist';
import { createRichTextSanitizer, sanitizeHtml } from './sanitizeHtml';

/** Parses the output again, as a browser would when it is displayed, to look at what survived. */
const parse = (html: string) => {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
};

const everyElement = (html: string) => [...parse(html).querySelectorAll('*')];
const everyAttributeName = (html: string) => everyElement(html).flatMap((element) => element.getAttributeNames());

describe('sanitizeHtml keeps the formatting the editor writes', () => {
  it.each([
    ['paragraphs and line breaks', '<p>One<br>two</p><p>three</p>'],
    ['headings', '<h1>Privacy</h1><h2>Data</h2><h3>Cookies</h3>'],
    ['inline marks', '<p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s></p>'],
    ['Quill-era inline tags', '<p><b>b</b> <i>i</i> <strike>s</strike></p><h4>Older heading</h4>'],
    ['a quote', '<blockquote><p>Quoted</p></blockquote>'],
    ['lists', '<ol><li><p>One</p><ul><li><p>Nested</p></li></ul></li></ol>'],
    ['fonts and sizes as classes', '<p><span class="ql-font-serif"><span class="ql-size-large">Big serif</span></span></p>'],
    ['paragraph indents', '<p class="ql-indent-3">Indented</p>'],
    ['links to the web', '<p><a href="https://chairside.app/privacy" target="_blank" rel="noopener noreferrer">policy</a></p>'],
    ['mail links', '<p><a href="mailto:privacy@chairside.app">email us</a></p>'],
    ['images over https', '<img src="https://cdn.chairside.app/salon.jpg" alt="A salon chair">'],
    ['images on this site', '<img src="/uploads/salon.jpg" alt="A salon chair">'],
    [
      'a YouTube player',
      '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" class="ql-video" frameborder="0" allowfullscreen="true" title="Salon tour"></iframe>',
    ],
    [
      'a Vimeo player',
      '<iframe src="https://player.vimeo.com/video/76979871" class="ql-video" frameborder="0" allowfullscreen="true" title="Vimeo video"></iframe>',
    ],
  ])('%s', (_name, html) => {
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps the text of everything it removes that is not code', () => {
    expect(sanitizeHtml('<div><p>Kept <font color="red">text</font></p></div>')).toBe('<p>Kept text</p>');
  });

  it('returns an empty string for empty input', () => {
    expect(sanitizeHtml('')).toBe('');
  });
});

describe('sanitizeHtml removes script in every form', () => {
  const vectors: Array<[string, string]> = [
    ['a script element', '<p>Hi</p><script>alert(1)</script>'],
    ['a script with a source', '<script src="https://evil.example/x.js"></script>'],
    ['an event handler', '<p onclick="alert(1)">Hi</p>'],
    ['an image error handler', '<img src="x" onerror="alert(1)">'],
    ['a body onload', '<body onload="alert(1)"><p>Hi</p></body>'],
    ['an svg onload', '<svg onload="alert(1)"><circle r="4"></circle></svg>'],
    ['script inside svg', '<svg><script>alert(1)</script></svg>'],
    ['an svg animate href', '<svg><a><animate attributeName="href" values="javascript:alert(1)"></animate><text>x</text></a></svg>'],
    ['math with an href', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
    ['math xlink', '<math href="javascript:alert(1)">click</math>'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>'],
    ['an obfuscated javascript: link', '<a href="jav&#x09;ascript:alert(1)">x</a>'],
    ['a javascript: link in capitals with spaces', '<a href="  JaVaScRiPt:alert(1)">x</a>'],
    ['a data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
    ['a vbscript: link', '<a href="vbscript:msgbox(1)">x</a>'],
    ['a data: image', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
    ['a javascript: image', '<img src="javascript:alert(1)">'],
    ['a javascript: frame', '<iframe src="javascript:alert(1)"></iframe>'],
    ['a data: frame', '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>'],
    ['a srcdoc frame', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    [
      'a srcdoc on a valid player',
      '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" srcdoc="<script>alert(1)</script>"></iframe>',
    ],
    ['noscript mutation', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
    ['a closing tag in an attribute', '<p title="</p><img src=x onerror=alert(1)>">x</p>'],
    ['a style element', '<style>@import "https://evil.example/x.css";</style><p>x</p>'],
    ['a style attribute', '<p style="background:url(javascript:alert(1))">x</p>'],
    ['a form with an action', '<form action="javascript:alert(1)"><input type="submit" value="Go"><button formaction="javascript:alert(1)">Go</button></form>'],
    ['a meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
    ['a base href', '<base href="https://evil.example/"><a href="/privacy">x</a>'],
    ['an object', '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">'],
    ['a template', '<template><img src=x onerror=alert(1)></template>'],
    ['a link element', '<link rel="stylesheet" href="https://evil.example/x.css">'],
    ['an iframe containing markup', '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"><img src=x onerror=alert(1)></iframe>'],
    ['a details ontoggle', '<details open ontoggle="alert(1)"><summary>x</summary></details>'],
  ];

  it.each(vectors)('%s', (_name, html) => {
    const clean = sanitizeHtml(html);
    const elements = everyElement(clean).map((element) => element.localName);
    for (const forbidden of ['script', 'svg', 'math', 'style', 'form', 'input', 'button', 'meta', 'base', 'link', 'object', 'embed', 'template', 'noscript']) {
      expect(elements).not.toContain(forbidden);
    }
    expect(everyAttributeName(clean).filter((name) => name.startsWith('on'))).toEqual([]);
    expect(everyAttributeName(clean)).not.toContain('style');
    expect(everyAttributeName(clean)).not.toContain('srcdoc');
    const addresses = everyElement(clean).flatMap((element) =>
      ['href', 'src'].map((name) => element.getAttribute(name)).filter((value) => value !== null),
    );
    for (const address of addresses) expect(address).toMatch(/^(?:https:\/\/|mailto:|\/[^/\\])/);
    expect(clean).not.toMatch(/javascript:|vbscript:|data:/i);
  });

  it('leaves nothing of a mutation payload but the empty paragraph it hid in', () => {
    // Parsed without scripting, the payload is only a title attribute; p has no title in the allowlist.
    expect(sanitizeHtml('<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>')).toBe('<p></p>');
  });

  it('keeps the text of a link whose address is refused', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)" target="_blank" rel="opener">Click</a>')).toBe('<a>Click</a>');
  });
});

describe('sanitizeHtml enforces the per-tag rules', () => {
  it('drops frames from any host but the YouTube and Vimeo players', () => {
    for (const src of [
      'https://evil.example/embed/dQw4w9WgXcQ',
      'https://www.youtube.com.evil.example/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'http://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1&onload=x',
      'https://vimeo.com/76979871',
      'https://player.vimeo.com/video/76979871/../../evil',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'https://player.vimeo.com/video/76979871?autoplay=1',
      '//www.youtube.com/embed/dQw4w9WgXcQ',
    ]) {
      expect(sanitizeHtml(`<p>Before</p><iframe src="${src}"></iframe>`)).toBe('<p>Before</p>');
    }
  });

  it('forces frame attributes and names an untitled frame', () => {
    const clean = sanitizeHtml(
      '<iframe src="https://player.vimeo.com/video/76979871?h=8272103f6e" frameborder="1" allow="camera" sandbox="allow-scripts" width="9999"></iframe>',
    );
    const frame = parse(clean).querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe('https://player.vimeo.com/video/76979871?h=8272103f6e');
    expect(frame.getAttribute('frameborder')).toBe('0');
    expect(frame.getAttribute('allowfullscreen')).toBe('true');
    expect(frame.getAttribute('title')).toBe('Vimeo video');
    expect(frame.getAttributeNames().toSorted()).toEqual(['allowfullscreen', 'frameborder', 'src', 'title']);
  });

  it('adds noopener and noreferrer to links that open a new tab, and drops other targets', () => {
    expect(sanitizeHtml('<a href="https://chairside.app" target="_blank">x</a>')).toBe(
      '<a href="https://chairside.app" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="https://chairside.app" target="_top" rel="opener nofollow">x</a>')).toBe(
      '<a href="https://chairside.app" rel="nofollow">x</a>',
    );
  });

  it('refuses protocol-relative and backslash image paths', () => {
    expect(sanitizeHtml('<img src="//evil.example/x.png" alt="x">')).toBe('');
    expect(sanitizeHtml('<img src="/\\evil.example/x.png" alt="x">')).toBe('');
    expect(sanitizeHtml('<img src="ftp://files.example/x.png" alt="x">')).toBe('');
  });

  it('refuses links other than http, https and mailto', () => {
    for (const href of ['ftp://files.example/x', 'tel:+15550100', 'file:///etc/passwd', '/relative', '#top']) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
    }
  });

  it('keeps only allowed class names and only allowed attributes per tag', () => {
    expect(sanitizeHtml('<p class="ql-indent-2 evil ql-indent-9 ql-size-large" id="x" title="t" data-x="1" aria-hidden="true">x</p>')).toBe(
      '<p class="ql-indent-2 ql-size-large">x</p>',
    );
    expect(sanitizeHtml('<span class="hidden">x</span>')).toBe('<span>x</span>');
    // Alignment and the default font are Quill output the editor cannot write or show.
    expect(sanitizeHtml('<p class="ql-align-center"><span class="ql-font-sans-serif">x</span></p>')).toBe('<p><span>x</span></p>');
    expect(sanitizeHtml('<p>a <del>b</del></p>')).toBe('<p>a b</p>');
    expect(sanitizeHtml('<p href="https://chairside.app" src="/x.png" alt="x">x</p>')).toBe('<p>x</p>');
    expect(sanitizeHtml('<img src="/x.png" alt="Chair" title="t" width="10" height="10">')).toBe('<img src="/x.png" alt="Chair">');
  });

  it('leaves the shared DOMPurify instance alone', async () => {
    const { default: DOMPurify } = await import('dompurify');
    sanitizeHtml('<p class="evil">x</p>');
    expect(DOMPurify.sanitize('<p class="evil">x</p>')).toBe('<p class="evil">x</p>');
  });
});

describe('createRichTextSanitizer', () => {
  it('works on a window of its own, as a server does with a jsdom window', () => {
    const frame = document.createElement('iframe');
    document.body.append(frame);
    const sanitize = createRichTextSanitizer(frame.contentWindow as Window & typeof globalThis);
    expect(sanitize('<p onclick="x()">Hi<script>alert(1)</script></p>')).toBe('<p>Hi</p>');
    frame.remove();
  });
});

describe('richTextAllowlist', () => {
  it('is plain data a reader can inspect', () => {
    expect(richTextAllowlist.tags).toContain('iframe');
    expect(richTextAllowlist.tags).not.toContain('svg');
    expect(richTextAllowlist.classPattern.test('ql-font-serif')).toBe(true);
    expect(richTextAllowlist.classPattern.test('ql-indent-9')).toBe(false);
    expect(richTextAllowlist.urls.iframe.some((pattern) => pattern.test('https://www.youtube.com/embed/dQw4w9WgXcQ'))).toBe(true);
  });
});
