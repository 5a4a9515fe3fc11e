import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { inComponents } from '../../styles/layers.css';
import { control } from '../private/Field/Field.css';

// Composed from the shared control so this rule is emitted after it and wins at equal specificity.
export const textArea = style([
  control,
  inComponents({
    // Height comes from `rows`; only vertical resizing, so a drag cannot break the page's width.
    minHeight: 'auto',
    resize: 'vertical',
  }),
]);

export const counter = style(
  inComponents({
    marginInlineStart: 'auto',
    whiteSpace: 'nowrap',
    fontSize: vars.font.size.small,
    lineHeight: vars.font.lineHeight.snug,
    fontVariantNumeric: 'tabular-nums',
    color: vars.color.textMuted,
    selectors: {
      '&[data-state="near"]': { color: vars.color.text, fontWeight: vars.font.weight.semibold },
      '&[data-state="over"]': { color: vars.color.danger, fontWeight: vars.font.weight.semibold },
    },
  }),
);
