import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { PasskeyAnswer, PasskeyOptionsResponse } from '@chairside/api-contract';
import { call } from '../api/client';
import { loginMessages, signInFailure, storeSignIn } from '../session/signIn';

export const passkeyMessages = {
  cancelled: 'The passkey request was cancelled or timed out.',
} as const;

/** The browser's passkey prompt gave no answer: cancelled, timed out, no passkey here, or no WebAuthn. */
export class PasskeyCancelled extends Error {
  override name = 'PasskeyCancelled';
}

/**
 * The browser's answer to a passkey challenge, with the challenge's id, ready to send. The WebAuthn
 * code comes down here, the first time a passkey is used, so no other page pays for it.
 */
export async function answerChallenge({ challengeId, options }: PasskeyOptionsResponse): Promise<PasskeyAnswer> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  try {
    // The contract bounds the options only to an object; they are @simplewebauthn/server's own output.
    const response = await startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON });
    return { challengeId, response: response as unknown as Record<string, unknown> };
  } catch (cause) {
    // Whatever the browser says (NotAllowedError for a cancel or a time-out, a missing API), the
    // person can only try again or choose another way.
    throw new PasskeyCancelled(passkeyMessages.cancelled, { cause });
  }
}

/** What a failed passkey step shows: the cancelled prompt's words, else as any failed sign-in step. */
export const passkeyFailure = (error: unknown): string =>
  error instanceof PasskeyCancelled ? error.message : signInFailure(error);

/**
 * Signs in with a passkey alone (the login page's 'Sign in with a passkey'): a challenge, the
 * browser's prompt, the answer. Resolves to nothing once an administrator's session is stored, else to
 * the text to show.
 */
export async function signInWithPasskey(): Promise<string | undefined> {
  try {
    const passkey = await answerChallenge(await call('loginPasskeyOptions'));
    return storeSignIn(await call('loginPasskey', { body: passkey })) ? undefined : loginMessages.invalid;
  } catch (error) {
    return passkeyFailure(error);
  }
}

/** Re-authenticates the signed-in staff member with a passkey (POST /api/admin/reauth). */
export async function reauthenticateWithPasskey(): Promise<void> {
  const passkey = await answerChallenge(await call('passkeyOptions', { body: { purpose: 'reauth' } }));
  await call('reauthenticate', { body: { passkey } });
}
