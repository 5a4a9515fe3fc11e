// Which columns a table shows, as plain functions (tested without a table), and the hook that keeps the
// choice: held by the app (`hidden` with `onHiddenChange`) or by the table, remembered in localStorage
// under the key the app gives.
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import type { DataTableColumn } from './columns';

export type DataTableColumnsMenu = {
  /** Remembers the hidden columns in localStorage under this key (per list: 'chairside.professionals.columns'). */
  storageKey?: string;
  /** Columns hidden until the reader chooses, when nothing is remembered. */
  defaultHidden?: readonly string[];
  /** The hidden columns' ids, for an app that holds the choice itself (with `onHiddenChange`). */
  hidden?: readonly string[];
  /** Called with the new hidden columns' ids after every change. */
  onHiddenChange?: (hidden: readonly string[]) => void;
  /** The button's words; 'Columns' by default. */
  label?: string;
};

/** The ids a stored value names, when it is a list of strings; anything else counts as nothing stored. */
export function parseStoredHidden(stored: string | null): string[] | undefined {
  if (stored === null) return undefined;
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The columns a reader may hide: all but those marked `hideable: false`. */
export const hideableColumns = <Row>(columns: readonly DataTableColumn<Row>[]) => columns.filter((column) => column.hideable !== false);

/**
 * `hidden` with `id` shown (`visible`) or hidden; the same list when that changes nothing, and never
 * the last column shown: a table with no column would show nothing at all.
 */
export function setColumnHidden<Row>(columns: readonly DataTableColumn<Row>[], hidden: readonly string[], id: string, visible: boolean): readonly string[] {
  const isHidden = hidden.includes(id);
  if (visible) return isHidden ? hidden.filter((other) => other !== id) : hidden;
  if (isHidden || columns.every((column) => column.id === id || hidden.includes(column.id))) return hidden;
  return [...hidden, id];
}

/** What is stored under `key`, as stored; null when nothing is, or storage is refused (privacy modes). */
const readStored = (key: string | undefined) => {
  if (!key || typeof localStorage === 'undefined') return null;
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};

// Storage is read on every render (a string, compared by value) rather than watched: the table's own
// changes are held in state, and another tab's do not move this one's columns under the reader.
const noSubscription = () => () => {};
const noneHidden: readonly string[] = [];

/** The hidden columns and how to change them, for a table given `columnsMenu` (or not: then none). */
export function useColumnVisibility<Row>(columns: readonly DataTableColumn<Row>[], menu: DataTableColumnsMenu | undefined) {
  const storageKey = menu?.storageKey;
  // A server has no storage, so it renders the defaults, and so does the browser while it hydrates that
  // markup; the remembered choice follows straight after (React re-reads the snapshot then).
  const stored = useSyncExternalStore(
    noSubscription,
    () => readStored(storageKey),
    () => null,
  );
  const remembered = useMemo(() => parseStoredHidden(stored), [stored]);
  // The reader's choice in this visit, with the key it was made under: another key (another list in
  // the same table) starts from what that key remembers.
  const [chosen, setChosen] = useState<{ key: string | undefined; hidden: readonly string[] }>();
  const own = chosen && chosen.key === storageKey ? chosen.hidden : (remembered ?? menu?.defaultHidden ?? noneHidden);
  const hidden = menu?.hidden ?? own;
  const onHiddenChange = menu?.onHiddenChange;
  const setVisible = useCallback(
    (id: string, visible: boolean) => {
      const next = setColumnHidden(columns, hidden, id, visible);
      if (next === hidden) return;
      setChosen({ key: storageKey, hidden: next });
      if (storageKey) {
        try {
          localStorage.setItem(storageKey, JSON.stringify(next));
        } catch {
          // Full or refused: the choice still holds for this visit.
        }
      }
      onHiddenChange?.(next);
    },
    [columns, hidden, storageKey, onHiddenChange],
  );
  const visibleColumns = useMemo(() => (menu ? columns.filter((column) => !hidden.includes(column.id)) : columns), [menu, columns, hidden]);
  return { hidden, visibleColumns, setVisible };
}
