export const toastTones = ['success', 'error'] as const;
export type ToastTone = (typeof toastTones)[number];

/** A button in a toast that undoes or follows up what the toast reports, such as 'Undo'. */
export type ToastAction = {
  /** The button's text, such as 'Undo'. */
  label: string;
  /**
   * Read in place of the button when the toast is announced, since a screen reader user hears the
   * toast without being on it: say what the button does, such as 'Undo the suspension'.
   */
  altText: string;
  /** Called once when the button is pressed; the toast then closes. */
  onAction: () => void;
};

export type ToastOptions = {
  /** Milliseconds before this toast closes by itself; the provider's duration when missing. */
  duration?: number;
  /** A button beside the message; give the toast a longer `duration` so there is time to press it. */
  action?: ToastAction;
};

export type ToastEntry = {
  /** Unique within its store, such as 'toast-3'. */
  readonly id: string;
  /** success or error. */
  readonly tone: ToastTone;
  /** The message, word for word. */
  readonly text: string;
  /** Milliseconds before it closes by itself, when it differs from the provider's. */
  readonly duration: number | undefined;
  /** The button beside the message, if any. */
  readonly action: ToastAction | undefined;
  /** False once dismissed, while its provider plays the exit. */
  readonly open: boolean;
};

/**
 * The messages waiting for or shown by a ToastProvider. It lives outside React so that code with no
 * component at hand (a fetch client, a mutation callback) can show a toast; the provider reads it
 * with useSyncExternalStore.
 */
export type ToastStore = {
  /** Registers a listener called after every change; returns its removal. */
  subscribe(listener: () => void): () => void;
  /** The current toasts, oldest first; a new array after every change. */
  getSnapshot(): readonly ToastEntry[];
  /** Adds a toast and returns its id. */
  show(tone: ToastTone, text: string, options?: ToastOptions): string;
  /** Closes one toast, or every toast when no id is given. */
  dismiss(id?: string): void;
  /** Forgets a dismissed toast once its provider has finished showing it; open toasts are kept. */
  removeClosed(id: string): void;
};

/** A store with no provider yet keeps what it is given: the toasts appear once one mounts. */
export function createToastStore(): ToastStore {
  let entries: readonly ToastEntry[] = [];
  let lastId = 0;
  const listeners = new Set<() => void>();

  const update = (next: readonly ToastEntry[]) => {
    entries = next;
    for (const listener of listeners) listener();
  };

  // A dismissed toast stays only while a provider animates it out. With no provider listening
  // nothing will, so it goes at once; this also clears what a provider left when it unmounted.
  const dropClosed = () => {
    if (entries.some((entry) => !entry.open)) update(entries.filter((entry) => entry.open));
  };

  return {
    subscribe(listener) {
      if (listeners.size === 0) dropClosed();
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) dropClosed();
      };
    },
    getSnapshot: () => entries,
    show(tone, text, options = {}) {
      if (import.meta.env.DEV && !text.trim()) throw new Error('toast: the message must not be empty.');
      const { duration, action } = options;
      if (import.meta.env.DEV && action && !(action.label.trim() && action.altText.trim())) {
        throw new Error('toast: an action needs a label and an altText.');
      }
      lastId += 1;
      const id = `toast-${lastId}`;
      update([...entries, { id, tone, text, duration, action, open: true }]);
      return id;
    },
    dismiss(id) {
      const closes = (entry: ToastEntry) => entry.open && (id === undefined || entry.id === id);
      if (!entries.some(closes)) return;
      update(entries.map((entry) => (closes(entry) ? { ...entry, open: false } : entry)));
      if (listeners.size === 0) dropClosed();
    },
    removeClosed(id) {
      if (entries.some((entry) => entry.id === id && !entry.open)) update(entries.filter((entry) => entry.id !== id));
    },
  };
}

/** The imperative API: `toaster.success(text)`, `toaster.error(text)`, `toaster.dismiss(id?)`. */
export type Toaster = {
  /** Shows a success toast and returns its id. */
  success(text: string, options?: ToastOptions): string;
  /** Shows an error toast (announced assertively) and returns its id. */
  error(text: string, options?: ToastOptions): string;
  /** Closes one toast, or all of them. */
  dismiss(id?: string): void;
  /** The store a ToastProvider renders from. */
  readonly store: ToastStore;
};

/** A toaster with its own store, for a separate tree (a test, an embedded widget) with its own provider. */
export function createToaster(store: ToastStore = createToastStore()): Toaster {
  return {
    success: (text, options) => store.show('success', text, options),
    error: (text, options) => store.show('error', text, options),
    dismiss: (id) => store.dismiss(id),
    store,
  };
}

/**
 * The app-wide toaster, usable from anywhere, inside React or not: `toast.success('Saved.')`.
 * A ToastProvider without a `toaster` prop shows its toasts.
 */
export const toast: Toaster = createToaster();

/** The share of a toast's width it must be dragged to be dismissed (SPEC.md section 9). */
export const swipeDismissFraction = 0.8;

/**
 * Radix takes the swipe distance in pixels, while the spec gives it as a share of the toast's width:
 * the provider measures the width and hands Radix this many pixels.
 */
export function swipeThresholdFor(toastWidth: number, fraction: number = swipeDismissFraction): number | null {
  // A viewport that is not laid out (display: none, not yet attached) measures 0: no answer then.
  if (!Number.isFinite(toastWidth) || toastWidth <= 0) return null;
  return Math.round(toastWidth * fraction);
}
