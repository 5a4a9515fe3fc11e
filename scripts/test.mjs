// `npm test`: every check of the repository in one run, then one table of what passed and failed.
// Each step runs even when an earlier one failed, so one run shows every problem; the exit code is
// non-zero when any step failed or any test failed.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

// Not Playwright's test-results/, which each Playwright run empties when it starts.
const resultsDir = 'test-reports';
mkdirSync(resultsDir, { recursive: true });

/** Reads Vitest's JSON report: passed, failed and skipped tests. */
function vitestCounts(file) {
  if (!existsSync(file)) return undefined;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  // A file that fails to import has no tests but counts as a failure.
  const brokenFiles = report.testResults.filter((result) => result.status === 'failed' && result.assertionResults.length === 0).length;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + brokenFiles,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

/** Reads Playwright's JSON report. */
function playwrightCounts(file) {
  if (!existsSync(file)) return undefined;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: stats.expected, failed: stats.unexpected + stats.flaky, skipped: stats.skipped };
}

const vitest = (projects, label, env) => ({
  name: label,
  command: 'npx',
  env,
  args: [
    'vitest',
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${resultsDir}/${projects.join('+')}.json`,
  ],
  report: `${resultsDir}/${projects.join('+')}.json`,
  counts: vitestCounts,
});

/** A step whose Playwright run writes its JSON report (named `report`) where the summary reads it. */
const playwright = (name, report, [command, ...args], needs) => ({
  name,
  command,
  args,
  env: { PLAYWRIGHT_JSON_FILE: `${resultsDir}/${report}.json` },
  report: `${resultsDir}/${report}.json`,
  counts: playwrightCounts,
  needs,
});

const steps = [
  { name: 'Type-check (tsc -b)', command: 'npx', args: ['tsc', '-b'] },
  { name: 'Lint (oxlint)', command: 'npx', args: ['oxlint', '--max-warnings=0'] },
  vitest(['unit', 'unit-dom'], 'Unit tests (Node, jsdom)'),
  // The app's screens played with axe in the light theme, and checked in dark with the colour rules where
  // their play ends (.storybook/preview.tsx). The design system's stories are played, with axe, in both
  // themes by the visual run, from the static build; the few tagged `misuse`, which prove checks of
  // React's development build only, by the unit tests (misuseStories.test.tsx).
  vitest(['storybook'], 'App screens + axe (Chromium; light, and dark where each play ends)', { CHAIRSIDE_APP_SCREENS_ONLY: '1' }),
  // A run of its own: beside the stories, a second browser on this two-core machine slowed their plays
  // past their waits.
  vitest(['ssr'], 'Every design-system story rendered on a server (Node) and hydrated (Chromium)'),
  { name: 'Storybook static build', command: 'npx', args: ['storybook', 'build', '-o', 'storybook-static', '--quiet'] },
  // Three pages at once: with two, a fifth of this two-core machine idled while pages loaded (281 s; 241 s).
  playwright('Visual regression (Chromium)', 'visual', ['npx', 'playwright', 'test', '--project', 'visual', '--workers=3'], 'Storybook static build'),
  playwright('Design system package: publint, attw, used on React 18 and 19, rendered on a server', 'consumer', ['node', 'packages/design-system/consumer-test/run.mjs']),
  { name: 'Admin app build', command: 'npm', args: ['run', 'build', '--workspace', '@chairside/admin-app'] },
  // The gzipped sizes of that build against issue 7's budgets (login, editor, each route, CSS).
  { name: 'Bundle budget', command: 'node', args: ['scripts/bundle-budget.mjs'], needs: 'Admin app build' },
  playwright('End-to-end (Chromium, npm start)', 'e2e', ['npx', 'playwright', 'test', '--project', 'e2e'], 'Admin app build'),
];

// Every process a step starts inherits this mark, so whatever outlives the run can be found after it.
const runMark = `${process.pid}-${Date.now()}`;

function run(step) {
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      stdio: 'inherit',
      env: { ...process.env, FORCE_COLOR: '1', CHAIRSIDE_TEST_RUN: runMark, ...step.env },
    });
    child.on('close', (code) => resolve(code ?? 1));
    child.on('error', () => resolve(1));
  });
}

const runStarted = Date.now();
const outcomes = [];
for (const step of steps) {
  if (step.needs && outcomes.find((outcome) => outcome.name === step.needs)?.code !== 0) {
    outcomes.push({ name: step.name, code: 1, seconds: 0, note: `not run: ${step.needs} failed` });
    continue;
  }
  if (step.report) rmSync(step.report, { force: true });
  console.log(`\n━━ ${step.name} ━━ ${step.command} ${step.args.join(' ')}`);
  const started = Date.now();
  const code = await run(step);
  const seconds = (Date.now() - started) / 1000;
  const counts = step.counts?.(step.report);
  // A runner that exits 0 without a report, or with failures in it, still fails the step.
  const failed = code !== 0 || (step.counts && (!counts || counts.failed > 0));
  outcomes.push({ name: step.name, code: failed ? code || 1 : 0, seconds, counts });
}

/** Processes still alive that carry this run's mark: servers, browsers or workers a step left behind. */
function leftovers() {
  const found = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      if (!readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0').includes(`CHAIRSIDE_TEST_RUN=${runMark}`)) continue;
      found.push({ pid: Number(entry), command: readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').join(' ').trim().slice(0, 120) });
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return found;
}

// The test run must leave nothing running (issue 6): a process shutting down gets ten seconds.
if (existsSync('/proc/self/environ')) {
  let left = leftovers();
  for (let waited = 0; left.length > 0 && waited < 10_000; waited += 500) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    left = leftovers();
  }
  outcomes.push({
    name: 'No process left running',
    code: left.length > 0 ? 1 : 0,
    seconds: 0,
    counts: { passed: left.length > 0 ? 0 : 1, failed: left.length > 0 ? 1 : 0, skipped: 0 },
    note: left.map((leftover) => `${leftover.pid} ${leftover.command}`).join('; '),
  });
  for (const { pid } of left) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

const pad = (text, width) => String(text).padEnd(width);
const rows = outcomes.map((outcome) => [
  outcome.code === 0 ? 'PASS' : 'FAIL',
  outcome.name,
  outcome.counts ? String(outcome.counts.passed) : '-',
  outcome.counts ? String(outcome.counts.failed) : '-',
  outcome.counts ? String(outcome.counts.skipped) : '-',
  `${outcome.seconds.toFixed(1)}s`,
  outcome.note ?? '',
]);
const header = ['', 'step', 'passed', 'failed', 'skipped', 'time', ''];
const widths = header.map((_, column) => Math.max(header[column].length, ...rows.map((row) => row[column].length)));
console.log('\n━━ Summary ━━');
for (const row of [header, ...rows]) console.log(row.map((cell, column) => pad(cell, widths[column])).join('  ').trimEnd());
const total = outcomes.reduce(
  (sum, outcome) => ({
    passed: sum.passed + (outcome.counts?.passed ?? 0),
    failed: sum.failed + (outcome.counts?.failed ?? 0),
    skipped: sum.skipped + (outcome.counts?.skipped ?? 0),
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
const failedSteps = outcomes.filter((outcome) => outcome.code !== 0);

// For `npm run bench`, which reports how long the last full run took.
const summary = {
  date: new Date(runStarted).toISOString(),
  seconds: Math.round((Date.now() - runStarted) / 100) / 10,
  steps: outcomes.map((outcome) => ({
    name: outcome.name,
    passed: outcome.counts?.passed ?? 0,
    failed: outcome.counts?.failed ?? 0,
    skipped: outcome.counts?.skipped ?? 0,
    seconds: Math.round(outcome.seconds * 10) / 10,
    ok: outcome.code === 0,
  })),
};
writeFileSync(`${resultsDir}/summary.json`, `${JSON.stringify(summary, null, 2)}\n`);
console.log(
  `\nTests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped. Steps: ${outcomes.length - failedSteps.length} passed, ${failedSteps.length} failed.`,
);
if (failedSteps.length > 0) {
  console.log(`FAILED: ${failedSteps.map((outcome) => outcome.name).join('; ')}`);
  process.exit(1);
}
console.log('ALL PASSED');
