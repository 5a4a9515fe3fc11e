import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { DataTableSort } from '@chairside/design-system';

const directions = { asc: 'ascending', desc: 'descending' } as const;

/** 'joiningDate.desc' to a sort, or undefined when the text is not one. */
export function parseSort(text: string | null): DataTableSort | undefined {
  const match = /^([\w-]+)\.(asc|desc)$/.exec(text ?? '');
  if (!match) return undefined;
  return { columnId: match[1]!, direction: directions[match[2] as keyof typeof directions] };
}

/** A sort as it reads in the URL: 'joiningDate.desc'. */
export const formatSort = (sort: DataTableSort) => `${sort.columnId}.${sort.direction === 'ascending' ? 'asc' : 'desc'}`;

/**
 * A list's sort, search and one-based page kept in the URL (`?sort=name.asc&q=ava&page=2`), so a
 * reload, the back button and a shared link bring the same view back. Defaults are left out of the
 * URL. Sort and page changes are history entries (back undoes them); typing replaces the entry so
 * back does not step through every keystroke.
 */
export function useTableUrlState(defaultSort: DataTableSort) {
  const [params, setParams] = useSearchParams();
  const sortText = params.get('sort');
  const sort = useMemo(() => parseSort(sortText) ?? defaultSort, [sortText, defaultSort]);
  const urlSearch = params.get('q') ?? '';
  // The search box shows local state: the URL catches up a render later, and a box that followed the
  // URL directly would drop keys typed in between. The URL still wins when it changes on its own
  // (back, forward, a link); our own writes coming back are recognised and ignored.
  const [search, setSearch] = useState(urlSearch);
  const pendingWrites = useRef<string[]>([]);
  useEffect(() => {
    const index = pendingWrites.current.indexOf(urlSearch);
    if (index >= 0) {
      pendingWrites.current = pendingWrites.current.slice(index + 1);
      return;
    }
    pendingWrites.current = [];
    setSearch(urlSearch);
  }, [urlSearch]);
  const pageNumber = Number(params.get('page'));
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 ? pageNumber : 1;

  const update = useCallback(
    (changes: Record<string, string | null>, replace: boolean) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  const onSortChange = useCallback(
    (next: DataTableSort) => {
      const text = formatSort(next);
      update({ sort: text === formatSort(defaultSort) ? null : text }, false);
    },
    [update, defaultSort],
  );
  const onSearchChange = useCallback(
    (next: string) => {
      setSearch(next);
      pendingWrites.current.push(next);
      update({ q: next }, true);
    },
    [update],
  );
  const onPageChange = useCallback((next: number) => update({ page: next === 1 ? null : String(next) }, false), [update]);

  return { sort, search, page, onSortChange, onSearchChange, onPageChange };
}
