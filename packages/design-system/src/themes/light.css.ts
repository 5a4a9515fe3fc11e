import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { buildTheme } from './buildTheme';
import { light } from './tokens';

/** Class that applies the light theme to an element and its descendants. */
export const lightTheme = createTheme(vars, buildTheme(light), 'light');
