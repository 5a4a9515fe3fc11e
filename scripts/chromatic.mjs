// Publishes Storybook to Chromatic for teams that have a project. Without CHROMATIC_PROJECT_TOKEN it
// does nothing and says so (exit 0): no upload, no build, nothing written. The local visual tests
// (`npm run test:visual`) are what CI runs.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('Chromatic: CHROMATIC_PROJECT_TOKEN is not set, so nothing was built or uploaded.');
  console.log('Set it to your project token to publish Storybook; chromatic.config.json holds the settings.');
  process.exit(0);
}
// The token reaches chromatic through the environment only, never on a command line that logs show.
const result = spawnSync('npx', ['chromatic', '--config-file', 'chromatic.config.json', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
