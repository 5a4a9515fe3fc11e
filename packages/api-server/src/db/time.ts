/**
 * Timestamps are stored as `Date#toISOString()` text: fixed width and UTC, so comparing the text
 * compares the instants on SQLite and PostgreSQL alike.
 */
export const iso = (date: Date): string => date.toISOString();

export const addSeconds = (date: Date, seconds: number): Date => new Date(date.getTime() + seconds * 1000);

/** Midnight UTC on the first day of the date's calendar month. */
export const startOfMonthUtc = (date: Date): Date => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
