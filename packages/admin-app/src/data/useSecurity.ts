import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { recentFactorTexts, type Passkey, type PasskeysResponse, type SessionsResponse, type StaffSession, type SuccessResponse } from '@chairside/api-contract';
import { call } from '../api/client';
import { keyOf } from './keys';
import { useRead } from './useReads';

/** The signed-in staff member's passkeys, in the server's order. */
export const usePasskeys = () => useRead('listPasskeys', [], (answer: PasskeysResponse): Passkey[] => answer.data);

/** The signed-in staff member's live sessions, this one first. */
export const useSessions = () => useRead('listSessions', [], (answer: SessionsResponse): StaffSession[] => answer.data);

/** The calls that take a current code and change the second factors. */
type CodeCall = 'confirmTotp' | 'disableTotp' | 'renewRecoveryCodes';

/**
 * Sends a current code to `name` and gives back its answer; the security status is read again after
 * it went through (TOTP on or off, the recovery codes left). A refusal (a wrong code) is thrown.
 */
export function useCodeMutation<N extends CodeCall>(name: N) {
  return useSWRMutation<SuccessResponse<N>, Error, string, string>(
    keyOf('getSecurity'),
    (_key, { arg: code }) => call<CodeCall>(name, { body: { code } }) as Promise<SuccessResponse<N>>,
    { populateCache: false, revalidate: true, throwOnError: true },
  );
}


/** The words of adding a passkey that the server does not send. */
export const passkeyTexts = {
  cancelled: 'The passkey was not added: the request was cancelled or timed out.',
  failed: (reason: string) => `The passkey was not added: ${reason}`,
} as const;

/** Why the browser's part of adding a passkey failed, in words for the admin. */
function browserFailureText(failure: unknown): string {
  // The browser rejects a cancelled or timed-out request with NotAllowedError (WebAuthn section 5.1.3),
  // which @simplewebauthn/browser passes on as its `cause`.
  const name = failure instanceof Error ? ((failure.cause as Error | undefined)?.name ?? failure.name) : '';
  if (name === 'NotAllowedError' || name === 'AbortError') return passkeyTexts.cancelled;
  return passkeyTexts.failed(failure instanceof Error ? failure.message : String(failure));
}

/**
 * Adds a passkey named `name`: a challenge from the server, the browser's registration (its library
 * loaded on first use), then the answer sent back. The list and the security status are updated; the
 * server's message comes back. A failure is thrown with words for the admin.
 */
export function useAddPasskey() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (name: string): Promise<string> => {
      const { challengeId, options } = await call('passkeyOptions', { body: { purpose: 'register' } });
      const { startRegistration } = await import('@simplewebauthn/browser');
      let response;
      try {
        response = await startRegistration({ optionsJSON: options as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'] });
      } catch (failure) {
        throw new Error(browserFailureText(failure), { cause: failure });
      }
      const answer = await call('addPasskey', { body: { challengeId, name, response: response as unknown as Record<string, unknown> } });
      await mutate<Passkey[]>(keyOf('listPasskeys'), (passkeys) => [...(passkeys ?? []), answer.passkey], { revalidate: false });
      void mutate(keyOf('getSecurity'));
      return answer.message;
    },
    [mutate],
  );
}

/** Removes a passkey: it leaves the list at once and comes back if the server refuses. */
export function useRemovePasskey() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: number): Promise<string> => {
      let text = '';
      await mutate<Passkey[]>(
        keyOf('listPasskeys'),
        async (passkeys) => {
          text = (await call('removePasskey', { params: { id } })).message;
          return passkeys?.filter((passkey) => passkey.id !== id);
        },
        { optimisticData: (passkeys) => (passkeys ?? []).filter((passkey) => passkey.id !== id), rollbackOnError: true, revalidate: false },
      );
      void mutate(keyOf('getSecurity'));
      return text;
    },
    [mutate],
  );
}

/**
 * Signs out another session, or every other one (`'others'`): they leave the list at once and come
 * back if the server refuses. Gives the server's message, and says so when signing out everywhere else
 * also removed second factors other sessions added lately; the factors are read again then.
 */
export function useRevokeSessions() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (which: number | 'others'): Promise<string> => {
      const keep = (session: StaffSession) => (which === 'others' ? session.current : session.id !== which);
      let text = '';
      await mutate<StaffSession[]>(
        keyOf('listSessions'),
        async (sessions) => {
          const answer = which === 'others' ? await call('revokeOtherSessions', { query: { others: '1' } }) : await call('revokeSession', { params: { id: which } });
          const removed = (answer as { removedFactors?: unknown[] }).removedFactors?.length ?? 0;
          text = removed > 0 ? `${answer.message} ${recentFactorTexts.removed(removed)}` : answer.message;
          if (removed > 0) {
            void mutate(keyOf('listPasskeys'));
            void mutate(keyOf('getSecurity'));
          }
          return sessions?.filter(keep);
        },
        { optimisticData: (sessions) => (sessions ?? []).filter(keep), rollbackOnError: true, revalidate: false },
      );
      return text;
    },
    [mutate],
  );
}
