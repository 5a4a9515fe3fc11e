import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatSort, parseSort, useUrlMirror } from './useTableUrlState';

/** Renders the mirror with a URL value the test moves, as the router would. */
function mirror(initial: string) {
  return renderHook(({ url }) => useUrlMirror(url), { initialProps: { url: initial } });
}

describe('useUrlMirror', () => {
  it('starts from the URL and shows a write at once, before the URL catches up', () => {
    const { result } = mirror('name.asc');
    expect(result.current[0]).toBe('name.asc');
    act(() => result.current[1]('name.desc'));
    expect(result.current[0]).toBe('name.desc');
  });

  it('ignores its own writes coming back, even when they arrive late and one by one', () => {
    const { result, rerender } = mirror('');
    act(() => result.current[1]('a'));
    act(() => result.current[1]('ab'));
    act(() => result.current[1]('abc'));
    // The router delivers the first write while the box already shows the third.
    rerender({ url: 'a' });
    expect(result.current[0]).toBe('abc');
    rerender({ url: 'abc' });
    expect(result.current[0]).toBe('abc');
  });

  it('follows the URL when it changes on its own (back, forward, a link)', () => {
    const { result, rerender } = mirror('name.asc');
    act(() => result.current[1]('name.desc'));
    rerender({ url: 'name.desc' });
    rerender({ url: 'name.asc' });
    expect(result.current[0]).toBe('name.asc');
    rerender({ url: '' });
    expect(result.current[0]).toBe('');
  });

  it('does not wait for a write the URL already holds, so the next change on its own still shows', () => {
    const { result, rerender } = mirror('location.asc');
    act(() => result.current[1]('location.asc'));
    rerender({ url: 'name.asc' });
    rerender({ url: 'location.asc' });
    expect(result.current[0]).toBe('location.asc');
    rerender({ url: 'name.desc' });
    expect(result.current[0]).toBe('name.desc');
  });
});

describe('sort in the URL', () => {
  it('reads and writes the same text', () => {
    for (const text of ['name.asc', 'joiningDate.desc', 'subscription-end.asc']) expect(formatSort(parseSort(text)!)).toBe(text);
  });

  it('refuses text that is not a sort', () => {
    for (const text of [null, '', 'name', 'name.up', '.asc', 'a b.asc']) expect(parseSort(text)).toBeUndefined();
  });
});
