import type { ReactNode } from 'react';
import { createIcon } from '../private/createIcon';
import type { DataTableColumn, DataTableSort } from './columns';
import * as styles from './DataTable.css';

const SortArrow = createIcon('SortArrow', <path d="M12 19 V5 M6 11 L12 5 L18 11" />);

type SortHeaderCellProps<Row> = {
  column: DataTableColumn<Row>;
  sort: DataTableSort | null;
  onSort: (column: DataTableColumn<Row>) => void;
};

/**
 * A sortable column's header. The th carries aria-sort, which screen readers announce with the
 * column; the button inside fills the whole cell, so a press anywhere in the header sorts, not only
 * on its words.
 */
function SortHeaderCell<Row>({ column, sort, onSort }: SortHeaderCellProps<Row>) {
  return (
    <th
      scope="col"
      className={styles.headerCell({ align: column.align, width: column.width, sortable: true })}
      aria-sort={sort?.columnId === column.id ? sort.direction : 'none'}
    >
      <button type="button" className={styles.sortButton({ align: column.align })} onClick={() => onSort(column)}>
        {column.header}
        <span className={styles.sortIndicator}>
          <SortArrow />
        </span>
      </button>
    </th>
  );
}

export type DataTableHeaderRowProps<Row> = {
  /** The columns, in order. */
  columns: readonly DataTableColumn<Row>[];
  /** The sort in force, for aria-sort. */
  sort: DataTableSort | null;
  /** Sorts by a column; without it the headers are plain text (the loading placeholder's). */
  onSort?: (column: DataTableColumn<Row>) => void;
  /** The header of a last, row actions column; none when undefined. */
  actionsHeader?: string;
  /** A first header cell, the selection column's, with its checkbox; none when undefined. */
  selectHeader?: ReactNode;
};

/** The header row: a sort button in each sortable column's cell, plain text in the others. */
export function DataTableHeaderRow<Row>({ columns, sort, onSort, actionsHeader, selectHeader }: DataTableHeaderRowProps<Row>) {
  return (
    <tr aria-rowindex={onSort ? 1 : undefined}>
      {selectHeader}
      {columns.map((column) =>
        onSort && column.sortable ? (
          <SortHeaderCell key={column.id} column={column} sort={sort} onSort={onSort} />
        ) : (
          <th key={column.id} scope="col" className={styles.headerCell({ align: column.align, width: column.width })}>
            {column.header}
          </th>
        ),
      )}
      {actionsHeader !== undefined ? (
        <th scope="col" className={styles.headerCell()}>
          {actionsHeader}
        </th>
      ) : null}
    </tr>
  );
}
