import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@chairside/design-system';
import { isCallOf } from '../../mocks/handlers';
import { db, type DeletedRecord } from '../../mocks/db';
import { renderRoute } from '../../test/renderRoute';
import { requestsWhere, setupMockServer } from '../../test/server';
import { itSignsOutOn401 } from '../../test/session';
import { userEvent } from '../../test/stories';

setupMockServer();
afterEach(() => {
  vi.restoreAllMocks();
  toast.dismiss();
});

/*
 * What the stories cannot show: the page in the URL, an account gone meanwhile, and Undo after a
 * restore putting the account back among the deleted.
 */

const openPage = async (path = '/recently-deleted') => {
  const view = renderRoute(path);
  const table = await screen.findByRole('table', { name: 'Recently deleted' });
  return { ...view, table, user: userEvent.setup() };
};

const names = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0]!.textContent);

/** `count` more deleted accounts, copies of the first with their own ids and names, deleted earlier. */
function moreDeleted(count: number) {
  const [first] = db.deleted as [DeletedRecord];
  for (let index = 0; index < count; index += 1) {
    db.deleted.push({
      ...first,
      account: { ...first.account, id: 50_000 + index, fullName: `Deleted ${index + 1}`, email: `deleted${index}@example.com` },
      deletedAt: new Date(Date.parse(first.deletedAt) - (index + 1) * 60_000).toISOString(),
    });
  }
}

describe('RecentlyDeleted', () => {
  it('pages through 20 at a time, the page in the URL', async () => {
    moreDeleted(20);
    const calls = requestsWhere((request) => isCallOf('listDeletedAccounts', request));
    const { table, user, router } = await openPage();
    expect(calls[0]?.search).toBe('?page=1&limit=20');
    expect(names(table)).toHaveLength(20);
    await user.click(within(screen.getByRole('navigation', { name: 'Recently deleted pages' })).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(names(table)).toHaveLength(db.deleted.length - 20));
    expect(router.state.location.search).toBe('?page=2');
    expect(calls.at(-1)?.search).toBe('?page=2&limit=20');
  });

  it("closes the dialog with the server's message and drops the row when the account is gone meanwhile", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { table, user } = await openPage();
    const [first] = names(table);
    db.deleted.splice(0, 1);
    await user.click(within(table).getByRole('button', { name: `Restore ${first}` }));
    await user.click(within(await screen.findByRole('alertdialog', { name: `Restore ${first}?` })).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Not found.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(names(table)).not.toContain(first));
  });

  it('puts a restored account back among the deleted when its toast is undone', async () => {
    const { table, user } = await openPage();
    const [first] = names(table);
    await user.click(within(table).getByRole('button', { name: `Restore ${first}` }));
    await user.click(within(await screen.findByRole('alertdialog', { name: `Restore ${first}?` })).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Professional restored.')).toBeInTheDocument();
    await waitFor(() => expect(names(table)).not.toContain(first));
    // The dialog's closing gives the page back its pointer a moment after it is gone.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(document.body.style.pointerEvents).not.toBe('none'));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Undone.')).toBeInTheDocument();
    await waitFor(() => expect(names(table)).toContain(first));
    expect(db.professionals.some((account) => account.fullName === first)).toBe(false);
  });

  itSignsOutOn401('listDeletedAccounts', '/recently-deleted');
});
