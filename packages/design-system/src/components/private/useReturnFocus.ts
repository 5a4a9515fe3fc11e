import { useCallback, useRef } from 'react';

/** The element that has focus, or null when that is the page's body (focus nowhere in particular). */
export function focusedElement(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/**
 * For a modal opened in code rather than by its Radix Trigger: Radix gives focus back only to a
 * Trigger, and would otherwise leave it on <body> on close. Call `remember` as the dialog opens,
 * before focus moves inside, so that whatever holds focus then is taken for what opened it; pass
 * `giveBack` the close's auto-focus event, and it focuses `returnFocusTo`, or else what was
 * remembered, if that is still on the page.
 */
export function useReturnFocus(returnFocusTo?: HTMLElement | null) {
  const opener = useRef<HTMLElement | null>(null);
  const remember = useCallback(() => {
    opener.current = focusedElement();
  }, []);
  const giveBack = (event: Event) => {
    const target = returnFocusTo ?? opener.current;
    if (!target?.isConnected) return;
    event.preventDefault();
    target.focus({ preventScroll: true });
  };
  return { remember, giveBack };
}
