import http from 'node:http';
import type { Socket } from 'node:net';
import type { Config } from '../config.ts';
import { bareErrorHeaders } from './security.ts';

/** Headers of the project's error answers that go out before Fastify has a request to answer. */
const errorHeaders = [
  'Content-Type: application/json; charset=utf-8',
  ...Object.entries(bareErrorHeaders).map(([name, value]) => `${name}: ${value}`),
  'Cache-Control: no-store',
  'Connection: close',
];

/** What each kind of unreadable request is told, by Node's error code. */
const clientErrors: Record<string, { status: number; reason: string; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: 'Request Timeout',
    message: 'The request took too long to arrive, so the connection was closed. Send it again.',
  },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    message: 'The request headers are too large.',
  },
  HPE_INVALID_TRANSFER_ENCODING: {
    status: 400,
    reason: 'Bad Request',
    message: 'The Transfer-Encoding header is not valid.',
  },
};

/** Both framing headers at once: the way request smuggling starts, so never guessed at. */
const bothLengths = {
  status: 400,
  reason: 'Bad Request',
  message: 'The request has both Content-Length and Transfer-Encoding; send only one of them.',
};

const malformed = { status: 400, reason: 'Bad Request', message: 'The request is not valid HTTP.' };

/**
 * Answers a request Node could not read (malformed, too slow, headers too large) in the project's
 * `{ message }` shape instead of Node's or Fastify's own, then closes the connection: after such an
 * error nothing more on it can be trusted.
 */
export const answerClientError = (error: NodeJS.ErrnoException & { reason?: string }, socket: Socket) => {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const answer =
    error.code?.startsWith('HPE_') && /content-length/i.test(error.reason ?? '') && /transfer-encoding/i.test(error.reason ?? '')
      ? bothLengths
      : (error.code && clientErrors[error.code]) || malformed;
  const body = JSON.stringify({ message: answer.message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${answer.status} ${answer.reason}\r\n${errorHeaders.join('\r\n')}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy();
};

/**
 * The HTTP server with time-outs that stop one slow client from holding a connection: the whole
 * request (headers and body) must arrive within `requestSeconds`, its headers within
 * `headersSeconds`, and a kept-alive connection is closed after `keepAliveSeconds` idle. Node checks
 * them every `connectionsCheckingInterval`; its default (30 s) could let a request run to twice its
 * limit, so they are checked every second.
 */
export const createHttpServer = (config: Config, handler: http.RequestListener) => {
  const { requestSeconds, headersSeconds, keepAliveSeconds } = config.timeouts;
  const server = http.createServer(
    {
      requestTimeout: requestSeconds * 1000,
      headersTimeout: headersSeconds * 1000,
      keepAliveTimeout: keepAliveSeconds * 1000,
      connectionsCheckingInterval: 1000,
    },
    handler,
  );
  return server;
};

/**
 * Fastify's `trustProxy` for the setting: false trusts no proxy; a hop count trusts that many
 * proxies nearest the server; a list trusts those addresses. The client is then the first address,
 * walking X-Forwarded-For from the right, that is not a trusted proxy.
 */
export const trustProxyOption = (setting: Config['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) => {
  if (setting === false) return false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
};
