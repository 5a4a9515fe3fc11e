// Bundle-size budgets of the admin app's production build (issue 7), read from Vite's build manifest.
//
//   node scripts/bundle-budget.mjs                         prints the figures; exits 1 over a budget
//   node scripts/bundle-budget.mjs --json bench/.parts/bundle.json   also writes the bench part
//   node scripts/bundle-budget.mjs --dist other/dist       another build's output folder
//
// What is counted (sizes are gzip level 9 of each file on its own, summed, in KiB of 1024 bytes):
// - login: the entry chunk and every chunk it imports statically (Vite modulepreloads exactly these),
//   plus the login page's lazy chunk and its static imports: what /login needs before it can be used;
// - editor: the chunk holding Tiptap and ProseMirror (the admin app's chunking names it `editor`) and
//   the chunks it imports that nothing outside the editor routes loads; shared ones (dialogs, fields,
//   the sanitiser) count for the routes that share them;
// - editor leak: editor chunks reachable, statically or lazily, from the entry or any route that is
//   not an editor route; it must be none;
// - each other lazy chunk, with the static imports it adds to what is there before it: the login set
//   for the toasts loaded at start, the admin layout and the public pages; also the toasts and the
//   admin layout for a page inside that layout (the layout is a line of its own);
// - CSS: every stylesheet of the build.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * Budgets in KiB gzipped. The login route's went from 115 to 117 with staff access (issue 17) and to
 * 118 with issue 18's revision routes. Issue 19 set it at 100 KiB, what a new visitor's browser
 * fetches on opening /login: the login page now comes before the router and the route table (a
 * quarter of the old set), which load once the visitor starts typing. Every other page starts with
 * the entry and the router (`start`), which keeps the old 118.
 */
export const budgets = { login: 100, start: 118, editor: 150, route: 41, css: 30 };

/** Where things are in the admin app's manifest (keys are source paths, as in src/routes.tsx). */
export const layout = {
  /** The login page as a first visit to /login gets it, before the router (src/main.tsx). */
  loginPage: 'src/pages/Login/standalone.tsx',
  /** Lazy parts every other start loads, whatever the route: the router and the route table. */
  startChunks: ['src/app/App.tsx'],
  /** The lazy layout every signed-in page renders in, and the toast list it brings. */
  adminLayout: 'src/app/AdminLayout.tsx',
  /** The pages outside AdminLayout; every other page renders inside it. */
  publicPages: ['src/pages/Login/index.tsx', 'src/pages/PublicPrivacyPolicy/index.ts', 'src/pages/PublicTerms/index.ts', 'src/pages/Support/index.ts'],
  editorPages: ['src/pages/PolicyEditor/index.ts', 'src/pages/TermsEditor/index.ts'],
  /** The name the admin app's chunking gives the chunk holding Tiptap and ProseMirror. */
  editorChunkName: 'editor',
};

export const method =
  "Read from the admin app's production build (`npm run build`: Vite 8 with rolldown, minified) through its " +
  'build manifest. Each file is gzipped on its own by node:zlib at level 9 and the sizes are summed, in KiB of ' +
  "1024 bytes. Login: the entry chunk with every chunk it imports statically (the ones the page modulepreloads) " +
  "plus the chunk of the login page a first visit to /login shows (before the router) and its static imports: " +
  "what a browser that opens /login fetches (bench/browser.mjs checks the two agree). Editor: the chunk holding Tiptap and ProseMirror " +
  'with the chunks it imports that no other route loads; the leak figure is whatever part of it the entry or a ' +
  'route other than /policy-editor and /terms can reach, statically or lazily. Each other lazy chunk (the ' +
  'admin layout, every page) counts with the static imports it adds to what is already there: the entry with the ' +
  "router and the route table (every other page's start, a figure of its own), and for a signed-in page also the admin layout; the editor " +
  'chunks are left out of the editor pages. CSS: every stylesheet of the build.';

const kib = (bytes) => Math.round((bytes / 1024) * 100) / 100;

/** The manifest keys reached from `keys` through static `imports` (the keys included). */
export function staticClosure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return seen;
}

/**
 * The manifest keys reached from `keys` through static and dynamic imports: all that could ever load.
 * Keys in `skip` are not entered (a page chunk imports the entry, whose lazy imports are every route).
 */
export function fullClosure(manifest, keys, skip = new Set()) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || skip.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])]) visit(next);
  };
  for (const key of keys) visit(key);
  return seen;
}

const figure = (name, bytes, target) => {
  const value = kib(bytes);
  return { name, value, unit: 'KiB', target: { op: '<=', value: target }, met: value <= target };
};

const pageName = (key) => key.match(/pages\/([^/]+)\//)?.[1] ?? path.basename(key).replace(/^_/, '').replace(/\.[^.]+$/, '');

/**
 * The figures of a manifest. `sizeOf(file)` gives a file's gzipped bytes; `cssFiles` every stylesheet
 * of the build (files the manifest may not list, such as the entry's).
 */
export function analyseManifest(manifest, sizeOf, { cssFiles = [], budget = budgets, where = layout } = {}) {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('the manifest has no entry chunk');
  if (!manifest[where.loginPage]) throw new Error(`the manifest has no login page (${where.loginPage})`);
  const bytesOf = (keys) => [...keys].reduce((sum, key) => sum + sizeOf(manifest[key].file), 0);

  const loginSet = staticClosure(manifest, [entry, where.loginPage]);
  const editorChunks = new Set(Object.keys(manifest).filter((key) => manifest[key].name === where.editorChunkName));

  // Everything the entry and the other routes could load, without entering the editor pages: editor
  // chunks in it are editor code leaking out of the editor routes.
  const editorPages = new Set(where.editorPages);
  const otherRoutes = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry && !editorPages.has(key) && !editorChunks.has(key));
  const reachedElsewhere = new Set([...staticClosure(manifest, [entry]), ...fullClosure(manifest, otherRoutes, editorPages)]);
  const leaked = [...editorChunks].filter((key) => reachedElsewhere.has(key));

  // The editor: its chunks, and what they import that nothing outside the editor routes loads. Parts
  // the editor shares with other routes (dialogs, fields, the sanitiser) count in those routes' figures.
  const editorSet = [...staticClosure(manifest, editorChunks)].filter((key) => editorChunks.has(key) || (!loginSet.has(key) && !reachedElsewhere.has(key)));

  // Every other start: the entry with the router and the route table, before any page.
  const startSet = staticClosure(manifest, [entry, ...where.startChunks]);

  // A lazy chunk's figure is what it adds to what must already be there: the start set for the
  // layout and the public pages, and the admin layout too for a page inside it. The editor's own
  // chunks are left out here: they have their own figure.
  const beforeAdminPage = new Set([...startSet, ...staticClosure(manifest, [where.adminLayout])]);
  const skipped = new Set([where.loginPage, ...where.startChunks]);
  const lazyChunks = [...otherRoutes, ...where.editorPages.filter((key) => manifest[key])]
    .filter((key) => !skipped.has(key))
    .toSorted((a, b) => Number(b === where.adminLayout) - Number(a === where.adminLayout) || a.localeCompare(b));
  const lazySizes = lazyChunks.map((key) => {
    const before = key === where.adminLayout || where.publicPages.includes(key) ? startSet : beforeAdminPage;
    const own = [...staticClosure(manifest, [key])].filter((chunk) => !before.has(chunk) && !editorSet.includes(chunk));
    return { name: pageName(key), bytes: bytesOf(own) };
  });
  const largest = lazySizes.reduce((top, next) => (next.bytes > (top?.bytes ?? -1) ? next : top), undefined);
  const cssBytes = cssFiles.reduce((sum, file) => sum + sizeOf(file), 0);

  const figures = [
    figure(`Login route JavaScript before it can be used (${loginSet.size} chunks)`, bytesOf(loginSet), budget.login),
    figure(`Every other page's start: the entry and the router (${startSet.size} chunks)`, bytesOf(startSet), budget.start),
    figure(`Rich-text editor (${editorSet.length} chunks only the editor routes load)`, bytesOf(editorSet), budget.editor),
    figure('Editor code reachable outside /policy-editor and /terms', bytesOf(leaked), 0),
    figure(`Largest other lazy chunk (${largest?.name ?? 'none'})`, largest?.bytes ?? 0, budget.route),
    figure(`CSS, all stylesheets (${cssFiles.length} files)`, cssBytes, budget.css),
    ...lazySizes.map(({ name, bytes }) => figure(`Lazy chunk ${name} (with the imports it adds)`, bytes, budget.route)),
  ];
  const violations = figures.filter((item) => !item.met).map((item) => `${item.name}: ${item.value} KiB, budget ${item.target.value} KiB`);
  if (editorChunks.size === 0) violations.push(`no chunk named '${where.editorChunkName}' in the manifest: the editor cannot be measured`);
  for (const page of where.editorPages) {
    // Not through the entry, whose lazy imports include the other editor page.
    if (editorChunks.size && ![...editorChunks].some((key) => fullClosure(manifest, [page], new Set([entry])).has(key))) {
      violations.push(`${pageName(page)} does not load the editor chunk`);
    }
  }
  // A chunk below the editor that imports it back holds a module the editor needs but its chunking
  // left out; the two chunks then start in the wrong order and the editor fails at run time.
  for (const key of editorChunks) {
    for (const chunk of staticClosure(manifest, manifest[key].imports ?? [])) {
      if ((manifest[chunk].imports ?? []).includes(key)) {
        violations.push(`the editor chunk ${manifest[key].file} and ${manifest[chunk].file} import each other`);
      }
    }
  }
  for (const key of leaked) violations.push(`the editor chunk ${manifest[key].file} is reachable outside the editor routes`);
  return { figures, violations };
}

/** Measures the build in `distDir`: `{ figures, violations }`. */
export function measureBundle(distDir = 'packages/admin-app/dist') {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: build the admin app first (npm run build)`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const sizes = new Map();
  const sizeOf = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length);
    return sizes.get(file);
  };
  const cssFiles = readdirSync(path.join(distDir, 'assets'))
    .filter((file) => file.endsWith('.css'))
    .map((file) => `assets/${file}`);
  return analyseManifest(manifest, sizeOf, { cssFiles });
}

/** Writes the `npm run bench` part: `{ section, method, figures }`. */
export function writeBenchPart(outFile, distDir, figures = measureBundle(distDir).figures) {
  mkdirSync(path.dirname(outFile), { recursive: true });
  writeFileSync(outFile, `${JSON.stringify({ section: 'Bundle', method, figures }, null, 2)}\n`);
  return figures;
}

function printTable(figures) {
  const rows = figures.map((item) => [item.met ? 'ok' : 'OVER', item.name, `${item.value.toFixed(2)} KiB`, `<= ${item.target.value}`]);
  const widths = [0, 1, 2, 3].map((column) => Math.max(...rows.map((row) => row[column].length)));
  for (const row of rows) {
    console.log([row[0].padEnd(widths[0]), row[1].padEnd(widths[1]), row[2].padStart(widths[2]), row[3]].join('  '));
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { json: { type: 'string' }, dist: { type: 'string', default: 'packages/admin-app/dist' } } });
  try {
    const { figures, violations } = measureBundle(values.dist);
    if (values.json) writeBenchPart(values.json, values.dist, figures);
    printTable(figures);
    if (violations.length > 0) {
      console.log(`\nOver budget:\n${violations.map((line) => `- ${line}`).join('\n')}`);
      process.exit(1);
    }
    console.log('\nEvery bundle budget met.');
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
