import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Whole pages render lazily behind the router and answer from MSW; on a busy two-core machine that can
// take longer than Testing Library's one-second default for findBy queries.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});
