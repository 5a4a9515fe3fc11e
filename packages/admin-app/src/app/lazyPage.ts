import type { ComponentType } from 'react';

/** SPEC.md section 9: a script chunk that has not loaded after 120 seconds counts as failed. */
export const chunkTimeoutMs = 120_000;

type PageModule = { default: ComponentType };

/**
 * A react-router `lazy` loader for a page module (its default export is the page), failing after the
 * chunk time-out so the route's error element can offer a reload instead of waiting forever.
 */
export function lazyPage(load: () => Promise<PageModule>) {
  return async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('The page took too long to load.')), chunkTimeoutMs);
    });
    try {
      const module = await Promise.race([load(), timeout]);
      return { Component: module.default };
    } finally {
      clearTimeout(timer);
    }
  };
}
