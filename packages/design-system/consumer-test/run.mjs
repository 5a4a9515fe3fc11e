// The consumer test of the design-system package, tried as a new consumer would:
//   1. build it and pack it as npm publishes it (`prepack` writes the published manifest);
//   2. check the tarball: publint (strict), Are the Types Wrong (ESM-only profile: the package ships no
//      CommonJS), no import of an unpublished workspace package, its design tokens (tokens.json and
//      tokens.css), and a changelog entry for its version;
//   3. for React 18 and React 19, install the tarball with npm into an app of its own outside the
//      repository (so nothing resolves from the repository's node_modules), build it with a plain Vite +
//      React setup, and drive each in Chromium (consumer.spec.ts);
//   4. install it the same way into a third app (ssr-app/) that Vite builds for server rendering: a Node
//      server renders the page with the package and jsdom, and Chromium hydrates it (consumer.spec.ts).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { consumerApps, ssrConsumerApp } from './apps.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const packageDir = path.resolve(here, '..');
const root = path.resolve(packageDir, '../..');
const work = path.join(here, '.work');
const run = (command, args, cwd, env = {}) => execFileSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
/** `run` without waiting: the apps install side by side (npm waits on its cache and the disk as much as on a core). */
const runAside = (command, args, cwd) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} in ${cwd} exited with ${code}`))));
  });
/** The version of a package the repository installed (the consumer apps build with the same Vite). */
const versionOf = (name) => JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version;

rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });
run('npm', ['run', 'build'], packageDir);
run('npm', ['pack', '--pack-destination', work, '--silent'], packageDir);
const tarballName = readdirSync(work).find((name) => name.endsWith('.tgz'));
if (!tarballName) throw new Error('npm pack made no tarball');
const tarball = path.join(work, tarballName);

// --- The tarball, as a registry would receive it -------------------------------------------------------

run('npx', ['publint', 'run', '--strict', tarball], root);
// The stylesheets are not modules, and `./themes/*` is checked through the two files it names.
run('npx', ['attw', tarball, '--profile', 'esm-only', '--exclude-entrypoints', './css', './tokens.css', '--include-entrypoints', './themes/index', './themes/tokens'], root);
const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
const latestEntry = readFileSync(path.join(packageDir, 'CHANGELOG.md'), 'utf8').match(/^## (\S+)/m)?.[1];
if (latestEntry !== version) throw new Error(`CHANGELOG.md's latest entry is ${latestEntry ?? 'missing'}, but the package is ${version}`);
process.stdout.write(`consumer: publint and attw clean; CHANGELOG.md opens with ${version}\n`);

// --- An app of each React version ---------------------------------------------------------------------

// Workspace packages the design system builds on (@chairside/rich-text) are bundled into dist/ and
// written into its declarations; an import of one left in a published file would fail to resolve.
const unpublished = /(?:from\s*|import\s*\(\s*)['"]@chairside\/(?!design-system)/;
const publishedFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? publishedFiles(path.join(dir, entry.name)) : /\.(?:js|d\.ts)$/.test(entry.name) ? [path.join(dir, entry.name)] : [],
  );

/** Folders made outside the repository; each is removed once done with, and all of them if a step fails. */
const made = [];
const remove = (app) => rmSync(app, { recursive: true, force: true });

/**
 * Copies `source` into a new folder outside the repository, installs the tarball there with the given
 * dependencies and the repository's Vite, checks the installed package, and returns the folder.
 */
async function installApp(source, name, dependencies) {
  const app = mkdtempSync(path.join(tmpdir(), `chairside-consumer-${name}-`));
  made.push(app);
  cpSync(source, app, { recursive: true });
  writeFileSync(
    path.join(app, 'package.json'),
    `${JSON.stringify(
      {
        name: `chairside-consumer-${name}`,
        private: true,
        type: 'module',
        dependencies: { '@chairside/design-system': `file:${tarball}`, ...dependencies },
        devDependencies: { vite: versionOf('vite'), '@vitejs/plugin-react': versionOf('@vitejs/plugin-react') },
      },
      null,
      2,
    )}\n`,
  );
  // npm checks the package's peer range against this React; the packages it needs come from npm's cache
  // when the repository's own install has just filled it.
  await runAside('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], app);
  const installed = path.join(app, 'node_modules', '@chairside', 'design-system');
  // The design tokens as a design tool or a plain stylesheet takes them (their values: designTokens.test.ts).
  const tokens = JSON.parse(readFileSync(path.join(installed, 'dist', 'tokens.json'), 'utf8'));
  const tokensCss = readFileSync(path.join(installed, 'dist', 'tokens.css'), 'utf8');
  if (tokens.color?.dark?.background?.$type !== 'color' || !tokensCss.includes('--chairside-color-background:')) {
    throw new Error('The packed design system lacks its tokens.json or tokens.css');
  }
  const leaking = publishedFiles(installed).filter((file) => unpublished.test(readFileSync(file, 'utf8')));
  if (leaking.length > 0) throw new Error(`The packed design system imports unpublished workspace packages in: ${leaking.join(', ')}`);
  return app;
}

let status = 1;
try {
  // The three installs at once, then the builds one by one.
  const { react: ssrReact } = ssrConsumerApp;
  const [ssrApp, ...apps] = await Promise.all([
    installApp(path.join(here, 'ssr-app'), `ssr-react-${ssrReact}`, { react: ssrReact, 'react-dom': ssrReact, jsdom: versionOf('jsdom') }),
    ...consumerApps.map(({ react }) => installApp(path.join(here, 'app'), `react-${react}`, { react, 'react-dom': react })),
  ]);
  for (const [index, { folder }] of consumerApps.entries()) {
    const app = apps[index];
    writeFileSync(
      path.join(app, 'vite.config.mjs'),
      "import react from '@vitejs/plugin-react';\nexport default { plugins: [react()], logLevel: 'warn', build: { outDir: 'dist', chunkSizeWarningLimit: 2000 } };\n",
    );
    run('npx', ['vite', 'build', '--config', 'vite.config.mjs'], app);
    // A static build: Playwright serves the copy under .work/, so the installed app can go now.
    cpSync(path.join(app, 'dist'), path.join(work, folder), { recursive: true });
    remove(app);
  }

  // --- An app rendered on a server ---------------------------------------------------------------------

  // Its server imports React, jsdom and the design system (with its dependencies) from the app's
  // node_modules at run time, so it runs where npm installed it, outside the repository, until Playwright
  // is done; the `finally` below removes it. A copy under .work/ would sit inside the repository, where
  // Node would find any package missing from the copy in the repository's node_modules, hiding a
  // dependency the published package forgot to declare. Playwright learns the folder from the variable
  // apps.mjs names; a Playwright run started without it has no server for this app, and its test says so.
  // React compares the server's markup with its own render in full only in its development build: a
  // production build lets a differing attribute or SafeHtml content pass without a word. So the browser's
  // bundle is built with React's development build, and Playwright runs the server with it too; the
  // server bundle imports React from node_modules, so it takes whichever build the server runs with.
  run('npx', ['vite', 'build', '--outDir', 'dist/client'], ssrApp, { NODE_ENV: 'development' });
  run('npx', ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist/server'], ssrApp);

  const result = spawnSync('npx', ['playwright', 'test', '--project', 'consumer'], {
    stdio: 'inherit',
    cwd: root,
    env: { ...process.env, [ssrConsumerApp.dirVariable]: ssrApp },
  });
  status = result.status ?? 1;
} finally {
  for (const app of made) remove(app);
}
process.exit(status);
