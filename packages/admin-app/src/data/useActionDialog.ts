import { useCallback, useState } from 'react';

/**
 * The state every confirmation of an action keeps: what was asked about (kept while the dialog
 * closes, so its text does not change on the way out), whether it is open, busy with the request, and
 * why the last try failed. `ask` opens it afresh; `state` is what the dialog component takes.
 *
 * `opening` counts the openings, for the dialog's `key`: each one mounts a new dialog rather than
 * reopening the one still playing its exit. A reopened dialog kept its place in the stack of dismissable
 * layers, below a toast shown meanwhile, and Escape went to the toast instead (seen in full e2e runs).
 */
export function useActionDialog<Asked>() {
  const [asked, setAsked] = useState<Asked | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [opening, setOpening] = useState(0);

  const ask = useCallback((next: Asked) => {
    setAsked(next);
    setError(null);
    setOpening((count) => count + 1);
    setOpen(true);
  }, []);

  return { asked, ask, setOpen, setBusy, setError, state: { asked, opening, open, onOpenChange: setOpen, busy, error } };
}
