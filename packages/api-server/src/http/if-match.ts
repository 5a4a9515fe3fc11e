import type { FastifyRequest } from 'fastify';
import type { VersionCondition } from '../services/conflicts.ts';
import { BadRequestError } from './errors.ts';

/** The largest version the header may name: the accounts.version column is a 32-bit integer. */
const maxVersion = 2_147_483_647;

const malformed = () => new BadRequestError('If-Match must be an account version, such as "7".');

/**
 * The account versions an If-Match header accepts: `"7"` (an entity tag, as HTTP writes it), `W/"7"`
 * (a weak one: a version names the account's state, not its bytes, so the two mean the same), a bare
 * `7`, or `*` for any existing version; several separated by commas. Undefined when the header is
 * absent, so a request without it acts as it always did. Anything else is a 400 rather than a guess.
 */
export const readIfMatch = (request: FastifyRequest): VersionCondition | undefined => {
  const header = request.headers['if-match'];
  if (header === undefined) return undefined;
  const parts = header.split(',').map((part) => part.trim());
  if (parts.length === 1 && parts[0] === '*') return 'any';
  return parts.map((part) => {
    const digits = /^(?:W\/)?"(\d{1,10})"$|^(\d{1,10})$/.exec(part);
    const version = Number(digits?.[1] ?? digits?.[2]);
    if (!digits || version < 1 || version > maxVersion) throw malformed();
    return version;
  });
};
