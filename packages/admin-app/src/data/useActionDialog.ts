import { useCallback, useState } from 'react';

/**
 * The state every confirmation of an action keeps: what was asked about (kept while the dialog
 * closes, so its text does not change on the way out), whether it is open, busy with the request, and
 * why the last try failed. `ask` opens it afresh; `state` is what the dialog component takes.
 */
export function useActionDialog<Asked>() {
  const [asked, setAsked] = useState<Asked | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const ask = useCallback((next: Asked) => {
    setAsked(next);
    setError(null);
    setOpen(true);
  }, []);

  return { asked, ask, setOpen, setBusy, setError, state: { asked, open, onOpenChange: setOpen, busy, error } };
}
