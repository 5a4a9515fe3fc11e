import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import type { DataTableColumn } from './columns';
import { hideableColumns } from './columnVisibility';
import * as styles from './DataTable.css';

type ColumnsMenuProps<Row> = {
  columns: readonly DataTableColumn<Row>[];
  hidden: readonly string[];
  onVisibleChange: (id: string, visible: boolean) => void;
  label: string;
};

/**
 * The Columns button and the checkboxes it shows and hides (a disclosure: the button says whether it is
 * open, Tab moves on into the boxes, Escape or a press elsewhere closes it). A box per column the reader
 * may hide; the last column shown cannot be hidden, so its box is disabled.
 */
export function DataTableColumnsMenu<Row>({ columns, hidden, onVisibleChange, label }: ColumnsMenuProps<Row>) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const shown = columns.filter((column) => !hidden.includes(column.id));

  useEffect(() => {
    if (!open) return undefined;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <div ref={rootRef} className={styles.columnsMenu}>
      <Button
        ref={buttonRef}
        size="small"
        variant="secondary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={closeOnEscape}
      >
        {label}
      </Button>
      <fieldset id={panelId} hidden={!open} className={styles.columnsPanel}>
        <legend className={visuallyHidden}>{label}</legend>
        {hideableColumns(columns).map((column) => {
          const visible = !hidden.includes(column.id);
          return (
            <Checkbox
              key={column.id}
              label={column.header}
              checked={visible}
              disabled={visible && shown.length === 1}
              onCheckedChange={(next) => onVisibleChange(column.id, next)}
              onKeyDown={closeOnEscape}
            />
          );
        })}
      </fieldset>
    </div>
  );
}
