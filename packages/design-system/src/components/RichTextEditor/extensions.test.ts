import { afterEach, describe, expect, it } from 'vitest';
import { Editor } from '@tiptap/core';
import { sanitizeHtml } from '../SafeHtml/sanitizeHtml';
import { createRichTextExtensions } from './extensions';

let editor: Editor | undefined;
const open = (content: string) => {
  editor = new Editor({ extensions: createRichTextExtensions(), content, injectCSS: false });
  return editor;
};
afterEach(() => editor?.destroy());

const policy = [
  '<h1>Privacy Policy</h1>',
  '<p class="ql-indent-1">Chairside collects <strong>only</strong> what it <em>needs</em>, <u>never</u> <s>sells</s> it.</p>',
  '<h2 class="ql-indent-2">Fonts and sizes</h2>',
  '<p><span class="ql-font-serif">Serif</span> <span class="ql-size-large">large</span> <span class="ql-font-monospace"><span class="ql-size-huge">both</span></span> <span class="ql-size-small">small</span></p>',
  '<blockquote><p>Quoted</p></blockquote>',
  '<ol><li><p>One</p><ul><li><p>Nested</p></li></ul></li></ol>',
  '<p><a target="_blank" rel="noopener noreferrer" href="https://chairside.app/privacy">policy</a> and <a target="_blank" rel="noopener noreferrer" href="mailto:privacy@chairside.app">email</a><br>next line</p>',
  '<img src="/uploads/salon.jpg" alt="A salon chair">',
  '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" class="ql-video" frameborder="0" allowfullscreen="true" title="YouTube video"></iframe>',
  '<p>End</p>',
].join('');

describe('the editor and the sanitiser agree', () => {
  it('reads and writes every format without loss', () => {
    expect(open(policy).getHTML()).toBe(policy);
  });

  it('writes nothing the sanitiser would change', () => {
    const html = open(policy).getHTML();
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('reads Quill-era markup into the same formats', () => {
    const quill =
      '<p><b>b</b> <i>i</i> <strike>s</strike> <span class="ql-font-serif ql-size-large">both</span></p>' +
      '<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="https://player.vimeo.com/video/76979871"></iframe>';
    expect(open(quill).getHTML()).toBe(
      '<p><strong>b</strong> <em>i</em> <s>s</s> <span class="ql-font-serif"><span class="ql-size-large">both</span></span></p>' +
        '<iframe src="https://player.vimeo.com/video/76979871" class="ql-video" frameborder="0" allowfullscreen="true" title="Vimeo video"></iframe>',
    );
  });

  it('drops what it cannot represent instead of keeping it raw', () => {
    const html = open(
      '<p style="color:red" class="evil ql-indent-9">x<span class="ql-font-comic">y</span></p><iframe src="https://evil.example/"></iframe><pre><code>z</code></pre><hr>',
    ).getHTML();
    expect(html).toBe('<p>xy</p><p>z</p>');
  });

  it('refuses javascript: links when content is set', () => {
    expect(open('<p><a href="javascript:alert(1)">x</a></p>').getHTML()).toBe('<p>x</p>');
  });
});

describe('editor commands', () => {
  it('sets and clears fonts and sizes as classes', () => {
    const e = open('<p>Hello</p>');
    e.chain().selectAll().setFont('serif').setSize('huge').run();
    expect(e.getHTML()).toBe('<p><span class="ql-font-serif"><span class="ql-size-huge">Hello</span></span></p>');
    e.chain().selectAll().setFont('sans').setSize('normal').run();
    expect(e.getHTML()).toBe('<p>Hello</p>');
  });

  it('indents paragraphs by class, up to eight steps and back to none', () => {
    const e = open('<p>Hello</p><h2>Title</h2>');
    e.chain().selectAll().indent().indent().run();
    expect(e.getHTML()).toBe('<p class="ql-indent-2">Hello</p><h2 class="ql-indent-2">Title</h2>');
    for (let step = 0; step < 10; step += 1) e.commands.indent();
    expect(e.getHTML()).toContain('ql-indent-8');
    expect(e.commands.indent()).toBe(false);
    e.commands.clearIndent();
    expect(e.getHTML()).toBe('<p>Hello</p><h2>Title</h2>');
    expect(e.commands.outdent()).toBe(false);
  });

  it('nests and lifts list items instead of indenting them', () => {
    const e = open('<ul><li><p>One</p></li><li><p>Two</p></li></ul>');
    e.commands.setTextSelection(e.state.doc.content.size - 4);
    e.commands.indent();
    expect(e.getHTML()).toBe('<ul><li><p>One</p><ul><li><p>Two</p></li></ul></li></ul>');
    e.commands.outdent();
    expect(e.getHTML()).toBe('<ul><li><p>One</p></li><li><p>Two</p></li></ul>');
  });

  it('inserts only YouTube and Vimeo players', () => {
    const e = open('<p>Hello</p>');
    expect(e.commands.setVideo({ src: 'https://evil.example/embed/x' })).toBe(false);
    expect(e.getHTML()).toBe('<p>Hello</p>');
    expect(e.commands.setVideo({ src: 'https://www.youtube.com/embed/dQw4w9WgXcQ' })).toBe(true);
    expect(e.getHTML()).toContain('<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" class="ql-video"');
  });
});
