import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { ApiError } from '../api/client';

/** SWR defaults: no retry storm on answers that will not change by retrying (4xx). */
export const swrDefaults: SWRConfiguration = {
  shouldRetryOnError: (error: unknown) => !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  errorRetryCount: 3,
};

/** Everything a page needs around it: data cache, toasts, confirmations. */
export function AppProviders({ children, swr }: { children: ReactNode; swr?: SWRConfiguration }) {
  return <SWRConfig value={{ ...swrDefaults, ...swr }}>{children}</SWRConfig>;
}
