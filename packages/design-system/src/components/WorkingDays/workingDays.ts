/** The days of the week in the order the SPEC lists them, Monday first. */
export const weekdays = [
  { short: 'Mon', full: 'Monday' },
  { short: 'Tue', full: 'Tuesday' },
  { short: 'Wed', full: 'Wednesday' },
  { short: 'Thu', full: 'Thursday' },
  { short: 'Fri', full: 'Friday' },
  { short: 'Sat', full: 'Saturday' },
  { short: 'Sun', full: 'Sunday' },
] as const;
export type Weekday = (typeof weekdays)[number];

/** Working days as stored: a comma-separated string of full day names, a list of them, or nothing. */
export type WorkingDaysInput = string | readonly string[] | null | undefined;

/**
 * The day a word names, or undefined. Any case; the full name, or any start of it of three letters
 * or more ('mon', 'Tues', 'THURS'), so abbreviations already stored are understood too.
 */
export function weekdayOf(word: string): Weekday | undefined {
  const lower = word.trim().toLowerCase();
  if (lower.length < 3) return undefined;
  return weekdays.find((day) => day.full.toLowerCase().startsWith(lower));
}

/**
 * The days named in the input, each once, in week order (Monday to Sunday). Names may be separated
 * by commas, semicolons or white space, in any case and with extra spaces; words that name no day
 * are left out.
 */
export function parseWorkingDays(input: WorkingDaysInput): Weekday[] {
  if (input === null || input === undefined) return [];
  const words = (typeof input === 'string' ? [input] : input).flatMap((part) => String(part).split(/[\s,;]+/));
  const named = new Set<Weekday>();
  for (const word of words) {
    const day = weekdayOf(word);
    if (day) named.add(day);
  }
  return weekdays.filter((day) => named.has(day));
}

/** 'Mon Tue Fri': the days abbreviated, space-separated, in week order; '' when there are none. */
export function formatWorkingDays(input: WorkingDaysInput): string {
  return parseWorkingDays(input)
    .map((day) => day.short)
    .join(' ');
}
