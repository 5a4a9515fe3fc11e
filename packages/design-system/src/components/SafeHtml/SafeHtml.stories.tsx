import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { privacyPolicyExample } from './policyExample';
import { SafeHtml, safeHtmlElements } from './SafeHtml';
import { radios } from '../private/stories/controls';
import { usageDocs } from '../private/stories/usage';

const meta = {
  title: 'Content/SafeHtml',
  component: SafeHtml,
  args: { html: privacyPolicyExample, as: 'article' },
  argTypes: radios({ as: safeHtmlElements }),
  parameters: { docs: { description: { component: usageDocs({
        summary: "Shows stored rich text (the privacy policy, the terms) with the editor's typography, sanitised again to the same allowlist the server applies on save.",
        use: ['For HTML written with `RichTextEditor` and stored by the server.', '`as="article"` for a whole document, `section` for part of a page.', 'On a server, inside `ServerDomProvider` with a jsdom window.'],
        avoid: ['For plain text a person typed: render it as text, which escapes it.', 'For HTML that needs scripts, styles or iframes: the allowlist removes them.'],
        accessibility: ["The document's own headings join the page's outline: write them to follow the page's heading (an `h2` under the page's `h1`).", 'Links keep their text as their name; images keep their alt text.'],
        do: '`<SafeHtml as="article" html={policy.content} />` under the page\'s own heading.',
        dont: '`<div dangerouslySetInnerHTML={{ __html: policy.content }} />`: nothing checks what it runs.',
      }) } } },
} satisfies Meta<typeof SafeHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The public privacy policy as the policy view and the public page show it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Chairside Privacy Policy' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '2. How we use it' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'privacy@chairside.app' })).toHaveAttribute('href', 'mailto:privacy@chairside.app');
    const help = canvas.getByRole('link', { name: 'privacy help page' });
    await expect(help).toHaveAttribute('target', '_blank');
    await expect(help).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getAllByRole('list')).toHaveLength(3);
  },
};

export const Playground: Story = {
  args: { as: 'div', html: '<h2>Terms and Conditions</h2><p>Edit the <strong>html</strong> control to try any markup.</p>' },
};

/** Stored HTML with a range of script injection attempts: only the formatting survives. */
export const XssAttempt: Story = {
  args: {
    as: 'section',
    'aria-label': 'Sanitised content',
    html: [
      '<h2>Terms with hostile markup</h2>',
      '<p onclick="alert(1)">A paragraph with a click handler.</p>',
      '<script>window.__xss = true</script>',
      '<img src="x" onerror="window.__xss = true" alt="broken">',
      '<p><a href="javascript:window.__xss = true">A script link</a></p>',
      '<iframe src="https://evil.example/embed" title="Foreign frame"></iframe>',
      '<iframe srcdoc="<script>parent.__xss = true</script>" title="srcdoc frame"></iframe>',
      '<svg onload="window.__xss = true"><circle r="4"></circle></svg>',
      '<p style="background:red">A styled paragraph.</p>',
      '<form action="https://evil.example"><input name="card" value="Card number"></form>',
      '<p><strong>Bold text stays.</strong></p>',
      // Last: a browser parser reads everything after this unbalanced noscript as its content.
      '<noscript><p title="</noscript><img src=x onerror=window.__xss=true>"></noscript>',
    ].join(''),
  },
  play: async ({ canvas, canvasElement }) => {
    const section = canvas.getByRole('region', { name: 'Sanitised content' });
    await expect(section.querySelector('script, svg, form, input, iframe, style, noscript')).toBeNull();
    const attributes = [...section.querySelectorAll('*')].flatMap((element) => element.getAttributeNames());
    await expect(attributes.filter((name) => name.startsWith('on'))).toEqual([]);
    await expect(attributes).not.toContain('style');
    await expect(section.innerHTML).not.toMatch(/onerror|javascript:/i);
    // The broken image had a relative src that is not a path: it is dropped with its handler.
    await expect(canvas.queryByRole('img')).toBeNull();
    // The link keeps its text but loses the address, so it is no longer a link.
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText('A script link')).toBeVisible();
    await expect(canvas.getByText('Bold text stays.').tagName).toBe('STRONG');
    await expect((canvasElement.ownerDocument.defaultView as Window & { __xss?: boolean }).__xss).toBeUndefined();
  },
};

/** Where an element's text starts, not its box: an indent is padding inside the box. */
function textLeft(element: HTMLElement) {
  const range = document.createRange();
  range.selectNodeContents(element);
  return range.getBoundingClientRect().left;
}

/** Formats the editor writes: fonts, sizes, indents, a quote and a video player. */
export const AllFormats: Story = {
  args: {
    html: [
      '<h1>Heading 1</h1><h2>Heading 2</h2><h3>Heading 3</h3>',
      '<p><span class="ql-font-serif">Serif</span>, <span class="ql-font-monospace">Monospace</span>, ',
      '<span class="ql-size-small">small</span>, <span class="ql-size-large">large</span> and <span class="ql-size-huge">huge</span>.</p>',
      '<p class="ql-indent-1">Indented once.</p><p class="ql-indent-3">Indented three times.</p>',
      '<blockquote><p>A quote.</p></blockquote>',
      '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" class="ql-video" frameborder="0" allowfullscreen="true" title="Chairside salon tour"></iframe>',
    ].join(''),
  },
  play: async ({ canvas }) => {
    const frame = canvas.getByTitle('Chairside salon tour');
    await expect(frame).toHaveAttribute('src', 'https://www.youtube.com/embed/dQw4w9WgXcQ');
    const plain = textLeft(canvas.getByRole('heading', { name: 'Heading 3' }));
    const once = textLeft(canvas.getByText('Indented once.'));
    const thrice = textLeft(canvas.getByText('Indented three times.'));
    await expect(once).toBeGreaterThan(plain);
    await expect(thrice).toBeGreaterThan(once);
    const huge = canvas.getByText('huge').getBoundingClientRect().height;
    const small = canvas.getByText('small').getBoundingClientRect().height;
    await expect(huge).toBeGreaterThan(small);
  },
};
