/*
 * What the login page loads when a sign-in needs more than the password. It reaches this module through
 * `loadSignIn` (session/signIn.ts, in the entry chunk), so the login page's own chunk carries no list of
 * files to preload; the lists of the steps and of the WebAuthn code are here, in a chunk /login fetches
 * only when it needs them (scripts/bundle-budget.mjs counts every byte /login needs before it is used).
 */

/** The second factor and enrolment steps. */
export const loadSignInSteps = () => import('./SignInSteps');

/** Signs in with a passkey alone: undefined once the session is stored, else the text to show. */
export const signInWithPasskey = () => import('./passkey').then((passkey) => passkey.signInWithPasskey());
