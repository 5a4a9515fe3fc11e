import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';

type IndexEntry = { id: string; title: string; name: string; type: 'story' | 'docs'; importPath: string; tags?: string[] };

// The static build's index lists every story. Each design-system story is played in both themes here,
// checked for a failed play and for axe violations, and screenshotted. This is where `npm test` plays
// the design system's stories; its story step plays the app's screens, which this run does not open.
const index = JSON.parse(readFileSync(path.resolve('storybook-static/index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter(
  (entry) =>
    entry.type === 'story' &&
    entry.importPath.startsWith('./packages/design-system/') &&
    // Stories with nothing new to show, and misuse stories: these prove a development-only check, and
    // the static build is a production one, without the check.
    !entry.tags?.includes('no-visual') &&
    !entry.tags?.includes('misuse'),
);
const byComponent = groupByTitle(stories);

function groupByTitle(entries: IndexEntry[]) {
  const groups = new Map<string, IndexEntry[]>();
  for (const entry of entries) groups.set(entry.title, [...(groups.get(entry.title) ?? []), entry]);
  return groups;
}

/** What the preview reported when a story finished: its status, and each problem as one line. */
type StoryOutcome = { status: 'success' | 'error'; problems: string[] };

type PreviewWindow = {
  __STORYBOOK_ADDONS_CHANNEL__?: {
    emit: (event: string, payload: unknown) => void;
    on: (event: string, listener: (payload: never) => void) => void;
  };
  __storyOutcomes?: Record<string, StoryOutcome>;
};

/**
 * Listens on the preview's channel from the moment Storybook creates it (before the first story renders):
 * every error a story throws, and the report it finishes with (play, unhandled errors, axe), by story id.
 */
function listenForOutcomes() {
  const preview = window as unknown as PreviewWindow;
  const outcomes: Record<string, StoryOutcome> = {};
  let pending: string[] = [];
  let channel: PreviewWindow['__STORYBOOK_ADDONS_CHANNEL__'];
  preview.__storyOutcomes = outcomes;
  // oxlint-disable-next-line unicorn/consistent-function-scoping -- runs in the page: everything it uses must be inside this function
  const message = (error: { message?: string; description?: string; title?: string }) =>
    error.message ?? [error.title, error.description].filter(Boolean).join(': ');
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(next: NonNullable<PreviewWindow['__STORYBOOK_ADDONS_CHANNEL__']>) {
      channel = next;
      for (const event of ['playFunctionThrewException', 'storyThrewException', 'storyErrored']) {
        next.on(event, (error: { message?: string }) => pending.push(`${event}: ${message(error)}`));
      }
      next.on('unhandledErrorsWhilePlaying', (errors: { message?: string }[]) => {
        for (const error of errors) pending.push(`unhandled error while playing: ${message(error)}`);
      });
      next.on(
        'storyFinished',
        ({ storyId, status, reporters }: {
          storyId: string;
          status: StoryOutcome['status'];
          reporters: { type: string; status: string; result?: { violations?: { id: string; help: string; nodes: { target: unknown }[] }[]; error?: unknown } }[];
        }) => {
          const problems = [...pending];
          pending = [];
          for (const report of reporters) {
            if (report.status !== 'failed') continue;
            const violations = report.result?.violations ?? [];
            if (violations.length === 0) problems.push(`${report.type}: ${String(report.result?.error ?? 'failed')}`);
            for (const violation of violations) {
              const targets = violation.nodes.map((node) => JSON.stringify(node.target)).join(', ');
              problems.push(`${report.type} ${violation.id}: ${violation.help} (${targets})`);
            }
          }
          outcomes[storyId] = { status, problems };
        },
      );
    },
  });
}

/** Waits until the given story has rendered, played and run its checks, and gives what it reported. */
async function waitForStory(page: Page, storyId: string): Promise<StoryOutcome> {
  const handle = await page.waitForFunction((id) => (window as unknown as PreviewWindow).__storyOutcomes?.[id], storyId);
  const outcome = (await handle.jsonValue()) as StoryOutcome;
  await page.evaluate(() => document.fonts.ready);
  return outcome;
}

test('the static build lists the component stories', () => {
  expect(stories.length).toBeGreaterThan(0);
});

/**
 * The page size a story asks for with `globals: { viewport }`, as the story tests and the Storybook UI
 * show it: the preview is only the iframe, so the page must take that size before the story is played.
 */
async function viewportOf(page: Page, storyId: string) {
  await page.waitForFunction(() => (window as unknown as { __STORYBOOK_PREVIEW__?: { storyStoreValue?: unknown } }).__STORYBOOK_PREVIEW__?.storyStoreValue);
  const name = await page.evaluate(async (id) => {
    const preview = (window as unknown as { __STORYBOOK_PREVIEW__: { storyStoreValue: { loadStory: (input: { storyId: string }) => Promise<{ storyGlobals?: { viewport?: { value?: string } } }> } } }).__STORYBOOK_PREVIEW__;
    const story = await preview.storyStoreValue.loadStory({ storyId: id });
    return story.storyGlobals?.viewport?.value;
  }, storyId);
  if (name === undefined) return undefined;
  // Storybook's own table, as its UI and the story tests size the page.
  const styles = (MINIMAL_VIEWPORTS as Record<string, { styles?: { width?: string; height?: string } }>)[name]?.styles;
  const [width, height] = [styles?.width, styles?.height].map((value) => (value && /^\d+px$/.test(value) ? Number.parseInt(value, 10) : Number.NaN));
  if (!width || !height) throw new Error(`${storyId} asks for the viewport '${name}', which Storybook's viewports do not size in pixels`);
  return { width, height };
}

/** Shows a story: switches the preview to it, or plays it again when it is already the one shown. */
async function showStory(page: Page, storyId: string, again: boolean) {
  await page.evaluate(
    ({ id, remount }) => {
      const preview = window as unknown as PreviewWindow;
      if (remount) delete preview.__storyOutcomes?.[id];
      preview.__STORYBOOK_ADDONS_CHANNEL__?.emit(remount ? 'forceRemount' : 'setCurrentStory', { storyId: id, viewMode: 'story' });
    },
    { id: storyId, remount: again },
  );
}

// One page load per component and theme; the stories are switched inside it, which is several times
// faster than loading the preview for every story.
for (const theme of ['light', 'dark'] as const) {
  for (const [title, entries] of byComponent) {
    test(`${theme} › ${title}`, async ({ page }) => {
      // A group's time grows with its stories: DataTable's 29 took over 30 s with three pages at once.
      test.setTimeout(15_000 + entries.length * 3_000);
      await page.addInitScript(listenForOutcomes);
      const [first] = entries;
      // The a11y addon checks every story after its play, in both themes; a violation fails the story's report.
      await page.goto(`/iframe.html?id=${first!.id}&viewMode=story&globals=theme:${theme}`);
      // The configuration's page size, unless a story asks for one of Storybook's viewports.
      const pageSize = page.viewportSize()!;
      let size = pageSize;
      for (const story of entries) {
        const wanted = (await viewportOf(page, story.id)) ?? pageSize;
        if (wanted !== size) {
          size = wanted;
          await page.setViewportSize(size);
          // The first story was played at the page's first size: play it again at its own.
          if (story === first) {
            await waitForStory(page, story.id);
            await showStory(page, story.id, true);
          }
        }
        if (story !== first) await showStory(page, story.id, false);
        const outcome = await waitForStory(page, story.id);
        expect.soft(outcome, `${story.name} (${theme}): its play and checks`).toEqual({ status: 'success', problems: [] });
        await expect.soft(page, `${story.name} (${theme})`).toHaveScreenshot(`${theme}/${story.id}.png`, {
          fullPage: true,
        });
      }
    });
  }
}
