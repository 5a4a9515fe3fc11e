// `npm run bench`: measures this machine's figures and writes bench/results.json and BENCHMARKS.md.
//
//   npm run bench                      every part, in order
//   npm run bench -- --only browser    some parts (comma-separated ids); the part files other parts
//                                      left in bench/.parts/ are merged as they are
//   npm run bench -- --rebuild         rebuilds the design system and the admin app first
//
// Each part writes bench/.parts/<name>.json: { section, method, figures: [{ name, value, unit,
// target?: { op, value }, met?, note? }] }. Targets are reported, never asserted: the exit code is
// non-zero only when a part crashed, not when a figure misses its target.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromiumPath } from '../scripts/chromium.mjs';

const partsDir = 'bench/.parts';
const { values: options } = parseArgs({
  options: {
    only: { type: 'string' },
    rebuild: { type: 'boolean', default: false },
  },
});

const node = (...args) => [process.execPath, ...args];
/** The parts in the order they run; `script` must exist for the part to run, `files` are what it writes. */
const parts = [
  {
    id: 'build',
    title: 'Build',
    command: ['npm', 'run', 'build'],
    wanted: () => options.rebuild || !existsSync('packages/admin-app/dist/index.html'),
    files: [],
  },
  {
    id: 'bundle',
    title: 'Bundle',
    script: 'scripts/bundle-budget.mjs',
    command: node('scripts/bundle-budget.mjs', '--json', `${partsDir}/bundle.json`),
    files: ['bundle.json'],
  },
  {
    id: 'api',
    title: 'API',
    script: 'bench/api/run.ts',
    command: node('--import', 'tsx', 'bench/api/run.ts', '--out', `${partsDir}/api.json`),
    files: ['api.json', 'start.json'],
  },
  {
    id: 'lists',
    title: 'Lists',
    script: 'bench/api/lists.ts',
    command: node('--import', 'tsx', 'bench/api/lists.ts', '--out', `${partsDir}/lists.json`),
    files: ['lists.json'],
  },
  {
    id: 'unpaged',
    title: 'Unpaged list',
    script: 'bench/api/unpaged.ts',
    command: node('--import', 'tsx', 'bench/api/unpaged.ts', '--out', `${partsDir}/unpaged.json`),
    files: ['unpaged.json'],
    // Seeding its million professionals, on the first run only, takes about 9 minutes of the 30.
    timeoutMinutes: 30,
  },
  {
    id: 'seeding',
    title: 'Seeding',
    script: 'bench/seeding.ts',
    command: node('--import', 'tsx', 'bench/seeding.ts', '--out', `${partsDir}/seeding.json`),
    files: ['seeding.json'],
  },
  {
    id: 'cluster',
    title: 'Cluster',
    script: 'bench/cluster.ts',
    command: node('--import', 'tsx', 'bench/cluster.ts', '--out', `${partsDir}/cluster.json`),
    files: ['cluster.json'],
  },
  {
    id: 'browser',
    title: 'Browser',
    script: 'bench/browser.mjs',
    command: node('--import', 'tsx', 'bench/browser.mjs', '--out', `${partsDir}/browser.json`),
    files: ['browser.json'],
  },
  { id: 'tests', title: 'npm test duration', run: testDuration, files: ['tests.json'] },
];

const only = options.only?.split(',').map((id) => id.trim()).filter(Boolean);
const unknown = only?.filter((id) => !parts.some((part) => part.id === id)) ?? [];
if (unknown.length > 0) {
  console.error(`Unknown part(s): ${unknown.join(', ')}. Parts: ${parts.map((part) => part.id).join(', ')}.`);
  process.exit(2);
}
const selected = (part) => {
  // The build runs whenever it is needed by a part that reads the production build, or is asked for.
  if (part.id === 'build') return part.wanted() && (!only || only.some((id) => ['build', 'bundle', 'browser'].includes(id)));
  return !only || only.includes(part.id);
};

mkdirSync(partsDir, { recursive: true });
seedPartsFromLastResults();
/** What happened to each part in this run: ok, missing (not written yet), crashed, or skipped. */
const outcomes = new Map();

for (const part of parts) {
  if (!selected(part)) continue;
  const started = Date.now();
  console.log(`\n== ${part.title}`);
  for (const file of part.files) rmSync(path.join(partsDir, file), { force: true });
  if (part.script && !existsSync(part.script)) {
    console.log(`   missing: ${part.script} does not exist (yet); the ${part.title} section is left out.`);
    outcomes.set(part.id, { status: 'missing', reason: `${part.script} does not exist yet` });
    continue;
  }
  let status = 0;
  if (part.run) {
    try {
      part.run();
    } catch (error) {
      console.error(error);
      status = 1;
    }
  } else {
    const [command, ...args] = part.command;
    const result = spawnSync(command, args, { stdio: 'inherit', timeout: (part.timeoutMinutes ?? 10) * 60_000 });
    status = result.status ?? 1;
    if (result.error) console.error(`   ${result.error.message}`);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (status !== 0) {
    console.log(`   crashed: ${part.title} exited with ${status} after ${seconds} s.`);
    outcomes.set(part.id, { status: 'crashed', reason: `exited with ${status}` });
  } else if (part.files.length > 0 && !part.files.some((file) => existsSync(path.join(partsDir, file)))) {
    console.log(`   crashed: ${part.title} finished but wrote no ${part.files.join(' or ')}.`);
    outcomes.set(part.id, { status: 'crashed', reason: `wrote no ${part.files.join(' or ')}` });
  } else {
    console.log(`   done in ${seconds} s.`);
    outcomes.set(part.id, { status: 'ok' });
  }
}

/** The tests part: reads the summary `npm test` leaves behind (it takes too long to run here). */
function testDuration() {
  const file = 'test-reports/summary.json';
  const part = {
    section: 'npm test duration',
    method: `Not re-run by the benchmark: \`npm test\` (scripts/test.mjs) writes ${file} with its date, total seconds and steps at the end of every run, and this reads the last one.`,
    figures: [],
  };
  if (existsSync(file)) {
    const summary = JSON.parse(readFileSync(file, 'utf8'));
    const met = summary.seconds <= 900;
    part.figures.push({
      name: 'last `npm test` run',
      value: Math.round(summary.seconds),
      unit: 's',
      target: { op: '<=', value: 900 },
      met,
      note: `run on ${summary.date}${Array.isArray(summary.steps) ? `, ${summary.steps.length} steps` : ''}`,
    });
    console.log(`   last npm test run: ${Math.round(summary.seconds)} s on ${summary.date}`);
  } else {
    part.method += ` There is no ${file} on this machine yet: run \`npm test\` once to fill this in.`;
    console.log(`   no ${file}: the section says so.`);
  }
  writeFileSync(path.join(partsDir, 'tests.json'), `${JSON.stringify(part, null, 2)}\n`);
}

/**
 * A fresh checkout has no bench/.parts (it is not committed), so `--only browser` there would drop every other
 * section. The committed bench/results.json holds each part's last figures: a part file that is missing is
 * written back from it, keeping the date it was measured on.
 */
function seedPartsFromLastResults() {
  if (!existsSync('bench/results.json')) return;
  let last;
  try {
    last = JSON.parse(readFileSync('bench/results.json', 'utf8'));
  } catch {
    return;
  }
  // Results written before sections named their file are matched by their section's title.
  const fileOfSection = { Bundle: 'bundle.json', API: 'api.json', Start: 'start.json', Browser: 'browser.json', 'npm test duration': 'tests.json' };
  for (const section of last.sections ?? []) {
    const file = section.file ?? fileOfSection[section.section];
    if (!file || !/^[\w-]+\.json$/.test(file) || existsSync(path.join(partsDir, file))) continue;
    const { section: title, method, figures, measured } = section;
    writeFileSync(path.join(partsDir, file), `${JSON.stringify({ section: title, method, figures, measured: measured ?? last.date }, null, 2)}\n`);
  }
}

// --- Merge ---------------------------------------------------------------------------------------------

const order = parts.flatMap((part) => part.files);
const partFiles = readdirSync(partsDir)
  .filter((file) => file.endsWith('.json'))
  .toSorted((a, b) => (order.indexOf(a) + 1 || order.length + 1) - (order.indexOf(b) + 1 || order.length + 1) || a.localeCompare(b));
const merged = [];
for (const file of partFiles) {
  try {
    const partPath = path.join(partsDir, file);
    const part = JSON.parse(readFileSync(partPath, 'utf8'));
    if (typeof part.section !== 'string' || !Array.isArray(part.figures)) throw new Error('no section or figures');
    const measured = typeof part.measured === 'string' ? part.measured : statSync(partPath).mtime.toISOString();
    merged.push({ section: part.section, file, measured, method: part.method ?? '', figures: part.figures });
  } catch (error) {
    console.log(`   ${file} is not a part file (${error.message}); left out.`);
  }
}
const notMeasured = parts
  .filter((part) => part.files.length > 0 && !part.files.some((file) => partFiles.includes(file)))
  .map((part) => ({ part: part.id, reason: outcomes.get(part.id)?.reason ?? 'not run' }));

function chromiumVersion() {
  try {
    return execFileSync(chromiumPath() ?? 'chromium', ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}
function osName() {
  try {
    const pretty = /^PRETTY_NAME="?(.*?)"?$/m.exec(readFileSync('/etc/os-release', 'utf8'))?.[1];
    if (pretty) return `${pretty} (${os.type()} ${os.release()})`;
  } catch {
    // Not Linux: the kernel's name is enough.
  }
  return `${os.type()} ${os.release()}`;
}

const results = {
  date: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    os: osName(),
    node: process.version,
    chromium: chromiumVersion(),
  },
  sections: merged,
  missing: notMeasured,
};
writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
writeFileSync('BENCHMARKS.md', markdown(results));
console.log('\nWrote bench/results.json and BENCHMARKS.md.');

const crashed = [...outcomes].filter(([, outcome]) => outcome.status === 'crashed').map(([id]) => id);
if (crashed.length > 0) {
  console.log(`Crashed: ${crashed.join(', ')}.`);
  process.exitCode = 1;
}

/** A table cell's text: pipes escaped, on one line. */
function cell(text) {
  return String(text).replaceAll('|', '\\|').replaceAll('\n', ' ');
}

function markdown({ date, machine, sections, missing }) {
  const lines = [
    '# Benchmarks',
    '',
    'Measured by `npm run bench` (bench/run.mjs) on the machine below; `npm run bench -- --only browser` re-runs one part and',
    'merges it with the others\' last results. Targets are checked and reported here, never asserted: tests do not time',
    'anything, and a missed target does not fail the command. Figures vary with the machine and its load; compare runs',
    'made on the same quiet machine. The raw figures are in bench/results.json.',
    '',
    `Written ${date.slice(0, 16).replace('T', ' ')} UTC on ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGiB} GiB, ${machine.os}, Node ${machine.node}, ${machine.chromium}; each section says when its figures were measured.`,
    '',
  ];
  for (const { section, measured, method, figures } of sections) {
    lines.push(`## ${section}`, '', `Measured ${measured.slice(0, 16).replace('T', ' ')} UTC. ${method}`, '');
    if (figures.length === 0) continue;
    const withNotes = figures.some((figure) => figure.note);
    lines.push(`| figure | value | unit | target | met |${withNotes ? ' note |' : ''}`, `| --- | ---: | --- | --- | --- |${withNotes ? ' --- |' : ''}`);
    for (const figure of figures) {
      const target = figure.target ? `${figure.target.op === '<=' ? '≤' : '≥'} ${figure.target.value}` : '';
      const met = figure.met === undefined ? '' : figure.met ? '✓' : '✗';
      lines.push(`| ${cell(figure.name)} | ${figure.value} | ${cell(figure.unit)} | ${target} | ${met} |${withNotes ? ` ${cell(figure.note ?? '')} |` : ''}`);
    }
    lines.push('');
  }
  if (missing.length > 0) {
    lines.push('## Not measured', '');
    for (const { part, reason } of missing) lines.push(`- ${part}: ${reason}.`);
    lines.push('');
  }
  return lines.join('\n');
}
