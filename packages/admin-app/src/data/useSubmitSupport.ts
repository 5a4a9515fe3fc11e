import type { MessageResponse, SupportRequestCreate } from '@chairside/api-contract';
import useSWRMutation from 'swr/mutation';
import { submitSupportRequest } from '../api/content';

/** The mutation's own key: the public form caches nothing. */
export const submitSupportKey = '/api/support';

/**
 * Sends the public support form (POST /api/support, no login). The admins' support list is not
 * refreshed from here: a public visitor has no session, and asking the protected list would sign them
 * "out" to /login. The list revalidates on its own when an admin opens it.
 */
export function useSubmitSupport() {
  return useSWRMutation<MessageResponse | undefined, Error, string, SupportRequestCreate>(
    submitSupportKey,
    (_key, { arg }) => submitSupportRequest(arg),
    { populateCache: false, revalidate: false, throwOnError: true },
  );
}
