// Runs after `tsc -b` in the package's build. The sources import each other without extensions, as a
// bundler resolves them; Node's own ESM resolution (TypeScript's `node16`/`nodenext`), which a consumer
// may type-check with, needs the file named in full. Every relative specifier in the emitted
// declarations becomes the `.js` file (or the folder's `index.js`) that the declaration stands for.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const typesDir = fileURLToPath(new URL('../dist/types', import.meta.url));

/** `from './x'`, `import('./x')` and `import './x'`, with either quote. */
const relativeSpecifier = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*)\2/g;

function declarationFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return declarationFiles(full);
    return entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The specifier Node would resolve to the declaration `specifier` names from `file`'s folder. */
function withExtension(file, specifier) {
  const target = path.resolve(path.dirname(file), specifier);
  // `./contract.css` is vanilla-extract's contract.css.ts, declared in contract.css.d.ts.
  if (existsSync(`${target}.d.ts`)) return `${specifier}.js`;
  if (existsSync(path.join(target, 'index.d.ts'))) return `${specifier.replace(/\/$/, '')}/index.js`;
  if (/\.(?:js|mjs|cjs|json)$/.test(specifier)) return specifier;
  throw new Error(`${path.relative(typesDir, file)}: no declaration for '${specifier}'`);
}

let changed = 0;
for (const file of declarationFiles(typesDir)) {
  const text = readFileSync(file, 'utf8');
  const next = text.replace(relativeSpecifier, (_match, lead, quote, specifier) => `${lead}${quote}${withExtension(file, specifier)}${quote}`);
  if (next !== text) {
    writeFileSync(file, next);
    changed += 1;
  }
}
process.stdout.write(`declaration-extensions: relative imports named in full in ${changed} declaration files\n`);
