/**
 * Why a service refused. Services know nothing of HTTP; the routes map each kind to a status code.
 */
export type FailureKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  /** Too late: what was asked can no longer be done (an undo past its window). */
  | 'gone'
  | 'rate-limited'
  | 'unavailable';

export class ServiceError extends Error {
  override name = 'ServiceError';
  constructor(
    readonly kind: FailureKind,
    message: string,
    /** For 'rate-limited': when the caller may try again. */
    readonly retryAfterSeconds?: number,
    /** Facts the answer carries beside its `message` (a conflict's current state), for a caller that acts on them. */
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
  }
}

/** Unique-index violations on SQLite and PostgreSQL, for the race two writers can still run into after a check. */
export const isUniqueViolation = (error: unknown) =>
  error instanceof Error &&
  ((error as { code?: unknown }).code === '23505' || (error as { code?: unknown }).code === 'SQLITE_CONSTRAINT_UNIQUE');
