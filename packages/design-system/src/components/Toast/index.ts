export { ToastProvider, type ToastProviderProps } from './Toast';
export {
  createToaster,
  createToastStore,
  swipeDismissFraction,
  swipeThresholdFor,
  toast,
  toastTones,
  type ToastAction,
  type ToastEntry,
  type ToastOptions,
  type ToastStore,
  type ToastTone,
  type Toaster,
} from './toastStore';
