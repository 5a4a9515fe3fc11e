/**
 * An `onOpenChange` for a dialog whose answer goes to a server: opening passes through, closing does
 * only while nothing is `busy`. A request under way cannot be called back: closing would only hide
 * its outcome.
 */
export function closeUnlessBusy(busy: boolean, onOpenChange: (open: boolean) => void) {
  return (next: boolean) => {
    if (next || !busy) onOpenChange(next);
  };
}
