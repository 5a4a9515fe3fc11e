// Story data for the moderation fields: what the app passes in from api-contract (the design system
// does not depend on it), kept in one place for every story that shows them.

/** The reasons an account is suspended, unsuspended or deleted, as api-contract lists them. */
export const moderationReasons = [
  'Fake or duplicate account',
  'Spam or scam',
  'Harassment or abuse',
  'Unsafe or illegal service',
  'Payment or subscription problem',
  'Inappropriate content',
  'Requested by the account holder',
  'Other',
];
