/*
 * @chairside/api-contract: the one source of truth for the wire between the admin app and the server.
 * Demo data lives behind '@chairside/api-contract/demo' and the tests' data behind
 * '@chairside/api-contract/fixtures', so production code that imports this entry carries neither.
 */
export * from './common';
export * from './entities';
export * from './requests';
export * from './responses';
export * from './routes';
export * from './access';
export * from './endpoints';
export * from './openapi';
export * from './readers';
export * from './accountReaders';
export * from './categories';
export * from './profileReaders';
export * from './summaryReader';
export * from './documents';
export * from './revisionTexts';
export * from './moderation';
export * from './audit';
export * from './recovery';
export * from './security';
