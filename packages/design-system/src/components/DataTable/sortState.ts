// The sort as a list of keys, and what a header press does to it, as plain functions, so each rule is
// tested without a table. The first key decides most; a press never leaves the list empty.
import type { DataTableColumn, DataTableSort } from './columns';
import type { SortDirection } from './sortRows';

/** Words the table says about its sort; a table takes any of them in `sortLabels`. */
export type DataTableSortLabels = {
  /**
   * Announced politely after a header press, from the keys in order (never none):
   * 'Sorted by Status ascending, then Joining Date descending.'
   */
  sortedBy: (keys: readonly { header: string; direction: SortDirection }[]) => string;
  /**
   * Read after a header's name while more than one column sorts, whose numbers say the same on
   * screen: 'sorted ascending, priority 2 of 3'.
   */
  priority: (direction: SortDirection, position: number, count: number) => string;
};

export const defaultSortLabels: DataTableSortLabels = {
  sortedBy: (keys) => `Sorted by ${keys.map((key) => `${key.header} ${key.direction}`).join(', then ')}.`,
  priority: (direction, position, count) => `sorted ${direction}, priority ${position} of ${count}`,
};

const flipped = (direction: SortDirection): SortDirection => (direction === 'ascending' ? 'descending' : 'ascending');

/**
 * The sort after a press on `column`'s header. A plain press sorts by the column alone: in its first
 * direction, or the other way when it was already the first key. With `add` (Shift held) the column
 * joins the end of the list in its first direction, or, when it is already in the list, turns the
 * other way where it stands.
 */
export function pressSort(
  current: readonly DataTableSort[],
  column: Pick<DataTableColumn<unknown>, 'id' | 'firstSortDirection'>,
  add: boolean,
): DataTableSort[] {
  const at = current.findIndex((key) => key.columnId === column.id);
  if (add && at !== -1) {
    return current.map((key, index) => (index === at ? { columnId: key.columnId, direction: flipped(key.direction) } : key));
  }
  const first = column.firstSortDirection ?? 'ascending';
  if (add) return [...current, { columnId: column.id, direction: first }];
  return [{ columnId: column.id, direction: at === 0 ? flipped(current[0]!.direction) : first }];
}

/** A sort key with the column it names. */
export type ResolvedSortKey<Row> = { column: DataTableColumn<Row>; direction: SortDirection };

/**
 * The keys of `sorts` that name a sortable column of `columns`, in order, each column once (its first
 * mention): a sort kept in a URL may name a column the table no longer has or no longer sorts by.
 */
export function resolveSorts<Row>(sorts: readonly DataTableSort[], columns: readonly DataTableColumn<Row>[]): ResolvedSortKey<Row>[] {
  const keys: ResolvedSortKey<Row>[] = [];
  for (const { columnId, direction } of sorts) {
    if (keys.some((key) => key.column.id === columnId)) continue;
    const column = columns.find((candidate) => candidate.id === columnId && candidate.sortable);
    if (column) keys.push({ column, direction });
  }
  return keys;
}

/** A list of keys as text, equal for equal lists, so a list made anew each render is not taken for a new sort. */
export const sortsSignature = (sorts: readonly DataTableSort[]): string => JSON.stringify(sorts.map(({ columnId, direction }) => [columnId, direction]));

/** The list a `sortsSignature` was made from. */
export const sortsFromSignature = (signature: string): DataTableSort[] =>
  (JSON.parse(signature) as [string, SortDirection][]).map(([columnId, direction]) => ({ columnId, direction }));

/** What `labels.sortedBy` says for `sorts`, with each column's header; empty for no sort. */
export function describeSorts<Row>(sorts: readonly DataTableSort[], columns: readonly DataTableColumn<Row>[], labels: DataTableSortLabels): string {
  const keys = resolveSorts(sorts, columns).map(({ column, direction }) => ({ header: column.header, direction }));
  return keys.length > 0 ? labels.sortedBy(keys) : '';
}
