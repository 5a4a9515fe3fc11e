import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { focusedElement } from '../private/useReturnFocus';
import { ConfirmDialog, type ConfirmTone } from './ConfirmDialog';

export type ConfirmOptions = {
  /** The question, word for word, such as 'Are you sure you want to delete this salon?'. */
  question: string;
  /** A short title; when missing, the question names the dialog. */
  title?: string;
  /** The confirm button's text. */
  confirmLabel?: string;
  /** The cancel button's text. */
  cancelLabel?: string;
  /** 'danger' for deletes. */
  tone?: ConfirmTone;
};

/** Shows the question and resolves true when the user confirms, false when they decline. */
export type ConfirmFunction = (options: ConfirmOptions) => Promise<boolean>;

type Request = ConfirmOptions & {
  id: number;
  returnFocusTo: HTMLElement | null;
  resolve: (answer: boolean) => void;
};

const ConfirmContext = createContext<ConfirmFunction | null>(null);

export type ConfirmProviderProps = {
  /** The part of the app that may ask questions with `useConfirm()`. */
  children?: ReactNode;
  /** Confirm button text when a question gives none. */
  defaultConfirmLabel?: string;
  /** Cancel button text when a question gives none. */
  defaultCancelLabel?: string;
};

/**
 * Renders the dialog `useConfirm()` asks its questions in. One question is shown at a time: a
 * `confirm()` made while another is open waits its turn and is shown once the first is answered.
 * Queueing (rather than answering the first with false) means no caller ever gets a "no" the user
 * did not give.
 */
export function ConfirmProvider({ children, defaultConfirmLabel, defaultCancelLabel }: ConfirmProviderProps) {
  const [queue, setQueue] = useState<readonly Request[]>([]);
  const [answeredId, setAnsweredId] = useState<number | null>(null);
  const nextId = useRef(0);
  const unanswered = useRef(new Set<Request>());

  const confirm = useCallback<ConfirmFunction>((options) => {
    if (import.meta.env.DEV && !options.question?.trim()) {
      throw new Error('useConfirm: `question` is required; it is what the user answers.');
    }
    // Read now, not when the dialog opens: a queued question may open after focus has moved on.
    const returnFocusTo = focusedElement();
    return new Promise<boolean>((resolve) => {
      nextId.current += 1;
      const request: Request = {
        ...options,
        id: nextId.current,
        returnFocusTo,
        resolve,
      };
      unanswered.current.add(request);
      setQueue((current) => [...current, request]);
    });
  }, []);

  const answer = useCallback((request: Request, value: boolean) => {
    // Confirming also closes the dialog, which reports a close: only the first answer counts.
    if (!unanswered.current.delete(request)) return;
    request.resolve(value);
    setAnsweredId(request.id);
  }, []);

  const dequeue = useCallback((request: Request) => {
    setQueue((current) => current.filter((item) => item !== request));
  }, []);

  // A question left open when the provider goes away (the page changes) counts as declined, so
  // no caller waits forever.
  useEffect(() => {
    const pending = unanswered.current;
    return () => {
      for (const request of pending) request.resolve(false);
      pending.clear();
    };
  }, []);

  const current = queue[0];
  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {current ? (
        <ConfirmDialog
          // A fresh dialog per question, so each opens (and moves focus) on its own.
          key={current.id}
          open={answeredId !== current.id}
          onOpenChange={(open) => {
            if (!open) answer(current, false);
          }}
          onConfirm={() => answer(current, true)}
          onClosed={() => dequeue(current)}
          returnFocusTo={current.returnFocusTo}
          question={current.question}
          title={current.title}
          confirmLabel={current.confirmLabel ?? defaultConfirmLabel}
          cancelLabel={current.cancelLabel ?? defaultCancelLabel}
          tone={current.tone}
        />
      ) : null}
    </ConfirmContext.Provider>
  );
}
ConfirmProvider.displayName = 'ConfirmProvider';

/**
 * Returns `confirm(options)`, which shows a confirmation dialog and resolves true when the user
 * confirms and false when they decline (Cancel or Escape). Needs a ConfirmProvider above it.
 */
export function useConfirm(): ConfirmFunction {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm must be used inside a ConfirmProvider.');
  return confirm;
}
