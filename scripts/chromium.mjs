// One place that knows how to start Chromium here. Browsers cannot be downloaded on these machines,
// so Playwright and Vitest drive Debian's /usr/bin/chromium; CHROMIUM_PATH points elsewhere on a
// laptop, and an unset path on a machine without it falls back to Playwright's own browser.
import { existsSync } from 'node:fs';

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
];

export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

/** Launch options for Playwright's chromium.launch(). */
export function chromiumLaunchOptions() {
  const executablePath = chromiumPath();
  return executablePath ? { executablePath, args: chromiumFlags } : { args: chromiumFlags };
}
