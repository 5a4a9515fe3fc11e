import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { demoDir } from '../db/demo-assets.ts';
import { apiNotFound } from '../http/errors.ts';

const isApiPath = (urlPath: string) => urlPath === '/api' || urlPath.startsWith('/api/') || urlPath === '/healthz';

const notBuiltPage = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Chairside API</title></head>
<body>
<main>
<h1>Chairside API server</h1>
<p>The admin app is not built, so only the API is served. Build it with <code>npm run build -w @chairside/admin-app</code>
(or set STATIC_DIR to a built copy) and restart. The API is described at <a href="/api/openapi.json">/api/openapi.json</a>.</p>
</main>
</body>
</html>
`;

/**
 * Serves the built admin app when STATIC_DIR holds one: hashed files under /assets/ are cached for a
 * year, index.html is revalidated, and every other non-API path gets index.html so the app's router
 * takes over. Generated demo pictures and CVs are served from DATA_DIR/demo under /demo/.
 */
export const staticRoutes = async (
  app: FastifyInstance,
  options: { staticDir: string; dataDir: string; serveSourceMaps: boolean },
) => {
  const hasApp = fs.existsSync(path.join(options.staticDir, 'index.html'));
  if (hasApp) {
    // Source maps carry the app's whole source: a 404 like any missing file unless asked for.
    if (!options.serveSourceMaps) {
      app.addHook('onRequest', async (request, reply) => {
        if ((request.url.split('?')[0] ?? '').endsWith('.map')) return apiNotFound(request, reply);
        return undefined;
      });
    }
    await app.register(fastifyStatic, {
      root: options.staticDir,
      prefix: '/',
      wildcard: true,
      index: ['index.html'],
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const relative = path.relative(options.staticDir, filePath);
        reply.header(
          'cache-control',
          relative.startsWith(`assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  const demo = demoDir(options.dataDir);
  if (fs.existsSync(demo)) {
    await app.register(fastifyStatic, {
      root: demo,
      prefix: '/demo/',
      decorateReply: !hasApp,
      cacheControl: false,
      setHeaders: (reply) => {
        reply.header('cache-control', 'public, max-age=86400');
      },
    });
  }

  return (request: FastifyRequest, reply: FastifyReply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (!isRead || isApiPath(urlPath) || urlPath.startsWith('/demo/')) return apiNotFound(request, reply);
    // A path with an extension is a missing file, not an app route: a 404 keeps broken asset links visible.
    if (hasApp && path.extname(urlPath) === '') {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    if (!hasApp && urlPath === '/') return reply.type('text/html; charset=utf-8').send(notBuiltPage);
    return apiNotFound(request, reply);
  };
};
