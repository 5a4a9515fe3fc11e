import { useLayoutEffect, type ReactNode } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { themeClassName, themeNames, type ThemeName } from '@chairside/design-system';

// Screens load their page code and data before they show anything; on a busy two-core CI machine that
// takes longer than Testing Library's one-second default for findBy queries.
configure({ asyncUtilTimeout: 8000 });

// The Vitest projects set this to run every story once per theme; the toolbar switches it by hand.
const initialTheme: ThemeName =
  typeof __STORYBOOK_THEME__ !== 'undefined' && __STORYBOOK_THEME__ === 'dark' ? 'dark' : 'light';

/** The axe rules whose outcome a theme can change: text contrast, and links told apart by colour alone. */
const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * Puts the chosen theme's class on <html>, as the app does, so portals (dialogs, toasts) get it too. In a
 * layout effect: the static Storybook starts a play as soon as the story is mounted, before React's
 * passive effects, and a play that measured a colour or a weight then read it without the theme's values.
 */
function ThemeRoot({ theme, children }: { theme: ThemeName; children: ReactNode }) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const classes = themeClassName(theme).split(' ');
    root.classList.add(...classes);
    return () => root.classList.remove(...classes);
  }, [theme]);
  return children;
}

const withTheme: Decorator = (Story, context) => (
  <ThemeRoot theme={context.globals.theme === 'dark' ? 'dark' : 'light'}>
    <Story />
  </ThemeRoot>
);

const preview: Preview = {
  decorators: [withTheme],
  loaders: [mswLoader()],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: themeNames.map((name) => ({ value: name, title: name === 'light' ? 'Light' : 'Dark' })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: initialTheme },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // An axe violation fails the story's test, in the Storybook UI and in `npm test`. The dark story project
    // of `npm test` replays the app's screens in the other theme, which changes colours and nothing else:
    // there it runs the rules colours decide (the light project runs every rule). The design system's
    // stories are checked in the dark theme by the visual run, on the static build, with every rule.
    a11y: initialTheme === 'dark' ? { test: 'error', options: { runOnly: { type: 'rule', values: colourRules } } } : { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;
