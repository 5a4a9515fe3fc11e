import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasSubscription } from '@chairside/api-contract';
import { failing, handle, hanging, isCallOf } from '../../mocks/handlers';
import { db, salonItems } from '../../mocks/db';
import { renderRoute } from '../../test/renderRoute';
import { server, setupMockServer } from '../../test/server';

setupMockServer();
afterEach(() => vi.restoreAllMocks());

const newestFirst = () => salonItems().toSorted((a, b) => Date.parse(b.UserInformation.createdAt) - Date.parse(a.UserInformation.createdAt));

async function openList(path = '/salons') {
  const view = renderRoute(path);
  const table = await screen.findByRole('table', { name: 'Salons' });
  return { ...view, table, user: userEvent.setup() };
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const names = (table: HTMLElement) => bodyRows(table).map((row) => within(row).queryByRole('link')?.textContent ?? '');

describe('SalonsList', () => {
  it('shows the title, a search box, the columns and every salon newest first, with Yes/No subscriptions', async () => {
    const { table } = await openList();
    expect(screen.getByRole('heading', { level: 1, name: 'Salons' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Salon Name', 'Location', 'Joining Date', 'Subscription', 'Action', 'Delete']);
    expect(names(table)).toEqual(newestFirst().map((item) => item.fullName));
    bodyRows(table).forEach((row, index) => {
      const item = newestFirst()[index]!;
      expect(within(row).getByText(hasSubscription(item.Subscription) ? 'Yes' : 'No')).toBeInTheDocument();
    });
    const first = newestFirst()[0]!;
    expect(within(table).getByRole('link', { name: first.fullName })).toHaveAttribute('href', `/salons/${first.id}`);
  });

  it('searches across columns, and a shared link restores the search and sort', async () => {
    const target = newestFirst()[2]!;
    const { table, user, router } = await openList();
    await user.type(screen.getByRole('searchbox'), target.fullName);
    await waitFor(() => expect(names(table)).toEqual([target.fullName]));
    await user.click(within(table).getByRole('button', { name: 'Subscription' }));
    const link = `${router.state.location.pathname}${router.state.location.search}`;
    expect(link).toContain('sort=subscription.asc');

    const again = renderRoute(link);
    const tables = await screen.findAllByRole('table', { name: 'Salons' });
    const restored = tables.at(-1)!;
    expect(within(restored).getByRole('columnheader', { name: 'Subscription' })).toHaveAttribute('aria-sort', 'ascending');
    await waitFor(() => expect(names(restored)).toEqual([target.fullName]));
    again.unmount();
  });

  it('shows a skeleton of 10 rows while loading', async () => {
    server.use(hanging('listSalons'));
    renderRoute('/salons');
    const status = await screen.findByRole('status', { name: 'Loading salons' });
    expect(within(status).getAllByRole('row', { hidden: true })).toHaveLength(11);
  });

  it("shows 'Error: Failed to fetch salons' when the list fails", async () => {
    server.use(failing('listSalons', 500, 'Database unavailable.'));
    renderRoute('/salons');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Failed to fetch salons');
  });

  it('offers Try again after a failure and shows the list once the server answers again', async () => {
    let down = true;
    server.use(handle('listSalons', () => (down ? HttpResponse.json({ message: 'Server unavailable.' }, { status: 503 }) : undefined)));
    renderRoute('/salons');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Failed to fetch salons');
    down = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    const table = await screen.findByRole('table', { name: 'Salons' });
    expect(bodyRows(table)).toHaveLength(salonItems().length);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('clears the stored session and goes to /login on 401', async () => {
    server.use(failing('listSalons', 401, 'Authentication required. Please log in.'));
    const { router } = renderRoute('/salons');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem('auth')).toBeNull();
  });

  it('asks the salon questions; declining changes nothing, confirming suspends at once', async () => {
    let calls = 0;
    server.events.on('request:start', ({ request }) => {
      if (isCallOf('suspendSalon', request) || isCallOf('unsuspendSalon', request)) calls += 1;
    });
    const { table, user } = await openList();
    const row = bodyRows(table).find((candidate) => within(candidate).queryByRole('button', { name: /^Suspend / }))!;
    const name = within(row).getByRole('link').textContent!;
    await user.click(within(row).getByRole('button', { name: `Suspend ${name}` }));
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to suspend this salon?');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls).toBe(0);

    await user.click(within(row).getByRole('button', { name: `Suspend ${name}` }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(row).findByRole('button', { name: `Unsuspend ${name}` })).toBeInTheDocument();
    await waitFor(() => expect(db.salons.find((item) => item.fullName === name)?.isSuspended).toBe(true));
    expect(calls).toBe(1);
  });

  it('rolls back a refused unsuspend and a refused delete with the spec words', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const suspendedId = db.salons[0]!.id;
    db.salons[0]!.isSuspended = true;
    server.use(
      failing('unsuspendSalon', 500, 'No.'),
      failing('deleteUser', 500, 'No.'),
    );
    const { table, user } = await openList();
    const name = db.salons.find((item) => item.id === suspendedId)!.fullName;
    await user.click(within(table).getByRole('button', { name: `Unsuspend ${name}` }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to unsuspend this salon?');
    await user.click(within(dialog).getByRole('button', { name: 'Unsuspend' }));
    expect(await screen.findByText('Failed to unsuspend salon')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: `Unsuspend ${name}` })).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: `Delete ${name}` }));
    const deleteDialog = await screen.findByRole('alertdialog');
    expect(deleteDialog).toHaveTextContent('Are you sure you want to delete this salon?');
    await user.click(within(deleteDialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete salon')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Failed to unsuspend salon', expect.anything());
    expect(logged).toHaveBeenCalledWith('Failed to delete salon', expect.anything());
  });

  it('deletes a salon after confirmation', async () => {
    server.use(handle('listSalons', () => HttpResponse.json(salonItems().slice(0, 2))));
    const { table, user } = await openList();
    const name = names(table)[0]!;
    await user.click(within(table).getByRole('button', { name: `Delete ${name}` }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(bodyRows(table)).toHaveLength(1));
    expect(within(table).queryByRole('link', { name })).not.toBeInTheDocument();
  });
});
