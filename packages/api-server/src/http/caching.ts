import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const matches = (header: string, etag: string) => {
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === bare;
  });
};

/** Adds a field to the Vary header, keeping the ones already there. */
const addVary = (reply: FastifyReply, field: string) => {
  const current = reply.getHeader('vary');
  const fields = typeof current === 'string' ? current.split(',').map((name) => name.trim()).filter(Boolean) : [];
  if (!fields.some((name) => name.toLowerCase() === field.toLowerCase())) fields.push(field);
  reply.header('vary', fields.join(', '));
};

/**
 * API answers: a weak ETag (weak because compression changes the bytes, not the meaning) and a 304
 * when the caller already holds it, so a list polled by the app costs no transfer when nothing
 * changed. The tag is a hash of the JSON, or the one a versioned answer brings (versioned-answers.ts).
 * Admin answers are private to the session and never stored by the browser.
 */
export const installApiCaching = (app: FastifyInstance) => {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const url = request.url;
    if (!url.startsWith('/api/') && !url.startsWith('/healthz')) return payload;
    if (!reply.hasHeader('cache-control')) {
      // Admin answers hold members' personal data: no-store keeps them out of the browser's disk cache
      // (and any shared cache); the ETag still spares a client that sends If-None-Match the transfer.
      reply.header('cache-control', url.startsWith('/api/admin/') ? 'private, no-store' : 'no-cache');
    }
    if (url.startsWith('/api/admin/')) addVary(reply, 'Authorization');
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (!isRead) {
      reply.header('cache-control', 'no-store');
      return payload;
    }
    // Answers served from the versioned cache, and streamed ones (streamed-answers.ts), carry an ETag
    // derived from the data version already: a streamed one is answered 304 before any of it is read.
    const given = reply.getHeader('etag');
    const streamed = payload instanceof Readable && typeof given === 'string';
    if (reply.statusCode !== 200 || (!streamed && typeof payload !== 'string' && !Buffer.isBuffer(payload))) return payload;
    const etag = typeof given === 'string' ? given : `W/"${createHash('sha1').update(payload as string | Buffer).digest('base64url')}"`;
    reply.header('etag', etag);
    const ifNoneMatch = request.headers['if-none-match'];
    if (typeof ifNoneMatch === 'string' && matches(ifNoneMatch, etag)) {
      reply.code(304);
      reply.removeHeader('content-type');
      reply.removeHeader('content-length');
      reply.removeHeader('content-encoding');
      if (streamed) payload.destroy();
      return '';
    }
    return payload;
  });
};
