import { useCallback, useMemo } from 'react';
import { activityFilterNames, readActivityFilters, type ActivityFilterName } from './activity';
import { pageOf, useUrlMirror, useUrlParams } from './useTableUrlState';

/**
 * The Activity screen's filters and one-based page, kept in the URL (`?action=account.suspend&q=ava&page=2`)
 * so a reload, back and forward and a shared link bring the same view back. Changing a filter goes
 * back to the first page. Choices are history entries; typing replaces the entry, so back does not
 * step through every keystroke, and shows at once (see useUrlMirror).
 */
export function useActivityFilters() {
  const { params, update } = useUrlParams();
  const [search, setSearch] = useUrlMirror(params.get('q') ?? '');
  const fromUrl = readActivityFilters(params);
  const { action, actorId, kind, from, to, entry } = fromUrl;
  const filters = useMemo(() => ({ action, actorId, kind, from, to, q: search, entry }), [action, actorId, kind, from, to, search, entry]);

  const setFilter = useCallback(
    (name: ActivityFilterName, value: string) => {
      if (name === 'q') setSearch(value);
      update({ [name]: value, page: null }, name === 'q');
    },
    [update, setSearch],
  );
  const clearFilters = useCallback(() => {
    setSearch('');
    update(Object.fromEntries([...activityFilterNames, 'page'].map((name) => [name, null])), false);
  }, [update, setSearch]);
  const onPageChange = useCallback((next: number) => update({ page: next === 1 ? null : String(next) }, false), [update]);

  return { filters, page: pageOf(params), setFilter, clearFilters, onPageChange };
}
