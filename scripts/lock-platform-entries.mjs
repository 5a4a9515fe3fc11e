// The registry this project installs from does not carry every platform build of some native tools
// (oxlint's @oxlint/binding-* for macOS and Windows, for example). `npm install` then leaves those
// optional dependencies out of package-lock.json, and `npm ci` on a fresh clone refuses a lock that
// is "missing" them. This adds a lock entry with the platform fields for each missing binding, which
// `npm ci` skips on every other platform. Run it after upgrading such a package: node scripts/lock-platform-entries.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const file = 'package-lock.json';
const lock = JSON.parse(readFileSync(file, 'utf8'));
const pattern = /^@[^/]+\/binding-(android|darwin|freebsd|linux|openharmony|win32)-([a-z0-9]+)(?:-(gnu|musl|gnueabihf|musleabihf|eabi|msvc))?$/;
const added = [];

for (const [key, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const match = pattern.exec(name);
    const path = `node_modules/${name}`;
    if (!match || lock.packages[path]) continue;
    const [, os, cpu, abi] = match;
    const platformEntry = { version, cpu: [cpu], dev: entry.dev ?? undefined, optional: true, os: [os] };
    if (abi === 'gnu' || abi === 'gnueabihf') platformEntry.libc = ['glibc'];
    if (abi === 'musl' || abi === 'musleabihf') platformEntry.libc = ['musl'];
    lock.packages[path] = platformEntry;
    added.push(`${name}@${version} (for ${key || 'root'})`);
  }
}

const sorted = Object.fromEntries(Object.entries(lock.packages).toSorted(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)));
lock.packages = sorted;
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added.length ? `Added lock entries:\n  ${added.join('\n  ')}` : 'Nothing to add.');
