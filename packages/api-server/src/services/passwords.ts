import { hash, verify, type Algorithm } from '@node-rs/argon2';
import type { Argon2Cost } from '../config.ts';

// `Algorithm` is a const enum, which verbatimModuleSyntax cannot import as a value.
const argon2id = 2 as Algorithm.Argon2id;

/** An argon2id hash of the password, in PHC string form (the parameters travel inside it). */
export const hashPassword = (password: string, cost: Argon2Cost): Promise<string> =>
  hash(password, { algorithm: argon2id, ...cost });

/** False for a wrong password and for a hash that cannot be read, never an exception. */
export const verifyPassword = async (passwordHash: string, password: string): Promise<boolean> => {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};

const dummyHashes = new Map<string, Promise<string>>();

/**
 * Verifies against a hash of a password nobody knows, so a login for an unknown e-mail address takes
 * as long as one with a wrong password and the timing does not reveal which addresses exist.
 */
export const burnVerification = async (password: string, cost: Argon2Cost): Promise<void> => {
  const key = `${cost.memoryCost}:${cost.timeCost}:${cost.parallelism}`;
  let dummy = dummyHashes.get(key);
  if (!dummy) {
    dummy = hashPassword(`unknown-account-${Math.random()}`, cost);
    dummyHashes.set(key, dummy);
  }
  await verifyPassword(await dummy, password);
};
