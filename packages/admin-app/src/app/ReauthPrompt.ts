/*
 * The re-authentication dialog as a module of its own: ReauthProvider loads it when a call first asks
 * for a factor, so the dialog, its fields and radios stay off every signed-in page until then.
 */
export { ReauthDialog as default } from '@chairside/design-system';
