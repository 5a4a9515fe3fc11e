/// <reference types="vite/client" />
/** Set by the Vitest projects (vite.config.ts) to run every story once per theme. */
declare const __STORYBOOK_THEME__: 'light' | 'dark' | undefined;
