import { useCallback, useState } from 'react';

/** Where a copy to the clipboard stands: not tried, done, or refused by the browser. */
export const copyStates = ['idle', 'copied', 'failed'] as const;
export type CopyState = (typeof copyStates)[number];

/**
 * Copies text to the clipboard and says how it went. The clipboard is missing outside secure
 * contexts and may be refused (no permission, the page not focused), so failure is an outcome to
 * show, never an exception. Each copy starts from 'idle', so the same message is announced again.
 * `copy` also resolves to whether it worked, for a caller that offers another way when it did not.
 */
export function useCopyText() {
  const [state, setState] = useState<CopyState>('idle');
  const copy = useCallback(async (text: string): Promise<boolean> => {
    setState('idle');
    try {
      if (!navigator.clipboard?.writeText) throw new Error('The clipboard is not available here.');
      await navigator.clipboard.writeText(text);
      setState('copied');
      return true;
    } catch {
      setState('failed');
      return false;
    }
  }, []);
  return { state, copy };
}
