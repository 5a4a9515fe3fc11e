import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { connect } from './db/connection.ts';
import { ensureDemoAssets } from './db/demo-assets.ts';
import { migrateToLatest } from './db/migrations.ts';
import { seedAdmin, seedCategories, seedDemo } from './db/seed.ts';

/*
 * `npm run bench`: seeds a throwaway database with many accounts (10,000 of each kind by default),
 * serves it on a local port and measures the admin calls with autocannon. Against PostgreSQL when
 * DATABASE_URL is set (into whatever schema the URL's user defaults to: use a scratch database).
 */

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '10000' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
  },
});
const count = Number(values.count);
const duration = Number(values.duration);
const connections = Number(values.connections);
if (![count, duration, connections].every((value) => Number.isInteger(value) && value > 0)) {
  console.error('--count, --duration and --connections must be positive whole numbers.');
  process.exit(2);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chairside-bench-'));
const password = 'bench password 123';
const config = { ...loadConfig(), dataDir, adminPassword: password, logLevel: 'warn', staticDir: path.join(dataDir, 'none') };
const db = connect({ databaseUrl: config.databaseUrl, dataDir });

try {
  await migrateToLatest(db.kysely, db.dialect);
  await seedCategories(db.kysely, new Date());
  await seedAdmin(db.kysely, { email: config.adminEmail, password, argon2: config.argon2, now: new Date() });
  const started = Date.now();
  const seeded = await seedDemo(
    db.kysely,
    { professionals: count, salons: count, privateSuites: count, feedback: 500, supportRequests: 200 },
    new Date(),
  );
  ensureDemoAssets(dataDir);
  console.log(`Seeded ${JSON.stringify(seeded)} on ${db.dialect} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);

  const app = await buildApp({ config, db, logger: { level: 'warn' } });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await fetch(`${address}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: config.adminEmail, password }),
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' };

  const targets = [
    ['dashboard summary', '/api/admin/dashboard-summary'],
    ['private suites, page 500', '/api/admin/private-suites?page=500&limit=10'],
    ['private suites, search', '/api/admin/private-suites?search=studio&sort=fullName&order=asc'],
    ['professional profile', `/api/admin/profile/professional/${Math.ceil(count / 2) + 1}`],
    ['salons, full list', '/api/admin/salons'],
    ['professionals, full list', '/api/admin/professionals'],
    ['public terms', '/api/public/terms'],
  ] as const;
  const rows = [];
  for (const [name, url] of targets) {
    const result = await autocannon({ url: `${address}${url}`, headers, connections, duration });
    rows.push({
      call: name,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'KB/s': Math.round(result.throughput.average / 1024),
      errors: result.errors + result.non2xx,
    });
  }
  console.table(rows);
  await app.close();
} finally {
  await db.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
