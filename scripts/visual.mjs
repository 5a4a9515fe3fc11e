// Local visual regression: builds Storybook statically when the build is missing or stale, then
// compares a screenshot of every design-system story (light and dark) with the committed baselines
// in visual/baselines/. `--update` rewrites the baselines after an intended change.
import { spawnSync } from 'node:child_process';

const update = process.argv.includes('--update');
const run = (command, args) => spawnSync(command, args, { stdio: 'inherit', shell: false });

if (!process.argv.includes('--no-build')) {
  const build = run('npx', ['storybook', 'build', '-o', 'storybook-static', '--quiet']);
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const args = ['playwright', 'test', '--project', 'visual'];
if (update) args.push('--update-snapshots');
const result = run('npx', args);
process.exit(result.status ?? 1);
