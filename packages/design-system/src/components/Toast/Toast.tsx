import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Toast as RadixToast } from 'radix-ui';
import { focusRing } from '../../styles/focusRing.css';
import { cx } from '../../utils/cx';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { createIcon } from '../private/createIcon';
import { Alert, Close } from '../private/icons';
import { VisuallyHidden } from '../VisuallyHidden';
import { icon as iconClass, message, toast as toastClass, viewport } from './Toast.css';
import { swipeThresholdFor, toast as appToaster, type ToastEntry, type ToastStore, type ToastTone, type Toaster } from './toastStore';

/** Alt+T, as SPEC.md section 9 asks, in the form Radix matches key events against. */
const hotkey = ['altKey', 'KeyT'];

/** 80 percent of the toast's CSS width (24rem less the viewport's padding) until it is measured. */
const initialSwipeThreshold = swipeThresholdFor(352) ?? 0;

/** The success mark; only toasts use it, so it is not part of the shared set. */
const Check = createIcon(
  'Check',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.5 L11 15.5 L16.5 9" />
  </>,
);

const defaultToneLabels: Record<ToastTone, string> = { success: 'Success', error: 'Error' };

export type ToastProviderProps = {
  /** The app; toasts shown from anywhere inside (or outside) it appear in this provider's corner. */
  children?: ReactNode;
  /** Milliseconds a toast stays before closing by itself. */
  duration?: number;
  /** The name of the toast region, which mentions the hotkey that focuses it. */
  label?: string;
  /** Read before each toast's text when it is announced. */
  toastLabel?: string;
  /** The accessible name of each toast's close button. */
  closeLabel?: string;
  /** Words read before the text so the tone is not carried by colour and icon alone. */
  toneLabels?: Record<ToastTone, string>;
  /** Where the toasts come from; the app-wide `toast` unless another toaster is given. */
  toaster?: Toaster;
  /** Extra class names for the toast list, merged last. */
  className?: string;
};

/**
 * Shows the toasts of `toast.success(text)` and `toast.error(text)` in the top-right corner. Each
 * closes after `duration`, on its close button or its action, on Escape, or when dragged right by 80
 * percent of its width; Alt+T moves focus to them, and none closes by itself while the pointer is
 * over them or focus is in them. Mount one per app, around the routes.
 */
export function ToastProvider({
  children,
  duration = 5000,
  label = 'Notifications (Alt+T)',
  toastLabel = 'Notification',
  closeLabel = 'Dismiss notification',
  toneLabels = defaultToneLabels,
  toaster = appToaster,
  className,
}: ToastProviderProps) {
  const { store } = toaster;
  const entries = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const [swipeThreshold, setSwipeThreshold] = useState(initialSwipeThreshold);

  // Every toast is as wide as the list's content box, so measuring the list measures them all,
  // including toasts not shown yet, and follows the width as the window narrows.
  const measureViewport = useCallback((node: HTMLOListElement | null) => {
    if (!node || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      const width = entry?.contentBoxSize[0]?.inlineSize ?? entry?.contentRect.width ?? 0;
      const threshold = swipeThresholdFor(width);
      if (threshold !== null) setSwipeThreshold(threshold);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  return (
    <RadixToast.Provider duration={duration} label={toastLabel} swipeDirection="right" swipeThreshold={swipeThreshold}>
      {children}
      {entries.map((entry) => (
        <ToastItem key={entry.id} entry={entry} store={store} closeLabel={closeLabel} toneLabel={toneLabels[entry.tone]} />
      ))}
      <RadixToast.Viewport ref={measureViewport} hotkey={hotkey} label={label} className={cx(viewport, focusRing, className)} />
    </RadixToast.Provider>
  );
}
ToastProvider.displayName = 'ToastProvider';

type ToastItemProps = {
  /** The toast to show: its text, tone, duration, action and whether it is still open. */
  entry: ToastEntry;
  /** The store the toast came from; closing the toast dismisses it there. */
  store: ToastStore;
  /** The close button's accessible name. */
  closeLabel: string;
  /** The word read before the text for this tone, such as 'Error'. */
  toneLabel: string;
};

function ToastItem({ entry, store, closeLabel, toneLabel }: ToastItemProps) {
  const { action } = entry;
  // The toast stays mounted while it fades out, and a second press in that time must not act twice.
  const acted = useRef(false);
  return (
    <RadixToast.Root
      open={entry.open}
      onOpenChange={(open) => {
        if (!open) store.dismiss(entry.id);
      }}
      duration={entry.duration}
      // An error interrupts (an assertive announcement); a success waits for a pause (polite).
      type={entry.tone === 'error' ? 'foreground' : 'background'}
      data-tone={entry.tone}
      className={cx(toastClass({ tone: entry.tone }), focusRing)}
      // Radix closes the newest toast on an Escape anywhere while no other layer is on top. An Escape
      // pressed in a dialog answers the dialog, even in the frame before the dialog takes it over.
      onEscapeKeyDown={(event) => {
        if (event.target instanceof Element && event.target.closest('[role="dialog"], [role="alertdialog"]')) event.preventDefault();
      }}
    >
      <ForgetWhenGone store={store} id={entry.id} />
      <span aria-hidden="true" className={iconClass}>
        {entry.tone === 'error' ? <Alert /> : <Check />}
      </span>
      <RadixToast.Title className={message}>
        <VisuallyHidden>{`${toneLabel}: `}</VisuallyHidden>
        {entry.text}
      </RadixToast.Title>
      {/* Radix joins the texts it announces without spaces: this one keeps the message and the
          action's altText apart. A grid drops it, so nothing moves on screen. */}
      {action ? ' ' : null}
      {action ? (
        // Radix closes the toast after the press, and reads altText in the button's place when it
        // announces the toast; pausing on hover and focus (the viewport's) gives time to reach it.
        <RadixToast.Action
          altText={action.altText}
          asChild
          onClick={() => {
            if (acted.current) return;
            acted.current = true;
            action.onAction();
          }}
        >
          <Button variant="secondary" size="small">
            {action.label}
          </Button>
        </RadixToast.Action>
      ) : null}
      <RadixToast.Close asChild>
        <IconButton label={closeLabel} icon={<Close />} size="small" />
      </RadixToast.Close>
    </RadixToast.Root>
  );
}

/**
 * Radix keeps a closed toast mounted until its exit animation ends; this unmounts with it, which
 * is when the store may forget the toast. The store ignores the call while the toast is still open
 * (a provider unmounting, or React's development double mount), so queued toasts are never lost.
 */
function ForgetWhenGone({ store, id }: { store: ToastStore; id: string }) {
  useEffect(() => () => store.removeClosed(id), [store, id]);
  return null;
}
