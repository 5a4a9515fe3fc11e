import { globalStyle, style, type GlobalStyleRule } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { components, inComponents } from '../../styles/layers.css';

/**
 * The typography of stored rich text, shared by the editor's writing area and SafeHtml so that a
 * policy looks the same while it is written and when it is read.
 */
export const richTextContent = style(
  inComponents({
    color: vars.color.text,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.medium,
    lineHeight: vars.font.lineHeight.relaxed,
    overflowWrap: 'break-word',
  }),
);

const inside = (selector: string, rule: GlobalStyleRule) =>
  globalStyle(
    selector
      .split(',')
      .map((part) => `${richTextContent} ${part.trim()}`)
      .join(', '),
    { '@layer': { [components]: rule } },
  );

inside('p, ul, ol, blockquote, img, iframe', { marginBlock: `0 ${vars.space.medium}` });
inside('h1, h2, h3, h4, h5, h6', {
  marginBlock: `${vars.space.xlarge} ${vars.space.small}`,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});
inside('h1', { fontSize: vars.font.size.xxlarge });
inside('h2', { fontSize: vars.font.size.xlarge });
inside('h3', { fontSize: vars.font.size.large });
inside('h4, h5, h6', { fontSize: vars.font.size.medium });
globalStyle(`${richTextContent} > :first-child`, { '@layer': { [components]: { marginBlockStart: 0 } } });
globalStyle(`${richTextContent} > :last-child`, { '@layer': { [components]: { marginBlockEnd: 0 } } });

inside('ul, ol', { paddingInlineStart: vars.space.xlarge });
inside('li > p', { marginBlock: 0 });
inside('li > ul, li > ol', { marginBlock: 0 });
inside('blockquote', {
  paddingInlineStart: vars.space.large,
  borderInlineStart: `${vars.space.xsmall} solid ${vars.color.border}`,
  color: vars.color.textMuted,
});

inside('a', { color: vars.color.link, textDecoration: 'underline' });
inside('a:focus-visible', { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px', borderRadius: vars.radius.small });
inside('strong, b', { fontWeight: vars.font.weight.bold });

inside('img', { display: 'block', maxWidth: '100%', height: 'auto' });
inside('iframe.ql-video', {
  display: 'block',
  width: '100%',
  maxWidth: '40rem',
  aspectRatio: '16 / 9',
  height: 'auto',
  border: 0,
});

// The tokens have no serif family: this stack is for the serif font authors pick in the editor only.
inside('.ql-font-serif', { fontFamily: 'Georgia, "Times New Roman", "DejaVu Serif", serif' });
inside('.ql-font-monospace', { fontFamily: vars.font.family.mono });
inside('.ql-size-small', { fontSize: vars.font.size.xsmall });
inside('.ql-size-large', { fontSize: vars.font.size.xlarge });
inside('.ql-size-huge', { fontSize: vars.font.size.xxxlarge, lineHeight: vars.font.lineHeight.tight });

for (let level = 1; level <= 8; level += 1) {
  inside(`.ql-indent-${level}`, { paddingInlineStart: `calc(${vars.space.xxlarge} * ${level})` });
}
