// `npm run cli -- <command>`: the command line from its bundle (scripts/build-server.mjs, rebuilt when a
// source file changed), which starts about a second sooner than the TypeScript through tsx. Without
// esbuild (an install without dev tools) it runs packages/api-server/src/cli.ts through tsx as before.
import { spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { cliBundle, ensureServerBundle } from './build-server.mjs';

let bundled = true;
try {
  await ensureServerBundle();
} catch (error) {
  console.warn(`Running the command line through tsx: its bundle could not be built (${error.message}).`);
  bundled = false;
}
if (bundled) {
  // The bundle reads process.argv.slice(2), the same arguments this script was given, and exits itself.
  await import(pathToFileURL(cliBundle).href);
} else {
  // From the repository's root whatever the folder it is called from (the API tests call it from the package's).
  const source = fileURLToPath(new URL('../packages/api-server/src/cli.ts', import.meta.url));
  const result = spawnSync(process.execPath, ['--import', 'tsx', source, ...process.argv.slice(2)], {
    stdio: 'inherit',
  });
  process.exit(result.status ?? 1);
}
