// @vitest-environment node
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { ServiceError } from './errors.ts';
import { maxPolicyNesting, policyNestingDepth } from './markup-depth.ts';
import { sanitizePolicyHtmlOffThread } from './sanitize-off-thread.ts';
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

/** The part of a jsdom node the walk below reads; this package's lib has no DOM types. */
interface TreeNode {
  nodeName: string;
  nodeType: number;
  ELEMENT_NODE: number;
  childNodes: Iterable<TreeNode>;
}

/** The most elements around any node of the document the HTML parser builds (html, head and body aside). */
const parsedDepth = (html: string) => {
  const { document } = new JSDOM(html).window;
  let deepest = 0;
  const pending: [TreeNode, number][] = [[document.documentElement as unknown as TreeNode, 0]];
  while (pending.length > 0) {
    const [node, depth] = pending.pop()!;
    deepest = Math.max(deepest, depth);
    const wrapper = ['HTML', 'HEAD', 'BODY'].includes(node.nodeName);
    const inner = node.nodeType === node.ELEMENT_NODE && !wrapper ? depth + 1 : depth;
    for (const child of node.childNodes) pending.push([child, inner]);
  }
  return deepest;
};

const nested = (tag: string, levels: number) => `<${tag}>`.repeat(levels) + 'x';
const numbered = (count: number, html: (n: number) => string) => Array.from({ length: count }, (_, n) => html(n)).join('');

describe('policyNestingDepth', () => {
  it('counts open elements, closed by their end tags', () => {
    expect(policyNestingDepth(nested('b', 5))).toBe(5);
    expect(policyNestingDepth('<h2>Title</h2><p>One <strong>two <em>three</em></strong></p><ul><li>a</li></ul>')).toBe(3);
    expect(policyNestingDepth('')).toBe(0);
    expect(policyNestingDepth('plain text, a < b and c > d')).toBe(0);
    expect(policyNestingDepth('<B><I><U>x</U></I></B><DIV>y</DIV>')).toBe(3);
  });

  it('tells exactly 100 levels from 101', () => {
    for (const tag of ['b', 'div', 'span']) {
      expect(policyNestingDepth(nested(tag, maxPolicyNesting))).toBe(100);
      expect(policyNestingDepth(nested(tag, maxPolicyNesting + 1))).toBe(101);
    }
  });

  it('stops reading once past the limit it is given', () => {
    expect(policyNestingDepth(nested('b', 20_000), maxPolicyNesting)).toBe(maxPolicyNesting + 1);
    expect(policyNestingDepth(nested('b', 20_000))).toBe(20_000);
  });

  it('does not count void elements', () => {
    expect(policyNestingDepth('<p>a<br>b<img src="/a.png" alt="A"><wbr><input></p>')).toBe(1);
    expect(policyNestingDepth('<br>'.repeat(500) + '<hr>'.repeat(500))).toBe(0);
    expect(policyNestingDepth(`<p>${'<br/>'.repeat(200)}</p>`)).toBe(1);
  });

  it('skips comments, however they end', () => {
    expect(policyNestingDepth(`<!-- ${nested('b', 500)} --><p>x</p>`)).toBe(1);
    expect(policyNestingDepth(`<!-- ${nested('b', 500)} --!><p>x</p>`)).toBe(1);
    // `<!-->` is a whole (empty) comment, so what follows it is markup.
    expect(policyNestingDepth(`<!-->${nested('b', 3)}-->`)).toBe(3);
    expect(policyNestingDepth(`<!--->${nested('b', 3)}-->`)).toBe(3);
    expect(policyNestingDepth(`<!-- a -- b -->${nested('i', 2)}`)).toBe(2);
    expect(policyNestingDepth(`<!-- never closed ${nested('b', 500)}`)).toBe(0);
    expect(policyNestingDepth(`<!DOCTYPE html><?php echo 1 ?></3 x>${nested('b', 2)}`)).toBe(2);
  });

  it('closes an open p or li when another starts, as the parser does', () => {
    expect(policyNestingDepth('<p>one<p>two<p>three')).toBe(1);
    expect(policyNestingDepth('<p>a'.repeat(1000))).toBe(1);
    expect(policyNestingDepth(`<ul>${'<li>item'.repeat(1000)}</ul>`)).toBe(2);
    expect(policyNestingDepth('<ul><li>a<li>b<li><p>c</ul>'.repeat(500))).toBe(3);
    expect(policyNestingDepth('<p>text<div>block</div>'.repeat(500))).toBe(1);
    expect(policyNestingDepth('<div><p>a<p>b</div>'.repeat(500))).toBe(2);
  });

  it('ignores stray end tags', () => {
    expect(policyNestingDepth(`${'</div></b></p></li>'.repeat(500)}<b>x</b>`)).toBe(1);
    expect(policyNestingDepth(`<b>${'</i>'.repeat(500)}<i>x</i></b>`)).toBe(2);
  });

  it('reads attributes as the tokenizer does: a quoted > does not end the tag, a stray quote starts nothing', () => {
    expect(policyNestingDepth(`<p title="a > b ${nested('b', 500)}" data-x='${nested('i', 500)}'>x</p>`)).toBe(1);
    expect(policyNestingDepth(`<a href=/x title = "<b>">y</a>`)).toBe(1);
    // The quote is part of the attribute name, not the start of a value, so the b's are markup.
    expect(policyNestingDepth(`<a b"c>${nested('b', 3)}">`)).toBe(4);
    expect(policyNestingDepth(`<p title="never closed ${nested('b', 500)}`)).toBe(0);
  });

  it('reads the text of style, textarea and script elements as text', () => {
    expect(policyNestingDepth(`<textarea>${nested('b', 500)}</textarea><p>x</p>`)).toBe(1);
    expect(policyNestingDepth(`<style>${nested('b', 500)}</STYLE ><p>x</p>`)).toBe(1);
    expect(policyNestingDepth(`<title><!--</title>${nested('b', 3)}-->`)).toBe(3);
    expect(policyNestingDepth(`<script>if (a <b) x = "<i>"; ${nested('b', 500)}</script>x`)).toBe(1);
    // `<!--<script>` inside a script hides the first </script> from it.
    expect(policyNestingDepth(`<script><!--<script></script>${nested('b', 5)}</script>x`)).toBe(1);
    expect(policyNestingDepth(`<script><!--</script>${nested('b', 5)}`)).toBe(5);
  });

  it('counts formatting elements the parser would reopen', () => {
    // Each paragraph leaves its b open; the parser reopens every one of them in the next paragraph.
    const reopened = numbered(150, (n) => `<p><b id="${n}">x</p>`);
    expect(policyNestingDepth(reopened)).toBeGreaterThan(maxPolicyNesting);
    expect(parsedDepth(reopened)).toBeGreaterThan(maxPolicyNesting);
    const adopted = '<a><b></a>'.repeat(150);
    expect(policyNestingDepth(adopted)).toBeGreaterThan(maxPolicyNesting);
    expect(parsedDepth(adopted)).toBeGreaterThan(maxPolicyNesting);
    expect(policyNestingDepth('<p><b>bold</b> and <i>italic</i></p>'.repeat(500))).toBe(2);
  });

  it('never counts fewer levels than the parser builds', () => {
    const samples = [
      nested('b', 120),
      '<span><div></span>'.repeat(60),
      '<b><div></b>'.repeat(60),
      '<a><a></a><span></a>'.repeat(60),
      '<table><td>'.repeat(40),
      '<section><ul><span></ul></span><li></ul>'.repeat(40),
      '<span><li></table><table id="t"></b><b></i></table><i></li><h1></td>'.repeat(20),
      '</b>x</dd></dd><h1><b></a><a>'.repeat(40),
      '<h1><h2><h3>x'.repeat(40),
      '<option><optgroup>'.repeat(40),
      '<ruby><rb><rt>'.repeat(40),
      `<svg><title>${nested('b', 40)}</title>`,
      `<select><style>${nested('b', 40)}</style>`,
      `<noscript><!--</noscript>${nested('b', 40)}-->${nested('i', 40)}`,
      '<form><b></form>'.repeat(40),
      '<lin\u212a>'.repeat(60),
      numbered(60, (n) => `<p><b data-n=${n}>x</p>`),
      numbered(60, (n) => `<p><i><b title="${n}">x</p>`),
    ];
    for (const html of samples) {
      const { estimated, parsed } = { estimated: policyNestingDepth(html), parsed: parsedDepth(html) };
      expect({ html: html.slice(0, 60), atLeastParsed: estimated >= parsed }).toEqual({ html: html.slice(0, 60), atLeastParsed: true });
    }
  });
});

describe('sanitizePolicyHtmlOffThread', () => {
  it('answers what sanitizePolicyHtml does, each call its own result, in order', async () => {
    const inputs = [
      '<p onclick="steal()">Hi <a href="javascript:alert(1)">there</a></p>',
      '<script>alert(1)</script><h2>Title</h2>',
      `<ul>${'<li>item</li>'.repeat(2000)}</ul>`,
      '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
    ];
    const settled: number[] = [];
    const results = await Promise.all(
      inputs.map((html, index) =>
        sanitizePolicyHtmlOffThread(html).then((clean) => {
          settled.push(index);
          return clean;
        }),
      ),
    );
    expect(results).toEqual(inputs.map((html) => sanitizePolicyHtml(html)));
    expect(settled).toEqual([0, 1, 2, 3]);
  });

  it('gives up on a document past the time limit, and the next call gets a new worker', async () => {
    const slow = sanitizePolicyHtmlOffThread('<p>Clause.</p>'.repeat(20_000), { timeLimitMs: 1 });
    const next = sanitizePolicyHtmlOffThread('<p>After <b>that</b></p>');
    await expect(slow).rejects.toThrow(ServiceError);
    await expect(slow).rejects.toMatchObject({ kind: 'invalid', message: 'content took longer than 0.001 s to sanitise; simplify its markup and try again.' });
    expect(await next).toBe('<p>After <b>that</b></p>');
  });
});
