import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';
import { inComponents } from '../../styles/layers.css';

export const button = recipe({
  base: inComponents({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.small,
    borderRadius: vars.radius.medium,
    border: '1px solid transparent',
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    userSelect: 'none',
    '@media': {
      '(prefers-reduced-motion: no-preference)': {
        transition: `background-color ${vars.duration.fast} ${vars.easing.standard}, border-color ${vars.duration.fast} ${vars.easing.standard}`,
      },
    },
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' },
      '&[aria-busy="true"]': { cursor: 'progress', opacity: 1 },
    },
  }),
  variants: {
    variant: {
      primary: inComponents({
        background: vars.color.accent,
        color: vars.color.onAccent,
        selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.accentHover } },
      }),
      secondary: inComponents({
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.surfaceMuted } },
      }),
      danger: inComponents({
        background: vars.color.danger,
        color: vars.color.onDanger,
        selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.dangerHover } },
      }),
      ghost: inComponents({
        background: 'transparent',
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.surfaceMuted } },
      }),
    },
    size: {
      small: inComponents({
        minHeight: '2rem',
        paddingInline: vars.space.medium,
        fontSize: vars.font.size.small,
      }),
      medium: inComponents({
        minHeight: '2.5rem',
        paddingInline: vars.space.large,
        fontSize: vars.font.size.medium,
      }),
      large: inComponents({
        minHeight: '3rem',
        paddingInline: vars.space.xlarge,
        fontSize: vars.font.size.large,
      }),
    },
    fullWidth: {
      true: inComponents({ width: '100%' }),
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'medium', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

export const icon = style(inComponents({ display: 'inline-flex', flexShrink: 0 }));
