// `npm start`: runs the product. While the API server is not there yet, this serves the static
// Storybook build (built on first start) on PORT, default 8080.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { serveStatic } from './serve-static.mjs';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';

if (!existsSync('storybook-static/index.html')) {
  console.log('Building Storybook (first start)...');
  const build = spawnSync('npx', ['storybook', 'build', '-o', 'storybook-static', '--quiet'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await serveStatic('storybook-static', port, host);
console.log(`Chairside design system (Storybook) at http://${host}:${port}`);
