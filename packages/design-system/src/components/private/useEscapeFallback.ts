import { useRef, type KeyboardEvent as ReactKeyboardEvent } from 'react';

/**
 * Handlers for a Radix dialog's content so Escape closes the dialog from its first frame. Radix adds
 * a dialog's Escape listener only once it has re-rendered as the top layer, a render after the dialog
 * shows and focus moves in; an Escape in that gap went to the layer below (a toast, which closed) and
 * the dialog stayed. `onEscapeKeyDown` marks each Escape Radix's listener saw (and passes it on);
 * `onKeyDown` closes the dialog on an Escape inside its own panel that Radix did not see. An Escape
 * in a popover of the dialog's (portalled elsewhere in the page) is left to that popover.
 */
export function useEscapeFallback(close: () => void, onEscapeKeyDown?: (event: KeyboardEvent) => void) {
  const seen = useRef<KeyboardEvent | null>(null);
  return {
    onEscapeKeyDown(event: KeyboardEvent) {
      seen.current = event;
      onEscapeKeyDown?.(event);
    },
    onKeyDown(event: ReactKeyboardEvent<HTMLElement>) {
      if (event.key !== 'Escape' || seen.current === event.nativeEvent) return;
      if (!(event.target instanceof Node) || !event.currentTarget.contains(event.target)) return;
      close();
    },
  };
}
