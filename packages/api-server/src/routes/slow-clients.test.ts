// @vitest-environment node
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.ts';

/**
 * Connections on a real socket: a client that sends slowly, or not at all, cannot hold a connection
 * past the time-outs, and a request Node cannot read still gets the project's `{ message }` answer.
 * The time-outs are shortened here (1 s for headers and idle connections, 2 s for a request); the
 * defaults are 10, 10 and 30 seconds.
 */

interface Exchange {
  /** Everything the server sent before the connection closed. */
  received: string;
  /** Bytes the client had sent when the server closed the connection. */
  sent: number;
}

/**
 * Opens a connection, writes `head`, then `trickle` one byte at a time every `everyMs` until the server
 * closes the connection or the trickle runs out; resolves with what came back once it is closed.
 */
const converse = (port: number, head: string, trickle = '', everyMs = 100): Promise<Exchange> =>
  new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // The server may close while a byte is on its way.
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ received, sent });
    });
    socket.on('connect', () => {
      socket.write(head);
      sent += Buffer.byteLength(head);
      let index = 0;
      timer = setInterval(() => {
        if (index >= trickle.length || socket.destroyed) {
          clearInterval(timer);
          return;
        }
        socket.write(trickle[index]!);
        sent += 1;
        index += 1;
      }, everyMs);
    });
  });

const statusLine = (exchange: Exchange) => exchange.received.split('\r\n')[0];
const bodyOf = (exchange: Exchange) => JSON.parse(exchange.received.slice(exchange.received.indexOf('\r\n\r\n') + 4)) as unknown;

describe('slow and malformed clients on a real socket', () => {
  let server: TestServer;
  let port: number;

  beforeAll(async () => {
    server = await startTestServer(
      { name: 'sqlite' },
      { config: { timeouts: { requestSeconds: 2, headersSeconds: 1, keepAliveSeconds: 1 } } },
    );
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    port = (server.app.server.address() as AddressInfo).port;
  });
  afterAll(() => server.close());

  it('cuts off a body trickled a byte at a time, answering 408 { message }', async () => {
    const body = JSON.stringify({ email: 'slow@example.test', headline: 'Slow', description: 'x'.repeat(400) });
    const head = `POST /api/support HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
    // 400-odd bytes at 10 a second would take over 40 seconds to arrive.
    const exchange = await converse(port, head, body, 100);
    expect(exchange.sent).toBeLessThan(Buffer.byteLength(head) + Buffer.byteLength(body));
    expect(statusLine(exchange)).toBe('HTTP/1.1 408 Request Timeout');
    expect(exchange.received).toMatch(/\r\ncontent-type: application\/json; charset=utf-8\r\n/i);
    expect(bodyOf(exchange)).toEqual({ message: 'The request took too long to arrive, so the connection was closed. Send it again.' });
    // Nothing half-sent was stored.
    expect(await server.ctx.db.selectFrom('support_requests').selectAll().execute()).toEqual([]);
  });

  it('cuts off headers trickled a byte at a time', async () => {
    const exchange = await converse(port, 'GET /healthz HTTP/1.1\r\n', `Host: localhost\r\nX-Padding: ${'a'.repeat(200)}\r\n\r\n`, 100);
    expect(statusLine(exchange)).toBe('HTTP/1.1 408 Request Timeout');
    expect(bodyOf(exchange)).toEqual({ message: expect.stringContaining('took too long') });
  });

  it('closes a kept-alive connection left idle', async () => {
    const exchange = await converse(port, 'GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
    expect(statusLine(exchange)).toBe('HTTP/1.1 200 OK');
    expect(exchange.received).toContain('"status":"ok"');
  });

  it('answers a request with both Content-Length and Transfer-Encoding with 400 { message }', async () => {
    const exchange = await converse(
      port,
      'POST /api/support HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n',
    );
    expect(statusLine(exchange)).toBe('HTTP/1.1 400 Bad Request');
    expect(exchange.received).toMatch(/\r\nx-content-type-options: nosniff\r\n/i);
    expect(bodyOf(exchange)).toEqual({ message: 'The request has both Content-Length and Transfer-Encoding; send only one of them.' });
  });

  it('answers a request line that is not HTTP with 400 { message }', async () => {
    const exchange = await converse(port, 'HELLO THERE\r\n\r\n');
    expect(statusLine(exchange)).toBe('HTTP/1.1 400 Bad Request');
    expect(bodyOf(exchange)).toEqual({ message: 'The request is not valid HTTP.' });
  });
});
