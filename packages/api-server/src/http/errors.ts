import { serverMessages } from '@chairside/api-contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ServiceError, type FailureKind } from '../services/errors.ts';

/** An input problem found in the HTTP layer (a bad body, query or id): always a 400. */
export class BadRequestError extends Error {
  override name = 'BadRequestError';
  readonly statusCode = 400;
}

export const statusOf: Record<FailureKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  gone: 410,
  'rate-limited': 429,
  unavailable: 503,
};

/** Fastify's own request errors, reworded for a person reading the `{ message }`. */
const frameworkMessages: Record<string, (error: FastifyError, request: FastifyRequest) => string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () => 'The request body is not valid JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: (_error, request) =>
    `${serverMessages.payloadTooLarge} At most ${request.routeOptions.bodyLimit ?? 'the limit'} bytes are accepted here.`,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => 'Send the request body as application/json.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => 'The Content-Length header does not match the body.',
  FST_ERR_CTP_EMPTY_TYPE: () => 'The Content-Type header is empty.',
  FST_ERR_CTP_INVALID_TYPE: () => 'The Content-Type header is not valid.',
};

const sendError = (reply: FastifyReply, status: number, message: string, details?: Readonly<Record<string, unknown>>) =>
  reply.code(status).type('application/json; charset=utf-8').send({ message, ...details });

/**
 * Every failure answers `{ message }`. Known input and rule failures keep their 4xx status; anything
 * else is a bug, logged in full and answered with a 500 that reveals nothing.
 */
// Fastify binds the error handler when a route is declared, so this must run before any route is.
export const installErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ServiceError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return sendError(reply, statusOf[error.kind], error.message, error.details);
    }
    if (error instanceof BadRequestError) return sendError(reply, 400, error.message);
    const reword = error.code ? frameworkMessages[error.code] : undefined;
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendError(reply, status, reword ? reword(error, request) : error.message || 'Bad request.');
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, serverMessages.internalError);
  });
};

/** A 404 for an unknown API path, naming what was asked for. */
export const apiNotFound = (request: FastifyRequest, reply: FastifyReply) =>
  sendError(reply, 404, `${serverMessages.notFound} There is no ${request.method} ${request.url.split('?')[0]}.`);
