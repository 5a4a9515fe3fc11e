import { toast } from '@chairside/design-system';

/*
 * When the toast list mounts (issue 19): with the first toast on a public page, so /login never
 * downloads Radix Toast, but as soon as the signed-in layout mounts, before any dialog can open. A
 * toast list that mounted after an open dialog would sit above it in the stack of dismissable layers,
 * and Escape would close the toast instead of the dialog.
 */
let wanted = false;
const listeners = new Set<() => void>();

const want = () => {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
};

/** Asks for the toast list now (the signed-in layout does, on mounting). */
export const mountToasts = want;

/** Whether the toast list is wanted yet; the first toast also asks for it. */
export const toastsWanted = () => wanted || toast.store.getSnapshot().length > 0;

/** Calls `listener` once the toast list is wanted; returns its removal. */
export function onToastsWanted(listener: () => void): () => void {
  listeners.add(listener);
  const stopWatching = toast.store.subscribe(() => {
    if (toast.store.getSnapshot().length > 0) want();
  });
  return () => {
    listeners.delete(listener);
    stopWatching();
  };
}
