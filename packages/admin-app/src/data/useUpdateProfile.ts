import type { AdminProfile, ProfileUpdate } from '@chairside/api-contract';
import useSWRMutation from 'swr/mutation';
import { call } from '../api/client';
import { keyOf } from './keys';

/**
 * Saves the administrator's profile. Not optimistic: SPEC section 4 replaces
 * the shown data only on success, so the answer is written into the cached profile and a failure
 * leaves the cache (and the form the admin is editing) as it was.
 */
export function useUpdateProfile() {
  return useSWRMutation<AdminProfile, Error, string, ProfileUpdate>(
    keyOf('getAdminProfile'),
    (_key, { arg }) => call('updateAdminProfile', { body: arg }),
    { populateCache: true, revalidate: false, throwOnError: true },
  );
}
