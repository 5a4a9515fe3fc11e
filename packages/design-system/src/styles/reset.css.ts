import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css';
import { reset } from './layers.css';

const inReset = (selector: string, rule: Parameters<typeof globalStyle>[1]) =>
  globalStyle(selector, { '@layer': { [reset]: rule } });

inReset('*, *::before, *::after', { boxSizing: 'border-box' });
inReset('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  fontFamily: vars.font.family.body,
  fontSize: '100%',
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.background,
});
inReset('body', { margin: 0, minHeight: '100vh' });
inReset('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd, ul, ol', { margin: 0 });
inReset('ul[role="list"], ol[role="list"]', { listStyle: 'none', padding: 0 });
inReset('img, picture, svg, video, canvas', { display: 'block', maxWidth: '100%' });
inReset('input, button, textarea, select', { font: 'inherit', color: 'inherit' });
inReset('button', { cursor: 'pointer' });
inReset('button:disabled', { cursor: 'not-allowed' });
inReset('a', { color: vars.color.link });
inReset('p, h1, h2, h3, h4, h5, h6', { overflowWrap: 'break-word' });
