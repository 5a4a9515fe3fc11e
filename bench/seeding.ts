import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { figureList } from './api/figures.ts';

/*
 * The `seeding` part of `npm run bench` (issue 19 §6: "seeding a million of each kind: report the
 * time"). Seeding a million accounts of each kind takes 10 to 25 minutes on this machine, too long to
 * repeat on every bench run, so a seed is run once by hand under /usr/bin/time -v and its whole output
 * kept in bench/seed-logs/; this part reads the figures from those logs:
 *
 *   /usr/bin/time -v npm run cli -- seed-demo --count 1000000 --seed 1 > bench/seed-logs/sqlite-1m.log 2>&1
 *   DATABASE_URL=… /usr/bin/time -v npm run cli -- seed-demo --count 1000000 --seed 1 > bench/seed-logs/postgres-1m.log 2>&1
 */

const { values } = parseArgs({ options: { out: { type: 'string' }, logs: { type: 'string', default: 'bench/seed-logs' } } });
if (!values.out) {
  console.error('--out FILE is required.');
  process.exit(2);
}

const { figures, figure } = figureList();
const read: string[] = [];
const files = fs.existsSync(values.logs) ? fs.readdirSync(values.logs).filter((file) => file.endsWith('.log')).toSorted() : [];
for (const file of files) {
  const text = fs.readFileSync(path.join(values.logs, file), 'utf8');
  const added = /^Added (\{.*\}) in ([\d.]+) s\.$/m.exec(text);
  const command = /Command being timed: "(.*)"/.exec(text)?.[1] ?? '';
  const count = /seed-demo --count (\d+)/.exec(text)?.[1];
  if (!added || !count) {
    console.error(`${file}: no finished seed-demo run in it; left out.`);
    continue;
  }
  const database = /DATABASE_URL=postgres/.test(command) ? 'PostgreSQL' : 'SQLite';
  const accounts = JSON.parse(added[1]!) as Record<string, number>;
  const peak = /^Peak memory: (\d+) MB resident\.$/m.exec(text)?.[1];
  const wall = /Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): ([\d:.]+)/.exec(text)?.[1];
  const each = Number(count).toLocaleString('en-US');
  figure(
    `${database}: seed-demo --count ${each}, time`,
    Number(added[2]),
    's',
    undefined,
    `${Object.entries(accounts)
      .map(([kind, n]) => `${n.toLocaleString('en-US')} ${kind}`)
      .join(', ')}; wall clock with npm and the migrations ${wall ?? 'not recorded'}`,
  );
  if (peak) figure(`${database}: seed-demo --count ${each}, peak resident memory`, Number(peak), 'MB');
  read.push(file);
}

const method =
  read.length === 0
    ? `Not measured: no seed-demo log in ${values.logs}. Run a seed as bench/seeding.ts describes to have one.`
    : `Read from the logs of one \`npm run cli -- seed-demo --count N --seed 1\` run per database, each kept whole in ${values.logs}/ ` +
      `(${read.join(', ')}), run by hand under /usr/bin/time -v on this machine into an empty database (the SQLite file on the local disk; ` +
      'PostgreSQL 15 on the same machine): the CLI prints its progress in batches, the time from its start to the last row, and its peak ' +
      'resident memory. Seeding at this size is not repeated on every bench run.';
fs.mkdirSync(path.dirname(values.out), { recursive: true });
fs.writeFileSync(values.out, `${JSON.stringify({ section: 'Seeding', method, figures }, null, 2)}\n`);
console.log(`Wrote ${values.out}.`);
