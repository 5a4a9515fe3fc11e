import { useLayoutEffect, useRef } from 'react';

/**
 * For a control that goes away while it may have focus (a button that selecting all rows hides):
 * returns a ref for it, and when it unmounts holding focus, focus moves to what `next` returns
 * instead of falling to the page's body, where a keyboard user would have to start again.
 * React runs layout cleanups before it takes the nodes out, so focus is still inside then.
 */
export function useFocusRescue<T extends HTMLElement>(next: () => HTMLElement | null | undefined) {
  const ref = useRef<T>(null);
  const nextRef = useRef(next);
  useLayoutEffect(() => {
    nextRef.current = next;
  });
  useLayoutEffect(() => {
    const node = ref.current;
    return () => {
      if (node?.contains(document.activeElement)) nextRef.current()?.focus();
    };
  }, []);
  return ref;
}
