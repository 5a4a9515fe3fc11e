// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readAccountList, readAccountListItem, timeOf } from './accountReaders';
import { buildProfessionalListItemList, buildSalonListItemList } from './fixtures';
import { professionalsAnswerSchema, salonsAnswerSchema } from './responses';

describe('account list readers', () => {
  it('reads a professional tolerantly: name or fullName, city, UserInformation.createdAt, subscription', () => {
    const row = readAccountListItem('professional', {
      id: 4,
      name: 'Ava Silva',
      isSuspended: true,
      UserInformation: { city: 'Boston', state: 'MA', createdAt: '2025-03-04T10:00:00.000Z' },
      Subscription: [],
    });
    expect(row).toEqual({
      id: 4,
      name: 'Ava Silva',
      location: 'Boston',
      joinedAt: Date.parse('2025-03-04T10:00:00.000Z'),
      isSuspended: true,
      suspendedUntil: null,
      subscribed: false,
      email: null,
      version: null,
    });
    expect(readAccountListItem('professional', { id: 4, version: 7 }).version).toBe(7);
    expect(readAccountListItem('professional', { id: 4, version: '7' }).version).toBeNull();
  });

  it('reads the email and the end of a timed suspension, which only a suspended account has', () => {
    const until = '2026-04-01T09:30:00.000Z';
    const row = readAccountListItem('salon', { id: 7, email: ' hi@salon.example ', isSuspended: true, suspendedUntil: until });
    expect(row).toMatchObject({ email: 'hi@salon.example', isSuspended: true, suspendedUntil: Date.parse(until) });
    expect(readAccountListItem('salon', { id: 7, isSuspended: false, suspendedUntil: until }).suspendedUntil).toBeNull();
    expect(readAccountListItem('salon', { id: 7, email: '', isSuspended: true, suspendedUntil: 'soon' })).toMatchObject({ email: null, suspendedUntil: null });
  });

  it("leaves missing values empty so a table shows 'N/A' and sorts them last", () => {
    const row = readAccountListItem('salon', { id: 5, fullName: '  ', UserInformation: { city: '', createdAt: 'not a date' } });
    expect(row).toMatchObject({ name: 'N/A', location: null, joinedAt: null, isSuspended: false, subscribed: false });
  });

  it("gives a suite 'city, state' and its own createdAt, and counts a single subscription value", () => {
    const row = readAccountListItem('private-suite', {
      id: 6,
      fullName: 'Halo Suites',
      createdAt: '2024-12-31T23:30:00.000Z',
      UserInformation: { city: 'Miami', state: 'FL', createdAt: '2020-01-01T00:00:00.000Z' },
      Subscription: { name: 'Pro' },
    });
    expect(row).toMatchObject({ location: 'Miami, FL', joinedAt: Date.parse('2024-12-31T23:30:00.000Z'), subscribed: true });
  });

  it('reads a plain array as one page and `{ data, totalPages }` as given', () => {
    expect(readAccountList('salon', [{ id: 1, name: 'A' }])).toMatchObject({ rows: [{ id: 1, name: 'A' }], totalPages: 1 });
    expect(readAccountList('private-suite', { data: [{ id: 2, fullName: 'B' }], totalPages: 3, total: 25 })).toMatchObject({
      rows: [{ id: 2, name: 'B' }],
      totalPages: 3,
      total: 25,
    });
    expect(readAccountList('salon', [{ id: 1 }, { id: 2 }]).total).toBe(2);
    expect(readAccountList('professional', null)).toEqual({ rows: [], totalPages: 1, total: 0, mode: 'client' });
  });

  it("tells the server's ordered page (total and limit beside the data) from the spec's answers, which the table orders", () => {
    expect(readAccountList('salon', [{ id: 1 }]).mode).toBe('client');
    expect(readAccountList('private-suite', { data: [], totalPages: 3 }).mode).toBe('client');
    expect(readAccountList('private-suite', { data: [], totalPages: 3, total: 25 }).mode).toBe('client');
    expect(readAccountList('private-suite', { data: [], totalPages: 3, total: 25, limit: '10' }).mode).toBe('client');
    expect(readAccountList('professional', { data: [], totalPages: 3, total: 25, page: 1, limit: 10 }).mode).toBe('server');
  });

  it('reads both answers of the professionals and salons lists: the plain array and a page', () => {
    const items = buildProfessionalListItemList(3);
    const plain = professionalsAnswerSchema.parse(items);
    const page = professionalsAnswerSchema.parse({ data: items.slice(1), total: 45, page: 2, limit: 2, totalPages: 23 });
    expect(readAccountList('professional', plain)).toMatchObject({ totalPages: 1, total: 3 });
    expect(readAccountList('professional', page)).toMatchObject({ totalPages: 23, total: 45, mode: 'server' });
    expect(readAccountList('professional', page).rows).toEqual(readAccountList('professional', plain).rows.slice(1));
    const salons = buildSalonListItemList(2);
    expect(readAccountList('salon', salonsAnswerSchema.parse({ data: salons, total: 2, page: 1, limit: 10, totalPages: 1 })).rows.map((row) => row.id)).toEqual(
      salons.map((salon) => salon.id),
    );
  });

  it('rejects non-dates', () => {
    expect(timeOf(null)).toBeNull();
    expect(timeOf('2025-01-01')).toBe(Date.UTC(2025, 0, 1));
  });
});
