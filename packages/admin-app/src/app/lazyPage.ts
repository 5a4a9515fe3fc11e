import { createElement, type ComponentType } from 'react';

/** SPEC.md section 9: a script chunk that has not loaded after 120 seconds counts as failed. */
export const chunkTimeoutMs = 120_000;

type PageModule<Props = Record<never, never>> = { default: ComponentType<Props> };

const prefetchable: (() => Promise<unknown>)[] = [];
let prefetched = false;

const whenIdle = (next: () => void) => {
  // A prefetch can settle after its document is gone (a test's torn-down page, a closing window):
  // then there is nothing left to prefetch for, and the chain stops.
  if (typeof window === 'undefined') return;
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(next, { timeout: 2_000 });
  else window.setTimeout(next, 200);
};

/**
 * Fetches the code of every page that allows it, one after another while the browser is idle, once per
 * session. The router remembers a page whose code failed to load until the next reload; with the code
 * already here, a server that goes away later costs the admin an error and a retry, not a dead page.
 * Pages that opt out (the rich-text editor's) keep their code off the wire until they are opened.
 */
export function prefetchPages() {
  if (prefetched) return;
  prefetched = true;
  const queue = [...prefetchable];
  const step = () => {
    const load = queue.shift();
    if (!load) return;
    // A failed prefetch is no failure: the page loads (and reports) on its own when opened.
    load().then(() => whenIdle(step), () => whenIdle(step));
  };
  whenIdle(step);
}

/**
 * A react-router `lazy` loader for a page module (its default export is the page), failing after the
 * chunk time-out so the route's error element can offer a reload instead of waiting forever. `props`
 * are given to the page: one page module serves several routes that differ only in them.
 */
export function lazyPage<Props extends object = Record<never, never>>(
  load: () => Promise<PageModule<Props>>,
  { prefetch = true, props }: { prefetch?: boolean; props?: Props } = {},
) {
  if (prefetch) prefetchable.push(load);
  return async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('The page took too long to load.')), chunkTimeoutMs);
    });
    try {
      const module = await Promise.race([load(), timeout]);
      const Page = module.default;
      if (props === undefined) return { Component: Page as ComponentType };
      return { Component: () => createElement(Page, props) };
    } finally {
      clearTimeout(timer);
    }
  };
}
