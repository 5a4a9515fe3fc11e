import type { MessageResponse, SupportRequestCreate } from '@chairside/api-contract';
import useSWRMutation from 'swr/mutation';
import { call } from '../api/client';
import { keyOf } from './keys';

/** The mutation's own key: the public form caches nothing. */
export const submitSupportKey = keyOf('createSupportRequest');

/**
 * Sends the public support form (no login). The admins' support list is not
 * refreshed from here: a public visitor has no session, and asking the protected list would sign them
 * "out" to /login. The list revalidates on its own when an admin opens it.
 */
export function useSubmitSupport() {
  return useSWRMutation<MessageResponse | undefined, Error, string, SupportRequestCreate>(
    submitSupportKey,
    (_key, { arg }) => call('createSupportRequest', { body: arg }),
    { populateCache: false, revalidate: false, throwOnError: true },
  );
}
