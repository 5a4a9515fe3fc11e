import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { createIcon } from '../private/createIcon';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import type { DataTableColumn, DataTableSort } from './columns';
import * as styles from './DataTable.css';
import type { DataTableSortLabels } from './sortState';

const SortArrow = createIcon('SortArrow', <path d="M12 19 V5 M6 11 L12 5 L18 11" />);

type SortHeaderCellProps<Row> = {
  column: DataTableColumn<Row>;
  sorts: readonly DataTableSort[];
  onSort: (column: DataTableColumn<Row>, add: boolean) => void;
  labels: DataTableSortLabels;
};

/**
 * A sortable column's header. The button inside fills the whole cell, so a press anywhere in the
 * header sorts, not only on its words; Shift+click or Shift+Enter adds the column to the sort.
 *
 * ARIA lets one header carry a direction, so aria-sort goes on the first key's header alone: a later
 * key says its direction and place in words inside the button instead, and shows them as the arrow
 * and a number. A sortable column outside the sort keeps aria-sort="none", as before there were keys.
 */
function SortHeaderCell<Row>({ column, sorts, onSort, labels }: SortHeaderCellProps<Row>) {
  const position = sorts.findIndex((key) => key.columnId === column.id);
  const direction = sorts[position]?.direction;
  const ranked = direction !== undefined && sorts.length > 1;
  return (
    <th
      scope="col"
      className={styles.headerCell({ align: column.align, width: column.width, sortable: true })}
      aria-sort={position === -1 ? 'none' : position === 0 ? direction : undefined}
      data-sort={direction}
    >
      <button
        type="button"
        className={styles.sortButton({ align: column.align })}
        onClick={(event: MouseEvent<HTMLButtonElement>) => onSort(column, event.shiftKey)}
        // Shift+click would otherwise also select the page's text up to the header; stopping that
        // stops the button taking focus too, so it is given focus here.
        onMouseDown={(event: MouseEvent<HTMLButtonElement>) => {
          if (!event.shiftKey) return;
          event.preventDefault();
          event.currentTarget.focus();
        }}
        // The click a key makes does not say whether Shift was held in every browser, so Shift+Enter
        // is taken here, before it turns into one.
        onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
          if (event.key !== 'Enter' || !event.shiftKey) return;
          event.preventDefault();
          onSort(column, true);
        }}
      >
        {column.header}
        <span className={styles.sortIndicator}>
          <SortArrow />
        </span>
        {ranked ? (
          <>
            <span aria-hidden="true" className={styles.sortPriority}>
              {position + 1}
            </span>
            {/* Parts the words from the header's in the accessible name where this span is not taken
                for a block of its own; a flex container draws no space. */}
            {' '}
            <span className={visuallyHidden}>{labels.priority(direction, position + 1, sorts.length)}</span>
          </>
        ) : null}
      </button>
    </th>
  );
}

export type DataTableHeaderRowProps<Row> = {
  /** The columns, in order. */
  columns: readonly DataTableColumn<Row>[];
  /** The sort keys in force, in order, for aria-sort, the arrows and the numbers. */
  sorts: readonly DataTableSort[];
  /** Sorts by a column (`add`: as one more key); without it the headers are plain text (the loading placeholder's). */
  onSort?: (column: DataTableColumn<Row>, add: boolean) => void;
  /** The words for a key's place in the sort. */
  labels: DataTableSortLabels;
  /** The header of a last, row actions column; none when undefined. */
  actionsHeader?: string;
  /** A first header cell, the selection column's, with its checkbox; none when undefined. */
  selectHeader?: ReactNode;
};

/** The header row: a sort button in each sortable column's cell, plain text in the others. */
export function DataTableHeaderRow<Row>({ columns, sorts, onSort, labels, actionsHeader, selectHeader }: DataTableHeaderRowProps<Row>) {
  return (
    <tr aria-rowindex={onSort ? 1 : undefined}>
      {selectHeader}
      {columns.map((column) =>
        onSort && column.sortable ? (
          <SortHeaderCell key={column.id} column={column} sorts={sorts} onSort={onSort} labels={labels} />
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
