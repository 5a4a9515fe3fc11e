import { createHash } from 'node:crypto';

/** SHA-256 of a token, hex. Only this is stored: a leaked sessions table gives no usable token. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
