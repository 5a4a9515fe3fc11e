/*
 * Text written by others in the emails we send: an inviter's name, a staff member's notice,
 * an account holder's name inside it. Set apart from ours, it cannot pass for what Chairside says: a
 * name is data in quotes after a label (`Invited by: "Ana"`), a message is quoted line by line under a
 * line of ours that says who wrote it. The contract refuses line breaks in names and bidi controls
 * everywhere, but rows written before that rule (and names the marketplace stores) may still hold them,
 * so both helpers make them harmless again rather than trust what is stored.
 */

/** Characters shown as U+FFFD: control characters (tab and line breaks are dealt with apart) and bidi controls. */
const unsafe = /[^\P{Cc}\t\n\r\v\f\u0085]|[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/** Every line break a mail reader may break a line at. */
const lineBreak = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/u;

const replacement = '\uFFFD';

/**
 * A name or another one-line value someone else wrote, as data inside a sentence of ours: in double
 * quotes, on one line (any line break or tab becomes a space), its own double quotes and backslashes
 * escaped so it cannot seem to end early.
 */
export const quotedValue = (text: string): string =>
  `"${text
    .split(lineBreak)
    .join(' ')
    .replace(/\t/g, ' ')
    .replace(unsafe, replacement)
    .replace(/[\\"]/g, (char) => `\\${char}`)}"`;

/**
 * A message someone else wrote, under `label` (a line of ours saying whose it is): each of its lines
 * prefixed with "> " ("> " alone is trimmed to ">" on a blank line), so none of it can start a line of
 * its own that reads as ours. Returns the lines, for the caller to join with the rest of the email.
 */
export const quotedBlock = (label: string, text: string): string[] => [
  label,
  '',
  ...text.split(lineBreak).map((line) => {
    const safe = line.replace(unsafe, replacement).trimEnd();
    return safe === '' ? '>' : `> ${safe}`;
  }),
];
