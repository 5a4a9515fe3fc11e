import { createTheme, style } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { buildTheme } from './buildTheme';
import { dark } from './tokens';

/** Class that applies the dark theme to an element and its descendants. */
export const darkTheme = createTheme(vars, buildTheme(dark), 'dark');

// Native controls (scrollbars, date pickers) follow the theme too.
export const darkColorScheme = style({ colorScheme: 'dark' });
