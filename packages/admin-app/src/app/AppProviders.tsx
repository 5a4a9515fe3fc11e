import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { ConfirmProvider, ToastProvider } from '@chairside/design-system';
import { ApiError } from '../api/client';

/** SWR defaults: no retry storm on answers that will not change by retrying (4xx). */
export const swrDefaults: SWRConfiguration = {
  shouldRetryOnError: (error: unknown) => !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  errorRetryCount: 3,
};

/** Everything a page needs around it: data cache, toasts (SPEC section 9 defaults), confirmations. */
export function AppProviders({ children, swr }: { children: ReactNode; swr?: SWRConfiguration }) {
  return (
    <SWRConfig value={{ ...swrDefaults, ...swr }}>
      <ToastProvider>
        <ConfirmProvider>{children}</ConfirmProvider>
      </ToastProvider>
    </SWRConfig>
  );
}
