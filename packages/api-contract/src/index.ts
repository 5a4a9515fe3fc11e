/*
 * @chairside/api-contract: the one source of truth for the wire between the admin app and the server.
 * Fixtures live behind the separate entry point '@chairside/api-contract/fixtures'.
 */
export * from './common';
export * from './entities';
export * from './requests';
export * from './responses';
export * from './routes';
export * from './endpoints';
export * from './openapi';
export * from './readers';
export * from './accountReaders';
export * from './categories';
export * from './profileReaders';
export * from './summaryReader';
