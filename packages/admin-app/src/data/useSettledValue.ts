import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delay` milliseconds: what a search box asks the server for,
 * so typing a word sends one request rather than one per key.
 */
export function useSettledValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
