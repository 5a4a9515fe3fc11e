import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatSort, formatSorts, parseSort, parseSorts, useUrlMirror } from './useTableUrlState';

/**
 * Renders the mirror over a URL value the test moves, as the router would: `write` is the box's own
 * write, `urlBecomes` a new URL value, `shown` what the box shows.
 */
function mirror(initial: string) {
  const { result, rerender } = renderHook(({ url }) => useUrlMirror(url), { initialProps: { url: initial } });
  return {
    shown: () => result.current[0],
    write: (value: string) => act(() => result.current[1](value)),
    urlBecomes: (url: string) => rerender({ url }),
  };
}

describe('useUrlMirror', () => {
  it('starts from the URL and shows a write at once, before the URL catches up', () => {
    const box = mirror('name.asc');
    expect(box.shown()).toBe('name.asc');
    box.write('name.desc');
    expect(box.shown()).toBe('name.desc');
  });

  it('ignores its own writes coming back, even when they arrive late and one by one', () => {
    const box = mirror('');
    for (const value of ['a', 'ab', 'abc']) box.write(value);
    // The router delivers the first write while the box already shows the third.
    box.urlBecomes('a');
    expect(box.shown()).toBe('abc');
    box.urlBecomes('abc');
    expect(box.shown()).toBe('abc');
  });

  it.each([
    {
      name: 'follows the URL when it changes on its own (back, forward, a link)',
      // The write comes back, then the URL moves on its own.
      start: 'name.asc',
      write: 'name.desc',
      urls: ['name.desc', 'name.asc', ''],
    },
    {
      name: 'does not wait for a write the URL already holds, so the next change on its own still shows',
      // The URL already holds the write, so every change after it is the URL's own, even back to it.
      start: 'location.asc',
      write: 'location.asc',
      urls: ['name.asc', 'location.asc', 'name.desc'],
    },
  ])('$name', ({ start, write, urls: [first, ...later] }) => {
    const box = mirror(start);
    box.write(write);
    box.urlBecomes(first!);
    for (const url of later) {
      box.urlBecomes(url);
      expect(box.shown()).toBe(url);
    }
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

describe('parseSorts and formatSorts', () => {
  it('read and write several keys, the first deciding most, as the URL and the API server write them', () => {
    const sorts = parseSorts('status.asc,joiningDate.desc');
    expect(sorts).toEqual([
      { columnId: 'status', direction: 'ascending' },
      { columnId: 'joiningDate', direction: 'descending' },
    ]);
    expect(formatSorts(sorts!)).toBe('status.asc,joiningDate.desc');
    expect(parseSorts('name.asc')).toEqual([parseSort('name.asc')]);
    expect(formatSorts([{ columnId: 'name', direction: 'ascending' }])).toBe(formatSort({ columnId: 'name', direction: 'ascending' }));
  });

  it('refuse a list with a part that is no sort or a column named twice, so the list keeps its own order', () => {
    for (const text of [null, '', 'status.asc,', 'status.asc,name', 'status.asc,status.desc', ',name.asc', 'status.asc;name.asc']) {
      expect(parseSorts(text)).toBeUndefined();
    }
  });
});
