import fs from 'node:fs';
import Fastify from 'fastify';

/*
 * The bench's yardstick: a bare Fastify route that answers with bytes computed beforehand (the
 * professionals list as the real server compressed it) and the real answer's headers. No auth, no
 * database, no hooks: what the machine can serve at best, so the real route is reported as a ratio.
 *
 *   node --import tsx bare-server.ts <body file> <headers JSON file> <port>
 */

const [bodyFile, headersFile, port] = process.argv.slice(2);
if (!bodyFile || !headersFile || !port) {
  console.error('Usage: bare-server.ts <body file> <headers JSON file> <port>');
  process.exit(2);
}
const body = fs.readFileSync(bodyFile);
const headers = JSON.parse(fs.readFileSync(headersFile, 'utf8')) as Record<string, string>;

const app = Fastify({ logger: false });
app.get('/healthz', () => ({ status: 'ok' }));
app.get('/list', (_request, reply) => reply.headers(headers).send(body));
await app.listen({ port: Number(port), host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void app.close().then(() => process.exit(0)));
