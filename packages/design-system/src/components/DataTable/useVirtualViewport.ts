import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Follows the scroll container for the virtualiser. Only the index of the first row in view is state,
 * so a scroll within one row's height re-renders nothing.
 */
export function useVirtualViewport(enabled: boolean, rowHeight: number) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const [firstRow, setFirstRow] = useState(0);
  const [height, setHeight] = useState(600);
  const onScroll = useCallback(() => {
    const scroller = scrollRef.current;
    const body = bodyRef.current;
    if (!scroller || !body) return;
    // The caption and header sit above the body inside the scroller; scrolling starts at the body.
    const bodyTop = body.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop;
    setFirstRow(Math.max(0, Math.floor((scroller.scrollTop - bodyTop) / rowHeight)));
  }, [rowHeight]);
  useEffect(() => {
    const scroller = scrollRef.current;
    if (!enabled || !scroller) return;
    const measure = () => setHeight(scroller.clientHeight || 600);
    measure();
    onScroll();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(scroller);
    return () => observer?.disconnect();
  }, [enabled, onScroll]);
  return { scrollRef, bodyRef, scrollTop: firstRow * rowHeight, height, onScroll: enabled ? onScroll : undefined };
}
