/**
 * Why a service refused. Services know nothing of HTTP; the routes map each kind to a status code.
 */
export type FailureKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'rate-limited'
  | 'unavailable';

export class ServiceError extends Error {
  override name = 'ServiceError';
  constructor(
    readonly kind: FailureKind,
    message: string,
    /** For 'rate-limited': when the caller may try again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}
