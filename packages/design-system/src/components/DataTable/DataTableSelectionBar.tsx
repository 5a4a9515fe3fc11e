import { useRef, type ReactNode } from 'react';
import { focusRing, textButton } from '../../styles/focusRing.css';
import { cx } from '../../utils/cx';
import { Button } from '../Button';
import { useFocusRescue } from '../private/useFocusRescue';
import * as styles from './DataTable.css';
import type { RowSelectionState } from './useRowSelection';

export type DataTableSelectionBarProps = {
  /** From useRowSelection. */
  state: RowSelectionState;
  /** The caller's buttons for the selected rows. */
  actions: ReactNode;
  /** Where focus goes when the bar's buttons go away under it (Clear selection): the header checkbox. */
  focusAfterClear: () => HTMLElement | null | undefined;
};

/**
 * The bar above a table with selectable rows. It stays in place while nothing is selected, so its
 * count is a live region screen readers already know and the table does not jump on the first tick;
 * the count and the buttons appear with the first selected row.
 */
export function DataTableSelectionBar({ state, actions, focusAfterClear }: DataTableSelectionBarProps) {
  const count = state.selectedIds.size;
  return (
    <div role="group" aria-label={state.labels.bar} className={styles.selectionBar}>
      {/* Polite is what status implies; said outright for screen readers that only go by aria-live. */}
      <span role="status" aria-live="polite" className={styles.selectionCount}>
        {count > 0 ? state.labels.selectedCount(count) : ''}
      </span>
      {count > 0 ? <SelectionControls state={state} actions={actions} focusAfterClear={focusAfterClear} /> : null}
    </div>
  );
}

/** The bar's buttons while something is selected. */
function SelectionControls({ state, actions, focusAfterClear }: DataTableSelectionBarProps) {
  // Clear selection (or the app's action, once done) takes the buttons away with focus on one.
  const controls = useFocusRescue<HTMLDivElement>(focusAfterClear);
  const clear = useRef<HTMLButtonElement>(null);
  return (
    <div ref={controls} className={styles.selectionControls}>
      {state.offerAllMatching ? <SelectAllMatching state={state} then={() => clear.current} /> : null}
      <Button ref={clear} variant="ghost" size="small" onClick={state.clear}>
        {state.labels.clear}
      </Button>
      {actions}
    </div>
  );
}

/** 'Select all {N} matching', which goes once they are; focus then moves on to Clear selection. */
function SelectAllMatching({ state, then }: { state: RowSelectionState; then: () => HTMLElement | null }) {
  const ref = useFocusRescue<HTMLButtonElement>(then);
  return (
    <button ref={ref} type="button" className={cx(textButton, focusRing)} onClick={state.selectAllMatching}>
      {state.labels.selectAllMatching(state.matchingCount)}
    </button>
  );
}
