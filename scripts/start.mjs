// `npm start`: builds what is missing (the admin app, the server's bundle), then runs the API server,
// which migrates, seeds an empty embedded database with the admin and demo data, and serves the API
// and the app on PORT (default 8080). Signals are passed on so Ctrl+C shuts the server down cleanly.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureServerBundle, serverBundle } from './build-server.mjs';

if (!existsSync('packages/admin-app/dist/index.html') || process.argv.includes('--rebuild')) {
  console.log('Building the admin app (first start)...');
  const build = spawnSync('npm', ['run', 'build', '--workspace', '@chairside/admin-app'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The server runs from its bundle (scripts/build-server.mjs, rebuilt when a source file changed): it
// starts about a second sooner than through tsx. Without esbuild (an install without dev tools) it
// runs the TypeScript through tsx as before.
let serverArgs = ['--enable-source-maps', serverBundle];
try {
  await ensureServerBundle();
} catch (error) {
  console.warn(`Running the server through tsx: its bundle could not be built (${error.message}).`);
  serverArgs = ['--import', 'tsx', 'packages/api-server/src/server.ts'];
}

const server = spawn(process.execPath, serverArgs, {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
