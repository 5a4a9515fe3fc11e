import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { repoRoot, spawnNode, stop, waitFor200 } from './processes.ts';

export interface StartTimes {
  /** Milliseconds from spawn to the first 200 from /healthz, one per start. */
  runs: number[];
  median: number;
}

const median = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * Times `npm start`'s script (node scripts/start.mjs) on a built tree with an existing database: from
 * spawn to the first 200 from /healthz, polled every 10 ms, `runs` times.
 */
export const measureStartTime = async (options: { dataDir: string; port: number; runs?: number; env?: Record<string, string> }): Promise<StartTimes> => {
  if (!fs.existsSync(path.join(repoRoot, 'packages/admin-app/dist/index.html'))) {
    console.log('Building the admin app once, so start-up is timed on a built tree...');
    const build = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed.');
  }
  const runs: number[] = [];
  for (let run = 0; run < (options.runs ?? 3); run += 1) {
    const started = performance.now();
    const child = spawnNode(['scripts/start.mjs'], {
      ...options.env,
      DATA_DIR: options.dataDir,
      PORT: String(options.port),
      HOST: '127.0.0.1',
    });
    try {
      const answered = await waitFor200(`http://127.0.0.1:${options.port}/healthz`, child, { everyMs: 10 });
      runs.push(Math.round(answered - started));
    } finally {
      await stop(child);
    }
  }
  return { runs, median: median(runs) };
};

export const startTimePart = (times: StartTimes, dataDescription: string) => ({
  section: 'Start',
  method:
    `\`npm start\`'s script (node scripts/start.mjs, what \`npm start\` runs, without npm's own start-up) on a built tree ` +
    `with an existing SQLite database (${dataDescription}): time from spawn to the first 200 from /healthz, polled every ` +
    `10 ms, median of ${times.runs.length} starts (each: ${times.runs.join(', ')} ms).`,
  figures: [
    {
      name: 'npm start to first 200 from /healthz, median',
      value: times.median,
      unit: 'ms',
      target: { op: '<=', value: 2000 },
      met: times.median <= 2000,
    },
  ],
});

// Run on its own: node --import tsx bench/api/start-time.ts --data-dir DIR [--out FILE]
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { 'data-dir': { type: 'string' }, out: { type: 'string' }, runs: { type: 'string', default: '3' } } });
  if (!values['data-dir']) {
    console.error('--data-dir is required: a folder holding an existing SQLite database (npm run cli -- seed).');
    process.exit(2);
  }
  const times = await measureStartTime({ dataDir: path.resolve(values['data-dir']), port: 8302, runs: Number(values.runs) });
  console.log(`npm start to first 200 from /healthz: ${times.runs.join(', ')} ms, median ${times.median} ms.`);
  if (values.out) fs.writeFileSync(values.out, `${JSON.stringify(startTimePart(times, values['data-dir']), null, 2)}\n`);
}
