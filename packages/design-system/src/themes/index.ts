export { vars } from './contract.css';
export { lightTheme } from './light.css';
export { darkTheme, darkColorScheme } from './dark.css';
export { themeNames, type ThemeName } from './tokens';
export { themeClassName } from './themeClassName';
