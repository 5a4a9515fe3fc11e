import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
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
 * 'status.asc,joiningDate.desc' to sort keys, the first deciding most; undefined when any part is not
 * a sort or names a column twice (a hand-edited link falls back to the list's own order).
 */
export function parseSorts(text: string | null): DataTableSort[] | undefined {
  if (!text) return undefined;
  const sorts = text.split(',').map(parseSort);
  if (sorts.some((sort) => sort === undefined)) return undefined;
  const columns = new Set(sorts.map((sort) => sort!.columnId));
  return columns.size === sorts.length ? (sorts as DataTableSort[]) : undefined;
}

/** Sort keys as they read in the URL, and as the API server takes them: 'status.asc,joiningDate.desc'. */
export const formatSorts = (sorts: readonly DataTableSort[]) => sorts.map(formatSort).join(',');

/**
 * A URL parameter's value held as local state, so the screen answers in the same event: the router
 * applies URL changes in a transition, a render or more later (a search box that followed the URL
 * directly dropped keys typed in between; a sort that waited for it painted a frame or two late on
 * 10,000 rows). The URL still wins when it changes on its own (back, forward, a link); the page's own
 * writes coming back are recognised and ignored. '' stands for a parameter left out.
 */
export function useUrlMirror(urlValue: string, locationKey?: string): [string, (next: string) => void] {
  const [value, setValue] = useState(urlValue);
  const latestUrl = useRef(urlValue);
  const pendingWrites = useRef<string[]>([]);
  useEffect(() => {
    // With no write of its own waiting it shows the URL's value already (see `set`), so a navigation
    // that left this parameter as it was changes nothing. Set anyway, the same value was an update
    // React held back and rendered on its own just after the next click or key had been drawn: the
    // whole list once more, for nothing.
    if (urlValue === latestUrl.current && pendingWrites.current.length === 0) return;
    latestUrl.current = urlValue;
    const index = pendingWrites.current.indexOf(urlValue);
    if (index >= 0) {
      pendingWrites.current = pendingWrites.current.slice(index + 1);
      return;
    }
    pendingWrites.current = [];
    setValue(urlValue);
    // With the location's key, a navigation counts even when React never rendered the URL in between (a
    // page's own write, then back, before the router's render): the URL shows its value again.
    // oxlint-disable-next-line react/exhaustive-effect-dependencies -- the key is what runs the effect then
  }, [urlValue, locationKey]);
  const set = useCallback((next: string) => {
    setValue(next);
    // A write the URL already holds never comes back, so waiting for it would swallow a later change.
    if (next !== latestUrl.current || pendingWrites.current.length > 0) pendingWrites.current.push(next);
  }, []);
  return [value, set];
}

/** A one-based page number as the URL writes it, 1 when it is missing or not a page number. */
function pageFrom(text: string | null): number {
  const pageNumber = Number(text);
  return Number.isInteger(pageNumber) && pageNumber >= 1 ? pageNumber : 1;
}

/** The one-based `page` parameter, 1 when it is missing or not a page number. */
export const pageOf = (params: URLSearchParams): number => pageFrom(params.get('page'));

/** Changes to the URL's parameters: null or '' leaves one out. */
type UrlChanges = Record<string, string | null>;

/**
 * The URL's parameters and a writer that sets several at once (null or '' leaves one out), as a new
 * history entry or, with `replace`, in place of the current one.
 */
export function useUrlParams() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: UrlChanges, replace: boolean) =>
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
  return { params, update };
}

/** A write waiting: its changes, and whether they replace the current history entry. */
type UrlWrite = { changes: UrlChanges; replace: boolean };

/** The part of the Prioritized Task Scheduling API used here (Chromium, Firefox); not in TypeScript's DOM types yet. */
type TaskScheduler = { postTask: (task: () => void, options: { priority: 'background'; signal: AbortSignal }) => Promise<unknown> };

/**
 * Runs `flush` as background work once the frame being made has been painted: after that frame and
 * whatever more urgent is waiting then (input, the app's own tasks) where the browser ranks tasks,
 * right after the paint where it does not (Safari). At the latest it runs as the next click comes
 * in, so a write still waiting never lands after the navigation that click starts (a link followed
 * right after a sort). Returns the cancel.
 */
function inBackground(flush: () => void): () => void {
  const stops: (() => void)[] = [];
  const stop = () => {
    for (const each of stops.splice(0)) each();
  };
  const run = () => {
    stop();
    flush();
  };
  const { scheduler } = globalThis as { scheduler?: TaskScheduler };
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const afterPaint = () => {
    // An aborted task's promise rejects, which says nothing more than the cancel did.
    if (typeof scheduler?.postTask === 'function') scheduler.postTask(run, { priority: 'background', signal: controller.signal }).catch(() => undefined);
    else timer = setTimeout(run, 0);
  };
  // requestAnimationFrame runs as the frame begins, so what it queues waits for that frame's paint:
  // queued at once, a background task could take the gap between the key and the frame, and delay it.
  const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(afterPaint) : undefined;
  if (frame === undefined) afterPaint();
  stops.push(() => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
    controller.abort();
  });
  // Capturing on the window runs before the page's own handlers, the router's links included.
  window.addEventListener('click', run, { capture: true });
  stops.push(() => window.removeEventListener('click', run, { capture: true }));
  return stop;
}

/**
 * `write`, called as background work after the paint (see inBackground). A URL write is a
 * same-document navigation: pushState or replaceState takes 1.5-4 ms in Chromium, and the router then
 * renders the whole route again, work nobody waits for. As a plain timeout after the paint it ran
 * ahead of the first task after that paint: 2-10 ms more between a header click or a key on 10,000
 * rows and the next thing the page could do. (An idle callback was no better: headless Chromium ran
 * it only at its timeout, half a second later.) Writes keep their order; a replace
 * folds into the write waiting before it (it changes the entry that one makes), so keys typed
 * faster than the writes go make one. One still waiting when the page goes away is dropped.
 */
function useBackgroundWrites(write: (changes: UrlChanges, replace: boolean) => void): (changes: UrlChanges, replace: boolean) => void {
  const latest = useRef(write);
  const waiting = useRef<UrlWrite[]>([]);
  const cancel = useRef<(() => void) | undefined>(undefined);
  useEffect(() => {
    latest.current = write;
  });
  useEffect(
    () => () => {
      cancel.current?.();
      cancel.current = undefined;
      waiting.current = [];
    },
    [],
  );
  return useCallback((changes: UrlChanges, replace: boolean) => {
    const last = waiting.current.at(-1);
    if (last && replace) {
      last.changes = { ...last.changes, ...changes };
      return;
    }
    waiting.current.push({ changes, replace });
    cancel.current ??= inBackground(() => {
      cancel.current = undefined;
      const writes = waiting.current;
      waiting.current = [];
      for (const each of writes) latest.current(each.changes, each.replace);
    });
  }, []);
}

/**
 * A list's sort keys, search and one-based page kept in the URL (`?sort=status.asc,name.asc&q=ava&page=2`),
 * so a reload, the back button and a shared link bring the same view back. Defaults are left out of
 * the URL. Sort and page changes are history entries (back undoes them); a new sort starts at the first
 * page; typing replaces the entry so back does not step through every keystroke. Sort and search show
 * at once (see useUrlMirror). `sortText` is the keys as the URL and the API server write them, '' for
 * the list's own order. Sort, search and page show at once; the URL follows as background work
 * (see useBackgroundWrites).
 */
export function useTableUrlState(defaultSorts: readonly DataTableSort[]) {
  const { params, update: updateNow } = useUrlParams();
  const update = useBackgroundWrites(updateNow);
  const { key } = useLocation();
  const [urlSort, setUrlSort] = useUrlMirror(params.get('sort') ?? '', key);
  const sorts = useMemo(() => parseSorts(urlSort) ?? defaultSorts, [urlSort, defaultSorts]);
  const [search, setSearch] = useUrlMirror(params.get('q') ?? '', key);
  const [urlPage, setUrlPage] = useUrlMirror(params.get('page') ?? '', key);
  const page = pageFrom(urlPage);

  const onSortsChange = useCallback(
    (next: readonly DataTableSort[]) => {
      const text = formatSorts(next);
      const urlText = text === formatSorts(defaultSorts) ? '' : text;
      setUrlSort(urlText);
      setUrlPage('');
      update({ sort: urlText, page: null }, false);
    },
    [update, defaultSorts, setUrlSort, setUrlPage],
  );
  // A new search starts at the first page in the same entry; the table's own move to page 1, which
  // follows in the same event, would otherwise add an entry holding the first letter typed.
  const searchJustChanged = useRef(false);
  const onSearchChange = useCallback(
    (next: string) => {
      setSearch(next);
      setUrlPage('');
      update({ q: next, page: null }, true);
      searchJustChanged.current = true;
      queueMicrotask(() => {
        searchJustChanged.current = false;
      });
    },
    [update, setSearch, setUrlPage],
  );
  const onPageChange = useCallback(
    (next: number) => {
      if (next === 1 && searchJustChanged.current) return;
      const text = next === 1 ? '' : String(next);
      setUrlPage(text);
      update({ page: text || null }, false);
    },
    [update, setUrlPage],
  );

  const sortText = sorts === defaultSorts ? '' : formatSorts(sorts);
  return { sorts, sortText, search, page, onSortsChange, onSearchChange, onPageChange };
}
