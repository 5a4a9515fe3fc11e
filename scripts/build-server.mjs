// The API server as one JavaScript file (packages/api-server/dist/server.mjs) for `npm start`, with the
// policy sanitiser's worker thread beside it (dist/sanitize-worker.mjs, which server.mjs starts from there)
// and the command line (dist/cli.mjs, which `npm run cli` runs through scripts/cli.mjs).
//
// Running the TypeScript through tsx costs about a second at every start: each of the several hundred
// modules the server loads goes through tsx's loader hooks on another thread. The bundle holds our code
// and @chairside/api-contract; everything from the registry stays external and loads as usual. It is
// rebuilt (a few tenths of a second) whenever a file that went into it has changed since, so it is never stale.
//
//   node scripts/build-server.mjs      builds it when missing or stale, and says which
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// In the package's dist/: config.ts finds the package folder one level up from its own URL.
const outdir = path.join(root, 'packages/api-server/dist');
export const serverBundle = path.join(outdir, 'server.mjs');
const workerBundle = path.join(outdir, 'sanitize-worker.mjs');
export const cliBundle = path.join(outdir, 'cli.mjs');
/** The files the bundle was built from, to tell when it is stale. */
const inputsFile = path.join(root, 'packages/api-server/dist/server.inputs.json');

/** Writes beside the file and renames into place, so a reader sees the old file or the new one. */
const put = (file, contents) => {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, file);
};

/** True when the bundle exists and no file it was built from has changed or gone since. */
export const serverBundleIsFresh = () => {
  if (![serverBundle, workerBundle, cliBundle, inputsFile].every((file) => existsSync(file))) return false;
  const built = statSync(serverBundle).mtimeMs;
  const inputs = JSON.parse(readFileSync(inputsFile, 'utf8'));
  return inputs.every((file) => existsSync(path.join(root, file)) && statSync(path.join(root, file)).mtimeMs <= built);
};

/** Builds the bundle when it is missing or stale; returns whether it built. Throws when esbuild is missing. */
export const ensureServerBundle = async () => {
  if (serverBundleIsFresh()) return false;
  const { build } = await import('esbuild');
  // Inputs saved after this moment count as changes, even while the build is reading them.
  const started = new Date();
  const result = await build({
    absWorkingDir: root,
    // Named entry points into one folder: three bundles, each with everything it imports.
    entryPoints: {
      server: 'packages/api-server/src/server.ts',
      'sanitize-worker': 'packages/api-server/src/services/sanitize-worker.ts',
      cli: 'packages/api-server/src/cli.ts',
    },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    metafile: true,
    write: false,
    logLevel: 'warning',
    plugins: [
      {
        name: 'registry-packages-external',
        setup(builder) {
          // Bare specifiers (fastify, kysely, node:fs...) load from node_modules at run time; only the
          // workspace's own TypeScript packages are bundled.
          builder.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@chairside/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  // The server bundle goes last: two starts at once (e2e workers) never run a half-written or
  // mismatched file, nor a server whose worker is not there yet.
  mkdirSync(outdir, { recursive: true });
  put(inputsFile, `${JSON.stringify(Object.keys(result.metafile.inputs), null, 2)}\n`);
  const bundleLast = [
    ...result.outputFiles.filter((file) => file.path !== serverBundle),
    ...result.outputFiles.filter((file) => file.path === serverBundle),
  ];
  for (const output of bundleLast) put(output.path, output.contents);
  utimesSync(serverBundle, started, started);
  return true;
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now();
  const built = await ensureServerBundle();
  const where = path.relative(root, serverBundle);
  console.log(built ? `Built ${where} in ${Math.round(performance.now() - started)} ms.` : `${where} is up to date.`);
}
