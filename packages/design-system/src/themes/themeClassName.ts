import { darkColorScheme, darkTheme } from './dark.css';
import { lightTheme } from './light.css';
import type { ThemeName } from './tokens';

/** The class names that apply a theme to an element (the app puts them on <html>). */
export function themeClassName(theme: ThemeName): string {
  return theme === 'dark' ? `${darkTheme} ${darkColorScheme}` : lightTheme;
}
