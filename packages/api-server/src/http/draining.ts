import type { FastifyInstance } from 'fastify';
import { bareErrorHeaders } from './security.ts';

/** What a request that arrives while the server shuts down is told; a load balancer sends it elsewhere. */
export const drainingMessage = 'The server is shutting down. Send the request again.';

/**
 * Shutting down without dropping work: from the moment `close()` begins, every new request (on a
 * kept-alive connection, or on a new one the listener took before it closed) gets a 503 `{ message }`,
 * /readyz included, so a load balancer stops sending; requests already in flight run to their end.
 * Every answer then says `Connection: close`, so each connection ends with its last answer instead of
 * idling until its keep-alive time-out holds up the close. Fastify's own 503 is turned off in app.ts:
 * it answers in its own shape, without the security headers.
 *
 * Install it before any other preClose hook: the flag must be up before those wait for the outbox.
 */
export const installDraining = (app: FastifyInstance) => {
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!draining) return undefined;
    // Helmet's hook comes later in the chain, so its headers are set here, as for other early answers.
    return reply.code(503).headers(bareErrorHeaders).header('cache-control', 'no-store').send({ message: drainingMessage });
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (draining) reply.header('connection', 'close');
    return payload;
  });
};
