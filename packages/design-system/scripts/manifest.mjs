// npm runs `prepack` and `postpack` around `npm pack` and `npm publish`. Inside the repository every
// export has a `source` condition pointing at src/, which the tarball does not carry: the published
// manifest leaves those conditions out (a consumer whose tools honour `source` would otherwise resolve
// to files that are not there), and the repository's own manifest is put back after packing.
//   node scripts/manifest.mjs publish   write the published manifest, keeping the repository's aside
//   node scripts/manifest.mjs restore   put the repository's manifest back
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const manifest = fileURLToPath(new URL('../package.json', import.meta.url));
const kept = `${manifest}.repository`;

/** The exports without their `source` conditions. */
function published(exports) {
  if (typeof exports !== 'object' || exports === null) return exports;
  return Object.fromEntries(
    Object.entries(exports)
      .filter(([condition]) => condition !== 'source')
      .map(([key, value]) => [key, published(value)]),
  );
}

const [command] = process.argv.slice(2);
if (command === 'publish') {
  // A pack that stopped half-way left the repository's manifest aside: start from it, not the stripped one.
  if (existsSync(kept)) renameSync(kept, manifest);
  const text = readFileSync(manifest, 'utf8');
  const json = JSON.parse(text);
  writeFileSync(kept, text);
  writeFileSync(manifest, `${JSON.stringify({ ...json, exports: published(json.exports) }, null, 2)}\n`);
} else if (command === 'restore') {
  if (existsSync(kept)) renameSync(kept, manifest);
} else {
  console.error('usage: node scripts/manifest.mjs publish|restore');
  process.exit(2);
}
