import type { RequestBody, SuccessResponse } from '@chairside/api-contract';
import useSWRMutation from 'swr/mutation';
import { call } from '../api/client';
import { keyOf } from './keys';

/** The calls that send a body and answer only with a message, which no read hook shows. */
type MessageCall = 'changePassword' | 'createSupportRequest';

/**
 * Sends `name`'s body and gives back the server's message. The mutation has the call's own key and
 * writes nothing into the cache, so no read is refreshed from here.
 */
export function useMessageMutation<N extends MessageCall>(name: N) {
  return useSWRMutation<SuccessResponse<N> | undefined, Error, string, RequestBody<N>>(
    keyOf<MessageCall>(name),
    (_key, { arg }) => call<MessageCall>(name, { body: arg }),
    { populateCache: false, revalidate: false, throwOnError: true },
  );
}
