import { describe, expect, it } from 'vitest';
import { formatJoined, privateSuiteRow, professionalRow, timeOf } from './accountRows';
import { formatSort, parseSort } from './useTableUrlState';

describe('list rows', () => {
  it('reads a professional tolerantly: name or fullName, city, UserInformation.createdAt, subscription', () => {
    const row = professionalRow({
      id: 4,
      name: 'Ava Silva',
      isSuspended: true,
      UserInformation: { city: 'Boston', state: 'MA', createdAt: '2025-03-04T10:00:00.000Z' },
      Subscription: [],
    } as never);
    expect(row).toEqual({
      id: 4,
      name: 'Ava Silva',
      location: 'Boston',
      joinedAt: Date.parse('2025-03-04T10:00:00.000Z'),
      joined: 'Mar 4, 2025',
      isSuspended: true,
      subscribed: false,
    });
  });

  it("leaves missing values empty so the table shows 'N/A' and sorts them last", () => {
    const row = professionalRow({ id: 5, fullName: '  ', UserInformation: { city: '', createdAt: 'not a date' } } as never);
    expect(row).toMatchObject({ name: 'N/A', location: null, joinedAt: null, joined: null, isSuspended: false, subscribed: false });
  });

  it("gives a suite 'city, state' and its own createdAt, and counts a single subscription value", () => {
    const row = privateSuiteRow({
      id: 6,
      fullName: 'Halo Suites',
      createdAt: '2024-12-31T23:30:00.000Z',
      UserInformation: { city: 'Miami', state: 'FL', createdAt: '2020-01-01T00:00:00.000Z' },
      Subscription: { name: 'Pro' },
    } as never);
    expect(row).toMatchObject({ location: 'Miami, FL', joined: 'Dec 31, 2024', subscribed: true });
  });

  it('formats dates in UTC and rejects non-dates', () => {
    expect(timeOf(null)).toBeNull();
    expect(timeOf('2025-01-01')).toBe(Date.UTC(2025, 0, 1));
    expect(formatJoined(Date.UTC(2025, 0, 1))).toBe('Jan 1, 2025');
  });
});

describe('sort in the URL', () => {
  it('round-trips a sort and rejects anything else', () => {
    expect(parseSort('joiningDate.desc')).toEqual({ columnId: 'joiningDate', direction: 'descending' });
    expect(formatSort({ columnId: 'name', direction: 'ascending' })).toBe('name.asc');
    for (const text of [null, '', 'name', 'name.up', '.asc', 'a b.asc']) expect(parseSort(text)).toBeUndefined();
  });
});
