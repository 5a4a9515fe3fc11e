// The consumer test of the design-system package: build it, pack it as npm would publish it, install
// the tarball into a throw-away app (so imports resolve to dist/, never to src/), build that app with
// a plain Vite + React setup, and drive it in Chromium.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const packageDir = path.resolve(here, '..');
const work = path.join(here, '.work');
const run = (command, args, cwd) => execFileSync(command, args, { cwd, stdio: 'inherit' });

rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });
run('npm', ['run', 'build'], packageDir);
run('npm', ['pack', '--pack-destination', work, '--silent'], packageDir);
const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'));
if (!tarball) throw new Error('npm pack made no tarball');

// The app lives inside the repository so its other dependencies (react, radix-ui, tiptap) resolve
// from the root node_modules, while @chairside/design-system resolves to the installed tarball.
const app = path.join(work, 'app');
cpSync(path.join(here, 'app'), app, { recursive: true });
const installed = path.join(app, 'node_modules', '@chairside', 'design-system');
mkdirSync(installed, { recursive: true });
run('tar', ['-xzf', path.join(work, tarball), '-C', installed, '--strip-components=1'], app);
// Workspace packages the design system builds on (@chairside/rich-text) are bundled into dist/ and
// written into its declarations; an import of one left in a published file would fail to resolve.
const unpublished = /(?:from\s*|import\s*\(\s*)['"]@chairside\/(?!design-system)/;
const publishedFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? publishedFiles(path.join(dir, entry.name)) : /\.(?:js|d\.ts)$/.test(entry.name) ? [path.join(dir, entry.name)] : [],
  );
const leaking = publishedFiles(installed).filter((file) => unpublished.test(readFileSync(file, 'utf8')));
if (leaking.length > 0) throw new Error(`The packed design system imports unpublished workspace packages in: ${leaking.join(', ')}`);
writeFileSync(
  path.join(app, 'vite.config.mjs'),
  "import react from '@vitejs/plugin-react';\nexport default { plugins: [react()], logLevel: 'warn', build: { outDir: 'dist' } };\n",
);
run('npx', ['vite', 'build', '--config', 'vite.config.mjs'], app);

const result = spawnSync('npx', ['playwright', 'test', '--project', 'consumer'], { stdio: 'inherit', cwd: path.resolve(packageDir, '../..') });
process.exit(result.status ?? 1);
