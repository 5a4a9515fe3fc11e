import useSWR, { type SWRResponse } from 'swr';
import type { InvitationLookup } from '@chairside/api-contract';
import { call } from '../api/client';
import { keyOf } from './keys';
import { readDefaults } from './useReads';

/**
 * What the invitation with `token` offers (its email address and staff role), or the server's refusal
 * of a link that is not valid. Read once: an invitation does not change while its page is open, and a
 * refused link stays refused. No token, no call.
 */
export const useInvitation = (token: string): SWRResponse<InvitationLookup, Error> =>
  useSWR<InvitationLookup, Error, [string, string] | null>(
    token ? [keyOf('lookupInvitation'), token] : null,
    ([, sent]) => call('lookupInvitation', { body: { token: sent } }),
    { ...readDefaults, revalidateOnFocus: false, revalidateOnReconnect: false, revalidateIfStale: false },
  );
