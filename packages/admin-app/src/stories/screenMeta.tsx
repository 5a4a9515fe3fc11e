import { ScreenFrame } from './ScreenFrame';
import { screenSetup } from './screen';

/**
 * Everything of a screen's story `meta` but its title (which stays written out in each file, where
 * Storybook reads it to name the stories): the app at `path`, full page, with fresh mock data and the
 * given handlers and session, as `screenSetup` takes them.
 */
export const screenMeta = (path: string, ...setup: Parameters<typeof screenSetup>) => ({
  render: () => <ScreenFrame path={path} />,
  parameters: { layout: 'fullscreen' as const },
  beforeEach: screenSetup(...setup),
});

/** For a story's first query: the lazily loaded page chunk can take over a second on a cold start. */
export const screenReady = { timeout: 10_000 };
