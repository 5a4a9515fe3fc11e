import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Skeleton, SkeletonGroup } from './Skeleton';

describe('SkeletonGroup misuse in development', () => {
  // React reports the thrown render error on the console as well; the assertion is on the throw.
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  afterEach(() => consoleError.mockClear());

  it('throws without a label, since nothing would tell screen-reader users what is loading', () => {
    expect(() =>
      render(
        <SkeletonGroup label="  ">
          <Skeleton />
        </SkeletonGroup>,
      ),
    ).toThrow(/label saying what is loading/);
  });
});
