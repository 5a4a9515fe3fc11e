// A small static file server for built output (Storybook's static build, for the visual tests and for
// `npm start` until the API server serves the app). Single-page fallback to index.html.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.map': 'application/json',
};

/** Serves `root` on `port`; resolves with the http.Server once it listens. */
export function serveStatic(root, port, host = '127.0.0.1') {
  const base = path.resolve(root);
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    let file = path.join(base, decodeURIComponent(url.pathname));
    // Never serve outside the root, whatever the path says.
    if (!file.startsWith(base)) {
      response.writeHead(403).end('Forbidden');
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!existsSync(file)) file = path.join(base, 'index.html');
    if (!existsSync(file)) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    response.writeHead(200, {
      'content-type': types[path.extname(file)] ?? 'application/octet-stream',
      'x-content-type-options': 'nosniff',
    });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [root = 'storybook-static', port = '6007', host = '127.0.0.1'] = process.argv.slice(2);
  await serveStatic(root, Number(port), host);
  console.log(`Serving ${root} at http://${host}:${port}`);
}
