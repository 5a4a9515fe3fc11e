// The server-rendered consumer app's production server, on Node's own http module: `/` is the policy
// page rendered by the server build into the client build's index.html, and everything else is a file
// of the client build (its hashed scripts and stylesheet) or a 404.
//   node server.mjs [port]     (after both builds: dist/client and dist/server)
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { htmlClassName, render } from './dist/server/entry-server.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const clientDir = path.join(here, 'dist', 'client');
const port = Number(process.argv[2] ?? 6010);
const host = '127.0.0.1';

const types = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

// The template is read once; a build that lost either marker would otherwise serve an empty page.
const template = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
const htmlTag = '<html lang="en">';
const rootMarker = '<!--app-html-->';
if (!template.includes(htmlTag) || !template.includes(rootMarker)) {
  throw new Error(`dist/client/index.html lacks ${htmlTag} or ${rootMarker}`);
}

/** The whole page: the theme's classes on <html>, so it is dark before any script runs, and the app. */
function page() {
  // Replacer functions, so a `$&` or `$1` in the rendered text is taken as text, not a pattern.
  return template.replace(htmlTag, () => `<html lang="en" class="${htmlClassName}">`).replace(rootMarker, () => render());
}

/** The client build's file at this URL path, or undefined; never a file outside the build, nor the template. */
function builtFile(pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const file = path.join(clientDir, decoded);
  if (!file.startsWith(clientDir + path.sep) || file === path.join(clientDir, 'index.html')) return undefined;
  try {
    return statSync(file).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

const server = createServer((request, response) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  const { pathname } = new URL(request.url ?? '/', `http://${host}`);
  const headers = { 'x-content-type-options': 'nosniff' };
  if (pathname === '/') {
    let html;
    try {
      html = page();
    } catch (error) {
      console.error(error);
      response.writeHead(500, { ...headers, 'content-type': 'text/plain; charset=utf-8' }).end('The page failed to render.');
      return;
    }
    // Rendered for each request, so never reused without asking.
    response.writeHead(200, { ...headers, 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    response.end(request.method === 'HEAD' ? undefined : html);
    return;
  }
  const file = builtFile(pathname);
  if (!file) {
    response.writeHead(404, { ...headers, 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  response.writeHead(200, {
    ...headers,
    'content-type': types[path.extname(file)] ?? 'application/octet-stream',
    // Vite names the assets by their content, so a name never changes meaning.
    ...(pathname.startsWith('/assets/') ? { 'cache-control': 'public, max-age=31536000, immutable' } : {}),
  });
  if (request.method === 'HEAD') response.end();
  else createReadStream(file).pipe(response);
});

server.listen(port, host, () => process.stdout.write(`Server-rendered consumer app at http://${host}:${port}/\n`));

// Playwright stops its web servers with a signal: close the port and go.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  });
}
