import type { MessageResponse, PasswordChange } from '@chairside/api-contract';
import useSWRMutation from 'swr/mutation';
import { call } from '../api/client';
import { keyOf } from './keys';

/** The mutation's own key: it caches nothing a read hook shows. */
export const changePasswordKey = keyOf('changePassword');

/**
 * Changes the administrator's password. A wrong current password is a 400,
 * not a 401, so the client's sign-out on 401 never fires for it and the admin stays logged in.
 */
export function useChangePassword() {
  return useSWRMutation<MessageResponse | undefined, Error, string, PasswordChange>(
    changePasswordKey,
    (_key, { arg }) => call('changePassword', { body: arg }),
    { populateCache: false, revalidate: false, throwOnError: true },
  );
}
