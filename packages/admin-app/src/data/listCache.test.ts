import { describe, expect, it } from 'vitest';
import type { AccountListPage, AccountListRow } from '@chairside/api-contract';
import { withBulk, withoutRows, withState } from './useModeration';

const row = (id: number, more: Partial<AccountListRow> = {}): AccountListRow => ({
  id,
  name: `Account ${id}`,
  location: null,
  joinedAt: null,
  isSuspended: false,
  suspendedUntil: null,
  subscribed: false,
  email: null,
  version: 1,
  ...more,
});
const page: AccountListPage = { rows: [row(1), row(2), row(3)], totalPages: 1, total: 3, mode: 'client' };

describe('the cached list page after an action elsewhere', () => {
  it("shows one account as a 409 says it stands, leaving the other rows as they were", () => {
    const next = withState(page, { id: 2, role: 'salon', fullName: 'Account 2', email: 'a@b.c', isSuspended: true, suspendedUntil: '2030-03-21T09:30:00.000Z', version: 5 });
    expect(next?.rows[1]).toMatchObject({ isSuspended: true, suspendedUntil: Date.parse('2030-03-21T09:30:00.000Z'), version: 5 });
    expect(next?.rows[0]).toBe(page.rows[0]);
    expect(withState(undefined, { id: 2, role: 'salon', fullName: '', email: '', isSuspended: true, suspendedUntil: null, version: 5 })).toBeUndefined();
  });

  it('drops the rows of accounts that are gone, lowering the total, and keeps the page when none were there', () => {
    expect(withoutRows(page, new Set(['1', '3']))).toEqual({ rows: [page.rows[1]], totalPages: 1, total: 1, mode: 'client' });
    expect(withoutRows(page, new Set(['9']))).toBe(page);
  });

  it('applies a bulk action to the accounts it went through for, with their versions now', () => {
    const suspended = withBulk(page, 'suspend', [{ id: '1', version: 2 }, { id: '3' }], '2030-01-01T00:00:00.000Z');
    expect(suspended?.rows.map((item) => [item.isSuspended, item.suspendedUntil, item.version])).toEqual([
      [true, Date.parse('2030-01-01T00:00:00.000Z'), 2],
      [false, null, 1],
      [true, Date.parse('2030-01-01T00:00:00.000Z'), 1],
    ]);
    expect(withBulk(page, 'delete', [{ id: '2' }])?.rows.map((item) => item.id)).toEqual([1, 3]);
    expect(withBulk(page, 'unsuspend', [])).toBe(page);
  });
});
