import { afterEach, describe, expect, it, vi } from 'vitest';

type PageModule = { default: () => null };
const Component = () => null;
const page: PageModule = { default: Component };
const noop = () => {};

/** A fresh copy of the module: its list of prefetchable pages is module state. */
async function freshModule() {
  vi.resetModules();
  return import('./lazyPage');
}

describe('prefetchPages', () => {
  afterEach(() => vi.useRealTimers());

  it('loads every page that allows it, one after another, skipping the opted-out ones, once', async () => {
    const { lazyPage, prefetchPages } = await freshModule();
    const order: string[] = [];
    let releaseFirst: () => void = noop;
    const first = vi.fn<() => Promise<PageModule>>(
      () =>
        new Promise<typeof page>((resolve) => {
          order.push('first');
          releaseFirst = () => resolve(page);
        }),
    );
    const failing = vi.fn<() => Promise<PageModule>>(() => {
      order.push('failing');
      return Promise.reject(new Error('offline'));
    });
    const editor = vi.fn<() => Promise<PageModule>>(() => Promise.resolve(page));
    const last = vi.fn<() => Promise<PageModule>>(() => {
      order.push('last');
      return Promise.resolve(page);
    });
    lazyPage(first);
    lazyPage(failing);
    lazyPage(editor, { prefetch: false });
    lazyPage(last);

    prefetchPages();
    await vi.waitFor(() => expect(first).toHaveBeenCalledTimes(1));
    // The next page waits for the one before it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(failing).not.toHaveBeenCalled();
    releaseFirst();
    // A failed load does not stop the ones after it.
    await vi.waitFor(() => expect(last).toHaveBeenCalledTimes(1));
    expect(order).toEqual(['first', 'failing', 'last']);
    expect(editor).not.toHaveBeenCalled();

    prefetchPages();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(first).toHaveBeenCalledTimes(1);
  });

  it('the route loader still answers with the page component', async () => {
    const { lazyPage } = await freshModule();
    await expect(lazyPage(() => Promise.resolve({ default: Component }))()).resolves.toEqual({ Component });
  });
});
