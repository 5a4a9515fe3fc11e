import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon, { type Options, type Result } from 'autocannon';
import { chromium, type Browser, type Locator, type Page } from 'playwright';
// The server's own modules, not its package entry, as run.ts does: only the database layer is needed here.
import { connect } from '../../packages/api-server/src/db/connection.ts';
import { migrateToLatest } from '../../packages/api-server/src/db/migrations.ts';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import { repoRoot, sampleMemory, serverPid, spawnNode, stop, waitFor200 } from './processes.ts';
import { ensureBenchAdmin } from './bench-admin.ts';
import type { Figure } from './figures.ts';

/*
 * The `lists` part of `npm run bench` (issue 19): p99 latency of the account lists' query shapes, the
 * dashboard summary and a professional's profile at 10 connections, the server's peak resident memory
 * meanwhile, and what the admin app makes of it in Chromium (opening the professionals list, a search,
 * a header click), on a database seeded by `npm run cli -- seed-demo --count N`.
 *
 *   node --import tsx bench/api/lists.ts --out bench/.parts/lists.json
 *        [--data-dir DIR]      an SQLite data folder already seeded (used as is: the bench only adds
 *                              its own administrator to sign in with)
 *        [--count 100000]      otherwise: seed a fresh folder with this many accounts of each kind
 *        [--duration 5] [--connections 10] [--only sqlite|postgres]
 *
 * With BENCH_DATABASE_URL set, the same shapes run on that PostgreSQL database too; it is seeded
 * with --count accounts of each kind first when it has none.
 *
 * Each shape is one URL (the profile: 1,000 of them in turn) hammered by autocannon for --duration
 * seconds after one request that warms what a server keeps per data version (the counts); that first
 * request is reported too, as the cost of the first read after a write. The app is the production
 * build the same server serves (scripts/start.mjs builds it when it is missing).
 */

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    'data-dir': { type: 'string' },
    count: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
    only: { type: 'string' },
  },
});
if (values.only !== undefined && !['sqlite', 'postgres'].includes(values.only)) {
  console.error('--only takes sqlite or postgres.');
  process.exit(2);
}
const count = Number(values.count);
const duration = Number(values.duration);
const connections = Number(values.connections);
if (![count, duration, connections].every((value) => Number.isInteger(value) && value > 0)) {
  console.error('--count, --duration and --connections must be positive whole numbers.');
  process.exit(2);
}

const port = 8310;
const base = `http://127.0.0.1:${port}`;
const email = 'bench-lists@chairside.test';
const password = 'bench lists password';
/** Issue 19 §6: every list query, the dashboard, a profile (p99, ms); the server's resident memory (MB). */
const targets = { list: 50, dashboard: 20, profile: 10, memoryMb: 400 };
/** Issue 19 §6, the app (ms): opening the list to its first rows; a search or a header click to the rows it asks for. */
const appTargets = { open: 1000, search: 300, sort: 300 };
/** The profile shape reads this many professionals in turn, spread evenly through the table. */
const profileIdCount = 1000;
const appRuns = 5;


/** What is under way that must end with the bench, even when it is stopped by a signal: the server, the browser. */
const running = new Set<() => Promise<unknown>>();

const round = (value: number) => Math.round(value * 10) / 10;

const median = (numbers: number[]) => {
  const sorted = numbers.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Seeds with the CLI, as a person would, so the bench measures the data the command makes. */
const seed = (env: Record<string, string>) => {
  console.log(`Seeding ${count.toLocaleString('en-US')} accounts of each kind with seed-demo...`);
  const started = Date.now();
  execFileSync(process.execPath, ['scripts/cli.mjs', 'seed-demo', '--count', String(count), '--seed', '1'], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return (Date.now() - started) / 1000;
};

/**
 * A sign-in of our own: the bench never depends on the database's administrator password. Returns how
 * many professionals there are and up to `profileIdCount` of their ids, spread evenly through them in
 * id order, for the profile shape.
 */
const prepare = async (target: { dataDir?: string; databaseUrl?: string }) => {
  const db = connect(target);
  try {
    await migrateToLatest(db.kysely, db.dialect);
    await ensureBenchAdmin(db.kysely, { email, password, fullName: 'Bench Lists' });
    const professionals = db.kysely.selectFrom('accounts').where('role', '=', 'professional');
    const kinds = await professionals.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const total = Number(kinds.n);
    // Every step-th professional by id, numbered in one pass: a lookup per point would sort them all
    // each time on SQLite, whose planner picks a (role, ...) index for `role = ? and id >= ? order by id`.
    const step = Math.max(1, Math.ceil(total / profileIdCount));
    const numbered = professionals.select((eb) => ['id', eb.fn.agg<number>('row_number').over((over) => over.orderBy('id')).as('n')]);
    const spread = await db.kysely
      .selectFrom(numbered.as('numbered'))
      .select('id')
      .where((eb) => eb(eb('n', '%', step), '=', 0))
      .orderBy('id')
      .limit(profileIdCount)
      .execute();
    return { total, profileIds: spread.map((row) => row.id) };
  } finally {
    await db.destroy();
  }
};

/** One shape: a URL, or several read in turn (`rotate`, paths), and the p99 it is to stay under. */
interface Shape {
  name: string;
  url: string;
  rotate?: readonly string[];
  target: number;
}

const shapes = (total: number, profileIds: readonly number[]): Shape[] => {
  const middle = Math.max(1, Math.ceil(total / 20 / 2));
  const list = '/api/admin/professionals';
  const sorts = ['name', 'location', 'joiningDate', 'status', 'subscription', 'reports'].flatMap((key) =>
    (['asc', 'desc'] as const).map((direction) => [`first page by ${key}.${direction}`, `${list}?sort=${key}.${direction}&limit=20`] as const),
  );
  const lists = [
    ...sorts,
    ['page 50,000 at limit 20 (joining date, newest first)', `${list}?page=50000&limit=20`],
    [`middle page (${middle.toLocaleString('en-US')}) at limit 20 by name`, `${list}?sort=name.asc&page=${middle}&limit=20`],
    ['status.asc,joiningDate.desc, first page', `${list}?sort=status.asc,joiningDate.desc&limit=20`],
    ['one-word search (maria)', `${list}?search=maria&limit=20`],
    ['two-word search (maria sea)', `${list}?search=maria%20sea&limit=20`],
    ['search matching nothing (zzqx)', `${list}?search=zzqx&limit=20`],
    ['one-word search, short prefix (ma)', `${list}?search=ma&limit=20`],
    ['private suites, first page (SPEC.md call)', '/api/admin/private-suites?page=1&limit=10'],
  ] as const;
  const profiles = profileIds.map((id) => `/api/admin/profile/professional/${id}`);
  return [
    ...lists.map(([name, url]) => ({ name, url, target: targets.list })),
    { name: 'dashboard summary', url: '/api/admin/dashboard-summary', target: targets.dashboard },
    ...(profiles.length === 0
      ? []
      : [{ name: `professional profile, ${profiles.length.toLocaleString('en-US')} ids in turn`, url: profiles[0]!, rotate: profiles, target: targets.profile }]),
  ];
};

/** autocannon's `requests`, which autocannon.d.ts leaves out: here one request whose path is set anew each time. */
interface RotatingOptions extends Options {
  requests: { method: 'GET'; setupRequest: (request: Record<string, unknown>) => Record<string, unknown> }[];
}

/** The paths in turn, shared by every connection, so at any moment the connections read different rows. */
const inTurn = (paths: readonly string[]): RotatingOptions['requests'] => {
  let next = 0;
  return [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }];
};

// --- The app in Chromium -------------------------------------------------------------------------------

/** What bench/page-probe.js leaves in every page as window.__benchProbe (the part used here). */
interface PageProbe {
  lastInput: number | undefined;
  pending: Promise<number> | undefined;
  afterNextPaint: (done: () => boolean) => Promise<number>;
}

/** A first page of the professionals list as the app asks for it: page 1 of 50 rows, its sort and search when not the defaults. */
interface ListView {
  sort?: string;
  search?: string;
}

/** What the table shows once a view's answer is painted: the ids its first rows link to and, after a header click, that header's aria-sort. */
interface Shown {
  ids: string[];
  header?: string;
  direction?: 'ascending' | 'descending';
}

const listPath = '/professionals-list';
const listCaption = 'Professionals List';
/** The rows compared to tell the answer asked for from the one before: the top of the table, always rendered. */
const comparedRows = 5;
const paintTimeoutMs = 30_000;

const viewQuery = (view: ListView) => {
  const query = new URLSearchParams({ page: '1', limit: '50' });
  if (view.sort) query.set('sort', view.sort);
  if (view.search) query.set('search', view.search);
  return query;
};

/** Counts the page's requests in flight and keeps the queries of its calls to the professionals list. */
const watchRequests = (page: Page) => {
  const state = { inFlight: 0, listCalls: [] as URLSearchParams[] };
  page.on('request', (request) => {
    state.inFlight += 1;
    const url = new URL(request.url());
    if (url.pathname === '/api/admin/professionals') state.listCalls.push(url.searchParams);
  });
  const finished = () => (state.inFlight = Math.max(0, state.inFlight - 1));
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  return state;
};
type RequestWatch = ReturnType<typeof watchRequests>;

/** Fails unless the page asked the server for `view` since the last check: the figure includes that request. */
const asked = (watch: RequestWatch, view: ListView) => {
  const wanted = viewQuery(view);
  const made = watch.listCalls.some((query) => ['page', 'limit', 'sort', 'search'].every((key) => query.get(key) === wanted.get(key)));
  if (!made) throw new Error(`The app did not ask for ${wanted} (it asked for: ${watch.listCalls.map(String).join('; ') || 'nothing'}).`);
  watch.listCalls = [];
};

/** Waits until the page has had no request in flight for `quietMs` and a frame has gone by (as bench/browser.mjs does). */
const settle = async (page: Page, watch: RequestWatch, quietMs = 300) => {
  const deadline = Date.now() + 15_000;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (watch.inFlight > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
};

/**
 * Times one interaction as bench/browser.mjs does, with page-probe.js: arms the wait for the table to
 * show `shown`, performs `act` through Playwright's real input, and returns the milliseconds from the
 * timeStamp of the last input event (pointerdown or keydown) to the end of the frame that painted it.
 */
const interaction = async (page: Page, shown: Shown, act: () => Promise<unknown>) => {
  await page.evaluate(
    ({ expected, caption }) => {
      const probe = (window as unknown as { __benchProbe: PageProbe }).__benchProbe;
      probe.lastInput = undefined;
      // Anonymous on purpose: tsx would wrap a named one in a helper (__name) that the page lacks.
      probe.pending = probe.afterNextPaint(() => {
        const table = [...document.querySelectorAll('table')].find((candidate) => candidate.caption?.textContent === caption);
        if (!table) return false;
        if (expected.header !== undefined) {
          const header = [...table.querySelectorAll('th')].find((cell) => cell.textContent?.trim() === expected.header);
          if (header?.getAttribute('aria-sort') !== expected.direction) return false;
        }
        const ids = [...table.querySelectorAll('tbody a[href^="/professionals-list/"]')]
          .slice(0, expected.ids.length)
          .map((link) => decodeURIComponent(link.getAttribute('href')?.split('/').pop() ?? ''));
        return ids.length === expected.ids.length && ids.every((id, index) => id === expected.ids[index]);
      });
    },
    { expected: shown, caption: listCaption },
  );
  await act();
  const timing = await page.evaluate(async (timeoutMs) => {
    const probe = (window as unknown as { __benchProbe: PageProbe }).__benchProbe;
    const end = await Promise.race([probe.pending, new Promise<undefined>((resolve) => setTimeout(resolve, timeoutMs))]);
    return { end, start: probe.lastInput };
  }, paintTimeoutMs);
  if (timing.end === undefined) throw new Error(`The list did not show ${JSON.stringify(shown)} within ${paintTimeoutMs / 1000} s.`);
  if (timing.start === undefined) throw new Error('No input event was recorded.');
  return timing.end - timing.start;
};

/**
 * Times the professionals list in Chromium against the running server: signed in through the login
 * form, each figure the median of `appRuns` runs, each run on a freshly loaded page (no answer in the
 * app's SWR cache, so every figure includes the request). Every timed interaction is checked to have
 * asked the server for the view it waited for.
 */
const measureApp = async (database: string, headers: Record<string, string>): Promise<Figure[]> => {
  /** The ids the server answers for `view`: what the table is to show (as many as `comparedRows`). */
  const answer = async (view: ListView) => {
    const response = await fetch(`${base}/api/admin/professionals?${viewQuery(view)}`, { headers });
    const body = (await response.json()) as { total?: number; data?: { id: number; fullName?: string }[] };
    if (!response.ok || !body.data) throw new Error(`The list for ${JSON.stringify(view)}: ${response.status} ${JSON.stringify(body)}`);
    return { ids: body.data.slice(0, comparedRows).map((item) => String(item.id)), names: body.data.map((item) => item.fullName ?? ''), total: body.total ?? 0 };
  };

  const opened = await answer({});
  // A word that changes the rows: the first name of a row on the first page whose search answers other rows first.
  let search: { word: string; shown: Awaited<ReturnType<typeof answer>> } | undefined;
  for (const word of new Set(opened.names.map((name) => name.split(/\s+/)[0] ?? '').filter((first) => first.length >= 2))) {
    const shown = await answer({ search: word });
    if (shown.ids.join() !== opened.ids.join()) {
      search = { word, shown };
      break;
    }
  }
  if (!search) throw new Error('No first name on the first page changes the rows when searched.');
  const byLocation = await answer({ sort: 'location.asc' });
  const byName = await answer({ sort: 'name.asc' });

  let browser: Browser | undefined;
  const closeBrowser = async () => browser?.close();
  running.add(closeBrowser);
  try {
    browser = await chromium.launch(chromiumLaunchOptions());
    const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
    await context.addInitScript({ path: path.join(repoRoot, 'bench/page-probe.js') });
    const page = await context.newPage();
    const watch = watchRequests(page);
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    const table = page.getByRole('table', { name: listCaption });
    /** Loads the list afresh and waits, untimed, until its first rows are up and nothing is loading. */
    const openList = async () => {
      await page.goto(listPath);
      await table.locator('tbody a').first().waitFor({ timeout: 60_000 });
      await settle(page, watch);
      watch.listCalls = [];
    };
    const header = (name: string): Locator => table.locator('thead').getByRole('button', { name });

    const opens: number[] = [];
    const searches: number[] = [];
    const locationSorts: number[] = [];
    const nameSorts: number[] = [];
    for (let run = 0; run < appRuns; run += 1) {
      await page.goto('/');
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      await settle(page, watch);
      watch.listCalls = [];
      const sidebar = page.getByRole('navigation', { name: 'Main' });
      opens.push(await interaction(page, { ids: opened.ids }, () => sidebar.getByRole('link', { name: 'Professionals', exact: true }).click()));
      asked(watch, {});

      await openList();
      const box = page.getByRole('searchbox', { name: 'Search' });
      await box.focus();
      searches.push(await interaction(page, { ids: search.shown.ids }, () => box.pressSequentially(search.word)));
      asked(watch, { search: search.word });

      await openList();
      locationSorts.push(await interaction(page, { ids: byLocation.ids, header: 'Location', direction: 'ascending' }, () => header('Location').click()));
      asked(watch, { sort: 'location.asc' });
      await settle(page, watch);
      nameSorts.push(await interaction(page, { ids: byName.ids, header: 'Professional Name', direction: 'ascending' }, () => header('Professional Name').click()));
      asked(watch, { sort: 'name.asc' });
    }

    const figure = (name: string, runs: number[], target: number, note: string): Figure => {
      const value = round(median(runs));
      return { name: `${database}: app, ${name}`, value, unit: 'ms', target: { op: '<=', value: target }, met: value <= target, note: `${note}; runs ${runs.map((ms) => round(ms)).join(', ')} ms` };
    };
    return [
      figure('opening the professionals list from the sidebar to its first rows painted', opens, appTargets.open, `${opened.total.toLocaleString('en-US')} professionals; the first run also loads the page's code`),
      figure(`typing a search ('${search.word}') to the filtered rows painted`, searches, appTargets.search, `${search.shown.total.toLocaleString('en-US')} match; includes the app's 150 ms wait after the last key`),
      figure('a click on the Location header to the re-sorted rows painted', locationSorts, appTargets.sort, 'sort=location.asc, from the default order'),
      figure('a click on the Professional Name header to the re-sorted rows painted', nameSorts, appTargets.sort, 'sort=name.asc, from the Location order'),
    ];
  } finally {
    running.delete(closeBrowser);
    await browser?.close();
  }
};

// --- Each database -------------------------------------------------------------------------------------

const measure = async (database: string, env: Record<string, string>, prepared: { total: number; profileIds: number[] }) => {
  // The server serves the built admin app too, as `npm start` does, for the app's figures.
  const child = spawnNode(['scripts/start.mjs'], {
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_DEMO: '0',
  });
  const stopServer = () => stop(child);
  running.add(stopServer);
  const figures: Figure[] = [];
  const table: Record<string, string | number>[] = [];
  let memory: ReturnType<typeof sampleMemory> | undefined;
  try {
    await waitFor200(`${base}/healthz`, child, { everyMs: 100, timeoutMs: 300_000 });
    if (child.pid === undefined) throw new Error('The server was not started.');
    memory = sampleMemory(serverPid(child.pid));
    const login = await fetch(`${base}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
    if (!login.ok) throw new Error(`Login failed: ${login.status} ${await login.text()}`);
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br, zstd' };
    for (const { name, url, rotate, target } of shapes(prepared.total, prepared.profileIds)) {
      const started = performance.now();
      const first = await fetch(`${base}${url}`, { headers });
      const body = (await first.json()) as { total?: number; data?: unknown[] };
      const firstMs = round(performance.now() - started);
      if (!first.ok) throw new Error(`${url}: ${first.status} ${JSON.stringify(body)}`);
      const options: Options | RotatingOptions = { url: `${base}${url}`, headers, connections, duration, timeout: 30, ...(rotate ? { requests: inTurn(rotate) } : {}) };
      const result: Result = await autocannon(options);
      const failed = result.errors + result.non2xx + result.timeouts;
      const p99 = result.latency.p99;
      const rows = Array.isArray(body.data) ? `total ${body.total ?? 'n/a'}, ${body.data.length} rows; ` : '';
      figures.push({
        name: `${database}: ${name}, p99 at ${connections} connections`,
        value: p99,
        unit: 'ms',
        target: { op: '<=', value: target },
        met: p99 <= target && failed === 0,
        note: `p50 ${result.latency.p50} ms, ${Math.round(result.requests.average)} req/s, ${rows}first request ${firstMs} ms; ${failed} failed`,
      });
      table.push({ database, shape: name, 'p50 ms': result.latency.p50, 'p99 ms': p99, 'req/s': Math.round(result.requests.average), 'first ms': firstMs, total: body.total ?? '', failed });
    }
    console.table(table);

    const app = await measureApp(database, headers);
    console.table(app.map(({ name, value, note }) => ({ figure: name, 'median ms': value, note })));
    figures.push(...app);

    const { peakMb, firstMb, samples } = memory.stop();
    memory = undefined;
    figures.push({
      name: `${database}: server resident memory, peak under the load above`,
      value: round(peakMb),
      unit: 'MB',
      target: { op: '<=', value: targets.memoryMb },
      met: peakMb <= targets.memoryMb,
      note: `${round(firstMb)} MB once started; ${samples} samples`,
    });
    console.log(`${database}: the server's resident memory peaked at ${round(peakMb)} MB (${round(firstMb)} MB once started).`);
  } finally {
    memory?.stop();
    running.delete(stopServer);
    await stop(child);
  }
  return figures;
};

const figures: Figure[] = [];
const seeded: string[] = [];
/** Folders the bench made: the seeded SQLite one, the PostgreSQL server's (it keeps its demo assets there). */
const temporary: string[] = [];
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.allSettled([...running].map((end) => end())).finally(() => {
      for (const folder of temporary) fs.rmSync(folder, { recursive: true, force: true });
      process.exit(130);
    });
  });
}
try {
  let sqliteTotal: number | undefined;
  if (values.only !== 'postgres') {
    let dataDir = values['data-dir'];
    if (!dataDir) {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chairside-bench-lists-'));
      temporary.push(dataDir);
      await prepare({ dataDir });
      seeded.push(`SQLite seeded in ${seed({ DATA_DIR: dataDir }).toFixed(0)} s`);
    }
    const prepared = await prepare({ dataDir });
    sqliteTotal = prepared.total;
    figures.push(...(await measure('SQLite', { DATA_DIR: dataDir }, prepared)));
  }

  const databaseUrl = process.env.BENCH_DATABASE_URL;
  let postgresTotal: number | undefined;
  if (databaseUrl && values.only !== 'sqlite') {
    let prepared = await prepare({ databaseUrl });
    if (prepared.total === 0) {
      seeded.push(`PostgreSQL seeded in ${seed({ DATABASE_URL: databaseUrl }).toFixed(0)} s`);
      prepared = await prepare({ databaseUrl });
    }
    postgresTotal = prepared.total;
    const serverDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chairside-bench-pg-'));
    temporary.push(serverDir);
    figures.push(...(await measure('PostgreSQL', { DATABASE_URL: databaseUrl, DATA_DIR: serverDir }, prepared)));
  }

  const method = [
    `API: autocannon, ${connections} connections for ${duration} s per shape, against the API server started by \`npm start\`'s script ` +
      `(NODE_ENV=production) on the same ${os.cpus().length}-core machine, after one request per shape (reported as "first request": ` +
      `what a server keeps per data version, the counts, is made then). The list shapes are one URL each; the dashboard summary is ` +
      `GET /api/admin/dashboard-summary; the professional profile is GET /api/admin/profile/professional/:id over up to ` +
      `${profileIdCount.toLocaleString('en-US')} ids spread evenly from the lowest professional's to the highest, taken in turn by all ` +
      `connections together. Targets (p99): lists <= ${targets.list} ms, dashboard <= ${targets.dashboard} ms, profile <= ${targets.profile} ms.`,
    `Memory: the server process's resident memory (VmRSS in /proc/<pid>/status of the Node process scripts/start.mjs runs, not of ` +
      `start.mjs itself) read every 100 ms from the server's start until the end of that database's API shapes and app runs; the ` +
      `peak, in MB of 1024 × 1024 bytes. Target <= ${targets.memoryMb} MB.`,
    `App: headless Chromium (Playwright, 1280×800, no throttling) against the production build the same server serves, signed in ` +
      `through the login form with the bench's administrator. Each interaction is real input and is timed, as in the Browser section, ` +
      `from the input event's timeStamp (the pointerdown of a click, the keydown of the last key typed) to the end of the frame that ` +
      `paints the result: a MutationObserver waits until the table's first ${comparedRows} rows link to the accounts the server answers ` +
      `for that view (and, after a header click, until the header's aria-sort says so), then requestAnimationFrame plus a MessageChannel ` +
      `message mark the end of the frame. Every run starts on a freshly loaded page, so no answer is in the app's cache and each figure ` +
      `includes its request (checked: the app asked for that page=1&limit=50 view). Opening: from the click on the sidebar's ` +
      `Professionals link on the dashboard to the first rows; the first run also fetches the page's code, later runs have it in the ` +
      `browser's cache. Search: a first name from the first page typed into the empty search box, timed from its last key, so the app's ` +
      `150 ms wait after typing is included. Sort: a click on Location (from the default order), then on Professional Name. Median of ` +
      `${appRuns} runs each. Targets: opening <= ${appTargets.open} ms, search and sort <= ${appTargets.search} ms.`,
    `Data: seed-demo, seed 1; professionals (and as many salons and suites): ` +
      [sqliteTotal === undefined ? '' : `${sqliteTotal.toLocaleString('en-US')} on SQLite`, postgresTotal === undefined ? '' : `${postgresTotal.toLocaleString('en-US')} on PostgreSQL`]
        .filter(Boolean)
        .join(', ') +
      `${seeded.length > 0 ? ` (${seeded.join('; ')})` : ''}.`,
  ].join('\n\n');
  if (values.out) {
    fs.mkdirSync(path.dirname(values.out), { recursive: true });
    fs.writeFileSync(values.out, `${JSON.stringify({ section: 'Lists', method, figures }, null, 2)}\n`);
    console.log(`Wrote ${values.out}.`);
  }
} finally {
  for (const folder of temporary) fs.rmSync(folder, { recursive: true, force: true });
}
