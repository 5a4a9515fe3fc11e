/*
 * @chairside/api-contract/demo: deterministic demo data. The server seeds a fresh install with it, and
 * the admin app's MSW handlers and screen stories answer from it. Every builder's output parses with
 * the matching schema of '@chairside/api-contract' (demo.test.ts), so the demo cannot drift from the wire.
 */
export * from './random';
export * from './time';
export * from './assets';
export * from './accounts';
export * from './content';
