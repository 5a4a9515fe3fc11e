import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '@chairside/design-system';
import { isLoggedIn } from '../session/storage';

export type LeavePromptProps = {
  /**
   * Whether there are changes leaving would lose, asked at the moment of leaving (a save that just
   * succeeded navigates before the page renders again, so a value from the last render would be stale).
   */
  isDirty: () => boolean;
  /** What the question says would be lost: 'Your changes to the privacy policy have not been saved.' */
  question: string;
  /** Runs when the staff member chooses to leave anyway, before the navigation goes on (to forget a draft). */
  onLeave?: () => void;
};

export const leavePromptTexts = {
  title: 'Leave without saving?',
  leave: 'Discard and leave',
  stay: 'Keep editing',
} as const;

/**
 * Asks before an edit is left unsaved (issue 18): in the app, a question the staff member answers; on
 * closing or reloading the tab, the browser's own. Neither asks once the session has ended (a 401 or a
 * logout clears it first): that navigation must go through, and the edit is kept as a draft for later.
 */
export function LeavePrompt({ isDirty, question, onLeave }: LeavePromptProps) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => isDirty() && isLoggedIn() && currentLocation.pathname !== nextLocation.pathname,
  );
  const dirtyNow = useRef(isDirty);
  useEffect(() => {
    dirtyNow.current = isDirty;
  });

  // The confirm button also closes the dialog; the blocker it just let through must not be reset then.
  const leaving = useRef(false);

  useEffect(() => {
    const ask = (event: BeforeUnloadEvent) => {
      if (!dirtyNow.current() || !isLoggedIn()) return;
      event.preventDefault();
      // Older Chromium still needs returnValue set to show its dialog.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, []);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && !leaving.current && blocker.state === 'blocked') blocker.reset();
      }}
      title={leavePromptTexts.title}
      question={question}
      confirmLabel={leavePromptTexts.leave}
      cancelLabel={leavePromptTexts.stay}
      tone="danger"
      onConfirm={() => {
        leaving.current = true;
        onLeave?.();
        blocker.proceed?.();
      }}
    />
  );
}
