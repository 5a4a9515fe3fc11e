import { useLayoutEffect, type ReactNode } from 'react';
import axe from 'axe-core';
import type { Decorator, Preview, StoryContext } from '@storybook/react-vite';
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

/** Where the a11y addon runs axe: the page, without Storybook's own frames. */
const axeContext = { include: 'body', exclude: ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'] };

/**
 * The app's screens in the dark theme too, where their light run ends: `npm test`'s story run (the only
 * place __STORYBOOK_THEME__ is set) switches <html> to the dark theme once a screen's play has passed,
 * runs axe's colour rules over what the play left on screen (a dialog, an error, a filled form), and puts
 * the theme back. Replaying every screen's play in a second, dark run took a third of the step. The
 * design system's stories are played in dark, with every rule, by the visual run.
 */
async function checkDarkToo(context: StoryContext) {
  if (typeof __STORYBOOK_THEME__ === 'undefined' || initialTheme !== 'light') return;
  if (!context.id.startsWith('screens-')) return;
  const a11y = context.parameters.a11y as { test?: string; disable?: boolean } | undefined;
  if (a11y?.disable || (a11y?.test ?? 'error') !== 'error') return;
  const root = document.documentElement;
  const light = themeClassName('light').split(' ');
  const dark = themeClassName('dark').split(' ');
  // The dark colours at once: a transition would have axe read a colour half-way.
  const still = document.createElement('style');
  still.textContent = '*, *::before, *::after { transition: none !important; animation: none !important; }';
  document.head.append(still);
  root.classList.remove(...light);
  root.classList.add(...dark);
  try {
    const { violations } = await axe.run(axeContext, { runOnly: { type: 'rule', values: colourRules }, resultTypes: ['violations'] });
    if (violations.length > 0) {
      const found = violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
      throw new Error(`In the dark theme: ${found.join('; ')}`);
    }
  } finally {
    root.classList.remove(...dark);
    root.classList.add(...light);
    still.remove();
  }
}

const withTheme: Decorator = (Story, context) => (
  <ThemeRoot theme={context.globals.theme === 'dark' ? 'dark' : 'light'}>
    <Story />
  </ThemeRoot>
);

const preview: Preview = {
  decorators: [withTheme],
  loaders: [mswLoader()],
  afterEach: checkDarkToo,
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
    // An axe violation fails the story's test, in the Storybook UI and in `npm test`, with every rule. The
    // dark theme changes colours and nothing else: the app's screens are checked in it with the rules
    // colours decide (checkDarkToo, and the storybook-dark project when run by hand). In `npm test` the
    // design system's stories are checked in both themes by the visual run, on the static build, with every rule.
    a11y: initialTheme === 'dark' ? { test: 'error', options: { runOnly: { type: 'rule', values: colourRules } } } : { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;
