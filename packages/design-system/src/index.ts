// The public entry point of @chairside/design-system. Everything a consumer may use is exported here.
// The reset is part of the design system's one stylesheet, so importing the package brings it along.
import './styles/reset.css';

export { vars, lightTheme, darkTheme, themeClassName, themeNames, type ThemeName } from './themes';
export { sprinkles, breakpoints, type Sprinkles } from './styles/sprinkles.css';
export { focusRing } from './styles/focusRing.css';
export * from './components/Box';
export * from './components/Button';
export * from './components/Spinner';
export * from './components/VisuallyHidden';
