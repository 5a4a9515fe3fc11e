/** What the sessions list says of a session's browser and system, read from its user agent. */
export type UserAgentSummary = { browser: string; system: string };

export const unknownBrowser = 'Unknown browser';
export const unknownSystem = 'Unknown system';

/*
 * First match wins, so the order matters: every Chromium browser also says 'Chrome/' and 'Safari/',
 * and Chrome says 'Safari/' too; Edge and Opera are told apart by their own tokens first, and the
 * iOS builds of Chrome, Firefox, Edge and Opera (CriOS, FxiOS, EdgiOS, OPT/OPiOS) by theirs.
 */
const browsers: readonly (readonly [name: string, pattern: RegExp])[] = [
  ['Edge', /\bEdg(?:e|A|iOS)?\//],
  ['Opera', /\b(?:OPR|OPT|OPiOS|Opera)\b/],
  ['Firefox', /\b(?:Firefox|FxiOS)\//],
  ['Chromium', /\bChromium\//],
  ['Chrome', /\b(?:Chrome|CriOS)\//],
  ['Safari', /\bSafari\//],
];

/*
 * iOS before macOS (an iPhone says 'like Mac OS X'), Android and ChromeOS before Linux (both say
 * 'Linux'). An iPad asking for desktop sites says 'Macintosh' and is read as macOS, as it asks to be.
 */
const systems: readonly (readonly [name: string, pattern: RegExp])[] = [
  ['iOS', /\b(?:iPhone|iPad|iPod)\b/],
  ['Android', /\bAndroid\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['Windows', /\bWindows\b/],
  ['macOS', /\b(?:Macintosh|Mac OS X)\b/],
  ['Linux', /\b(?:Linux|X11)\b/],
];

const firstMatch = (text: string, table: typeof browsers, fallback: string) => table.find(([, pattern]) => pattern.test(text))?.[0] ?? fallback;

/**
 * The browser (Chrome, Chromium, Edge, Firefox, Safari, Opera) and system (Windows, macOS, iOS,
 * Android, Linux, ChromeOS) a user agent names; 'Unknown browser' or 'Unknown system' for anything
 * else, and for a session the server saw no user agent for.
 */
export function describeUserAgent(userAgent: string | null | undefined): UserAgentSummary {
  const text = userAgent?.trim() ?? '';
  return { browser: firstMatch(text, browsers, unknownBrowser), system: firstMatch(text, systems, unknownSystem) };
}
