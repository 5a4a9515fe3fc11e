import type { AccountListRow } from '@chairside/api-contract';
import { accountStatusText } from './moderationTexts';

/** A row of an account list as the table shows it: the read row and its joining date as text. */
export type AccountRow = AccountListRow & {
  /** The joining date as shown; null when there is none (the table shows 'N/A'). */
  joined: string | null;
  /** The Status cell: 'Active', 'Suspended', or 'Suspended until {date}' for a timed suspension. */
  status: string;
};

// A fixed locale and UTC so a date reads the same for every administrator and in tests.
const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** 'Mar 4, 2025', or null for no date. */
export const formatJoined = (time: number | null): string | null => (time === null ? null : dateFormat.format(time));

/** The rows of a list with their dates and status as text, formatted once per answer rather than per render. */
export const toTableRows = (rows: readonly AccountListRow[]): AccountRow[] =>
  rows.map((row) => ({ ...row, joined: formatJoined(row.joinedAt), status: accountStatusText(row) }));
