// @vitest-environment node
import { expect, it, vi } from 'vitest';
import { lazyPage, prefetchPages } from './lazyPage';

it('stops prefetching quietly when the page is gone by the time a chunk arrives', async () => {
  // No window here, as after a test's document is torn down or a window closes mid-prefetch.
  const load = vi.fn<() => Promise<{ default: () => null }>>(async () => ({ default: () => null }));
  lazyPage(load);
  lazyPage(load);
  const unhandled = vi.fn<(reason: unknown) => void>();
  process.on('unhandledRejection', unhandled);
  try {
    prefetchPages();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(unhandled).not.toHaveBeenCalled();
    // With no idle time to wait for, nothing more is fetched.
    expect(load).toHaveBeenCalledTimes(0);
  } finally {
    process.off('unhandledRejection', unhandled);
  }
});
