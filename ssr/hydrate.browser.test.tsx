// Every story of the design system, rendered as a server renders it and hydrated as a browser does:
// the server half (renderStories.tsx) runs in Node through the `renderStoriesOnServer` command, with no
// window or document; this half puts its markup into the page and hydrates it with the same story.
// A thrown error, a console error or warning, or a hydration mismatch fails the story.
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { commands } from 'vitest/browser';
import type { ServerRender } from './renderStories';
import { storiesOf, storyWillRenderOnServer, type RenderableStory, type StoryModule } from './stories';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Renders the stories of a story file (a path from the repository's root) with react-dom/server. */
    renderStoriesOnServer: (file: string) => Promise<Record<string, ServerRender>>;
    /** Closes the server's module loader. */
    stopServerRenderer: () => Promise<void>;
  }
}

const storyFiles = import.meta.glob<StoryModule>('../packages/design-system/src/**/*.stories.tsx', { eager: true });

/** A macrotask: React hydrates in tasks of its own, and reports mismatches at the end. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Collects what a story logs as a console error or warning, until the returned function is called. */
function watchConsole(problems: string[]) {
  const { error, warn } = console;
  console.error = (...args: unknown[]) => problems.push(`console.error: ${args.map(String).join(' ')}`);
  console.warn = (...args: unknown[]) => problems.push(`console.warn: ${args.map(String).join(' ')}`);
  return () => {
    console.error = error;
    console.warn = warn;
  };
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Puts the server's markup of `Story` in the page, hydrates it with the same story and gives back what
 * went wrong, once React has finished (and `inspect`, if given, has looked at the hydrated story).
 */
async function hydrateStory(Story: RenderableStory, server: ServerRender | undefined, inspect?: (container: HTMLElement) => Promise<void>) {
  if (!server) throw new Error('The server rendered no story of that name');
  if ('error' in server) throw new Error(`The server could not render it: ${server.error}`);
  // What the browser holds before the story's code runs (a remembered choice, a clipboard mock).
  await Story.load();
  const container = document.createElement('div');
  container.innerHTML = server.html;
  document.body.append(container);
  const problems: string[] = [];
  const stopWatching = watchConsole(problems);
  let root: Root | undefined;
  try {
    root = hydrateRoot(container, <Story />, {
      onRecoverableError: (error) => problems.push(`recoverable error: ${message(error)}`),
      onCaughtError: (error) => problems.push(`caught error: ${message(error)}`),
      onUncaughtError: (error) => problems.push(`uncaught error: ${message(error)}`),
    });
    await nextTask();
    await nextFrame();
    await nextTask();
    await inspect?.(container);
  } finally {
    root?.unmount();
    container.remove();
    stopWatching();
  }
  return problems;
}

const counts = { hydrated: 0, misuse: 0 };

afterAll(async () => {
  await commands.stopServerRenderer();
  // The count the issue asks for, in the run's output.
  // oxlint-disable-next-line no-console -- a summary line for the person reading the run.
  console.info(`server-rendered and hydrated ${counts.hydrated} stories; ${counts.misuse} misuse stories left out by their tag`);
});

for (const [file, module] of Object.entries(storyFiles)) {
  const stories = storiesOf(module);
  describe(`${module.default.title ?? file}`, () => {
    let rendered: Record<string, ServerRender> = {};
    beforeAll(async () => {
      rendered = await commands.renderStoriesOnServer(file.replace(/^\.\.\//, ''));
    });

    for (const [name, Story] of stories) {
      if (!storyWillRenderOnServer(Story)) {
        counts.misuse += 1;
        continue;
      }
      test(`${name}`, async () => {
        const problems = await hydrateStory(Story, rendered[name]);
        expect(problems).toEqual([]);
        counts.hydrated += 1;
      });
    }
  });
}

describe('after hydration', () => {
  test('the editor the server showed read-only becomes editable, with its toolbar', async () => {
    const file = '../packages/design-system/src/components/RichTextEditor/RichTextEditor.stories.tsx';
    const Story = storiesOf(storyFiles[file]!).find(([name]) => name === 'WithContent')![1];
    const server = (await commands.renderStoriesOnServer(file.replace(/^\.\.\//, '')))['WithContent'];
    expect(server && 'html' in server && server.html).toMatch(/aria-readonly="true"/);
    const problems = await hydrateStory(Story, server, async (container) => {
      await expect.poll(() => container.querySelector('[role="textbox"][contenteditable="true"]')).not.toBeNull();
      expect(container.querySelector('[role="toolbar"]')).not.toBeNull();
      expect(container.querySelector('[aria-readonly]')).toBeNull();
    });
    expect(problems).toEqual([]);
  });
});

describe('docs pages', () => {
  // Every component's docs page opens with its usage guidance (usageDocs), under the same headings.
  const componentPages = Object.entries(storyFiles).filter(([, module]) => module.default.component !== undefined);
  test.each(componentPages.map(([file, module]) => [module.default.title ?? file, module] as const))('%s has usage guidance', (_title, module) => {
    const description = (module.default.parameters?.docs as { description?: { component?: string } } | undefined)?.description?.component ?? '';
    for (const heading of ['### When to use it', '### When not to', '### Accessibility', '### Do', "### Don't"]) expect(description).toContain(heading);
  });
});
