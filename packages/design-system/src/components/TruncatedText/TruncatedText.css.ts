import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { inComponents } from '../../styles/layers.css';

export const root = style(inComponents({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xsmall }));

// Feedback and support texts are typed in plain text areas: their line breaks are part of them.
export const body = style(inComponents({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }));

// A text-like button: it sits under a paragraph, so a full button would outweigh what it toggles.
export const toggle = style(
  inComponents({
    padding: 0,
    border: 0,
    background: 'none',
    color: vars.color.link,
    fontSize: vars.font.size.small,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.normal,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    borderRadius: vars.radius.small,
    cursor: 'pointer',
    selectors: {
      '&:hover': { textDecorationThickness: '2px' },
    },
  }),
);
