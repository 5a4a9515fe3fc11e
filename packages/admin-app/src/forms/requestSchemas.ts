/*
 * The contract's request schemas the forms check before sending, in a module of their own so that
 * pages load it (and zod with it) only when a form is first used: see `lazyRules`.
 */
export { acceptInvitationRequestSchema, passwordChangeSchema, profileUpdateSchema, supportRequestCreateSchema } from '@chairside/api-contract';
