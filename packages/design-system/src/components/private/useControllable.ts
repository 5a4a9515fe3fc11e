import { useCallback, useState } from 'react';

/**
 * A value the caller may own (`value` given: the caller's state, changes only reported) or leave to
 * the component (`value` undefined: kept here from `defaultValue`). `null` is a value like any other,
 * so a caller can control "nothing chosen". Lets an app keep a table's sort, search and page in the
 * URL, or a shell's sidebar state in its settings, while simple callers pass nothing.
 */
export function useControllable<T>(value: T | undefined, defaultValue: T, onChange: ((next: T) => void) | undefined) {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : own;
  const set = useCallback(
    (next: T) => {
      if (!controlled) setOwn(next);
      onChange?.(next);
    },
    [controlled, onChange],
  );
  return [current, set] as const;
}
