import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { inComponents } from '../../styles/layers.css';
import { control } from '../private/Field/Field.css';

export const inputWrap = style(inComponents({ position: 'relative' }));

const hideBuiltInReveal = {
  // Edge draws its own reveal button inside password inputs; two eyes would confuse everyone.
  '&::-ms-reveal': { display: 'none' },
};

export const input = style([control, inComponents({ selectors: hideBuiltInReveal })]);

// Room at the end for the small (2rem) toggle and its inset, so text never runs under the button.
export const inputWithToggle = style([
  input,
  inComponents({ paddingInlineEnd: `calc(2rem + 2 * ${vars.space.xsmall})` }),
]);

export const toggle = style(
  inComponents({
    position: 'absolute',
    insetBlockStart: '50%',
    insetInlineEnd: vars.space.xsmall,
    transform: 'translateY(-50%)',
  }),
);

export const sharedToggle = style(
  inComponents({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.small,
    fontSize: vars.font.size.small,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.snug,
    color: vars.color.text,
    cursor: 'pointer',
  }),
);

export const checkbox = style(
  inComponents({
    width: '1.125rem',
    height: '1.125rem',
    margin: 0,
    accentColor: vars.color.accent,
    cursor: 'pointer',
  }),
);
