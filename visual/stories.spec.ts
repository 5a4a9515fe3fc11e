import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

type IndexEntry = { id: string; title: string; name: string; type: 'story' | 'docs'; importPath: string; tags?: string[] };

// The static build's index lists every story; each design-system story gets a screenshot per theme.
const index = JSON.parse(readFileSync(path.resolve('storybook-static/index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter(
  (entry) =>
    entry.type === 'story' &&
    entry.importPath.startsWith('./packages/design-system/') &&
    !entry.tags?.includes('no-visual'),
);
const byComponent = groupByTitle(stories);

function groupByTitle(entries: IndexEntry[]) {
  const groups = new Map<string, IndexEntry[]>();
  for (const entry of entries) groups.set(entry.title, [...(groups.get(entry.title) ?? []), entry]);
  return groups;
}

type PreviewWindow = {
  __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string; id?: string } };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit: (event: string, payload: unknown) => void };
};

/** Waits until the given story has rendered and its play function has finished. */
async function waitForStory(page: Page, storyId: string) {
  await page.waitForFunction((id) => {
    const render = (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
    return render?.id === id && (render.phase === 'completed' || render.phase === 'finished');
  }, storyId);
  await page.evaluate(() => document.fonts.ready);
}

test('the static build lists the component stories', () => {
  expect(stories.length).toBeGreaterThan(0);
});

// One page load per component and theme; the stories are switched inside it, which is several times
// faster than loading the preview for every story.
for (const theme of ['light', 'dark'] as const) {
  for (const [title, entries] of byComponent) {
    test(`${theme} › ${title}`, async ({ page }) => {
      // A group's time grows with its stories: DataTable's 29 took over 30 s with three pages at once.
      test.setTimeout(15_000 + entries.length * 3_000);
      const [first] = entries;
      // The a11y addon's manual mode: the story tests run axe on every story; here it would only add a
      // tenth of a second to each screenshot.
      await page.goto(`/iframe.html?id=${first!.id}&viewMode=story&globals=theme:${theme};a11y.manual:!true`);
      for (const story of entries) {
        if (story !== first) {
          await page.evaluate((id) => {
            (window as unknown as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', {
              storyId: id,
              viewMode: 'story',
            });
          }, story.id);
        }
        await waitForStory(page, story.id);
        await expect.soft(page, `${story.name} (${theme})`).toHaveScreenshot(`${theme}/${story.id}.png`, {
          fullPage: true,
        });
      }
    });
  }
}
