import { describe, expect, it } from 'vitest';
import { formatJoined, toTableRows } from './accountRows';
import { formatShortDateTime } from './moderationTexts';
import { formatSort, parseSort } from './useTableUrlState';

describe('list rows', () => {
  it('formats joining dates in UTC, and none as null', () => {
    expect(formatJoined(Date.UTC(2025, 0, 1))).toBe('Jan 1, 2025');
    const [row] = toTableRows([{ id: 1, name: 'A', location: null, joinedAt: Date.UTC(2024, 11, 31, 23, 30), isSuspended: false, suspendedUntil: null, subscribed: false, email: null, version: 1 }]);
    expect(row?.joined).toBe('Dec 31, 2024');
    expect(toTableRows([{ ...row!, joinedAt: null }])[0]?.joined).toBeNull();
  });

  it("words the status: 'Active', 'Suspended', or 'Suspended until' a timed suspension's end in local time", () => {
    const until = Date.UTC(2026, 2, 21, 9, 30);
    const base = { id: 1, name: 'A', location: null, joinedAt: null, subscribed: false, email: null, version: 1 };
    const statuses = toTableRows([
      { ...base, isSuspended: false, suspendedUntil: null },
      { ...base, isSuspended: true, suspendedUntil: null },
      { ...base, isSuspended: true, suspendedUntil: until },
    ]).map((row) => row.status);
    expect(statuses).toEqual(['Active', 'Suspended', `Suspended until ${formatShortDateTime(until)}`]);
    expect(formatShortDateTime(until)).toBe(new Date(until).toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'short' }));
  });
});

describe('sort in the URL', () => {
  it('round-trips a sort and rejects anything else', () => {
    expect(parseSort('joiningDate.desc')).toEqual({ columnId: 'joiningDate', direction: 'descending' });
    expect(formatSort({ columnId: 'name', direction: 'ascending' })).toBe('name.asc');
    for (const text of [null, '', 'name', 'name.up', '.asc', 'a b.asc']) expect(parseSort(text)).toBeUndefined();
  });
});
