import * as webStreams from 'node:stream/web';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The VM pool gives each file a jsdom window of its own, which lacks Node's web streams; MSW needs them
// when it loads (its server-sent events).
for (const name of ['ReadableStream', 'WritableStream', 'TransformStream', 'TextEncoderStream', 'TextDecoderStream'] as const) {
  (globalThis as Record<string, unknown>)[name] ??= webStreams[name];
}

// Whole pages render lazily behind the router and answer from MSW; on a busy two-core machine that can
// take longer than Testing Library's one-second default for findBy queries.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});
