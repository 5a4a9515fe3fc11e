import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { inComponents } from '../../styles/layers.css';

export const root = style(inComponents({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xsmall }));

// Feedback and support texts are typed in plain text areas: their line breaks are part of them.
export const body = style(inComponents({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }));
