import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failing, handle, hanging } from '../../mocks/handlers';
import { db, professionalItems } from '../../mocks/db';
import { renderRoute } from '../../test/renderRoute';
import { server, setupMockServer } from '../../test/server';

setupMockServer();
afterEach(() => vi.restoreAllMocks());

const newestFirst = () =>
  professionalItems().toSorted((a, b) => Date.parse(b.UserInformation.createdAt) - Date.parse(a.UserInformation.createdAt));

async function openList(path = '/professionals-list') {
  const view = renderRoute(path);
  const table = await screen.findByRole('table', { name: 'Professionals List' });
  return { ...view, table, user: userEvent.setup() };
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const names = (table: HTMLElement) => bodyRows(table).map((row) => within(row).queryByRole('link')?.textContent ?? '');

/** Counts the calls made to a method and path (the default handlers still answer them). */
function countCalls(method: string, pathPart: string) {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === method && new URL(request.url).pathname.includes(pathPart)) calls.push(request.url);
  });
  return calls;
}

describe('ProfessionalsList', () => {
  it('shows the title, the columns and every professional, newest joining date first', async () => {
    const { table } = await openList();
    expect(screen.getByRole('heading', { level: 1, name: 'Professionals List' })).toBeInTheDocument();
    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Professional Name', 'Location', 'Joining Date', 'Status', 'Action', 'Delete']);
    expect(within(table).getByRole('columnheader', { name: 'Joining Date' })).toHaveAttribute('aria-sort', 'descending');
    expect(names(table)).toEqual(newestFirst().map((item) => item.fullName));
    const first = newestFirst()[0]!;
    expect(within(table).getByRole('link', { name: first.fullName })).toHaveAttribute('href', `/professionals-list/${first.id}`);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveAttribute('placeholder', `Search ${db.professionals.length} records...`);
    const expectedStatus = first.isSuspended ? 'Suspended' : 'Active';
    expect(within(bodyRows(table)[0]!).getByText(expectedStatus)).toBeInTheDocument();
  });

  it("shows 'N/A' for a missing name, location or date and sorts those rows last", async () => {
    const [first, second] = professionalItems();
    server.use(
      handle('listProfessionals', () =>
        HttpResponse.json([
          { ...first, fullName: '', name: undefined, UserInformation: { ...first!.UserInformation, city: null } },
          { ...second, createdAt: null, UserInformation: { ...second!.UserInformation, createdAt: null } },
        ]),
      ),
    );
    const { table } = await openList();
    const [top, bottom] = bodyRows(table);
    expect(within(top!).getByRole('link', { name: 'N/A' })).toBeInTheDocument();
    expect(within(top!).getAllByText('N/A')).toHaveLength(2);
    expect(within(bottom!).getByRole('link', { name: second!.fullName })).toBeInTheDocument();
    expect(within(bottom!).getByText('N/A')).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveAttribute('placeholder', 'Search 2 records...');
  });

  it('shows a skeleton of 20 rows while loading', async () => {
    server.use(hanging('listProfessionals'));
    renderRoute('/professionals-list');
    const status = await screen.findByRole('status', { name: 'Loading professionals' });
    // The skeleton table is hidden from assistive technology; count its rows past the header.
    expect(within(status).getAllByRole('row', { hidden: true })).toHaveLength(21);
  });

  it("shows 'Error loading professionals: Failed to fetch professionals' when the list fails", async () => {
    server.use(failing('listProfessionals', 500, 'Database unavailable.'));
    renderRoute('/professionals-list');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading professionals: Failed to fetch professionals');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('clears the stored session and goes to /login on 401', async () => {
    server.use(failing('listProfessionals', 401, 'Authentication required. Please log in.'));
    const { router } = renderRoute('/professionals-list');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem('auth')).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('filters on the search text and keeps it in the URL', async () => {
    const { table, user, router } = await openList();
    const target = newestFirst()[3]!;
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), target.fullName);
    await waitFor(() => expect(names(table)).toEqual([target.fullName]));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe(target.fullName);
  });

  it('sorts with the keyboard and keeps the sort in the URL; back restores the previous sort', async () => {
    const { table, user, router } = await openList();
    within(table).getByRole('button', { name: 'Professional Name' }).focus();
    await user.keyboard('{Enter}');
    const nameHeader = within(table).getByRole('columnheader', { name: 'Professional Name' });
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    const expected = professionalItems()
      .map((item) => item.fullName)
      .toSorted((a, b) => a.localeCompare(b, undefined, { numeric: true, sensitivity: 'base' }));
    expect(names(table)).toEqual(expected);
    expect(router.state.location.search).toBe('?sort=name.asc');

    await user.keyboard(' ');
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    expect(router.state.location.search).toBe('?sort=name.desc');

    await router.navigate(-1);
    await waitFor(() => expect(within(table).getByRole('columnheader', { name: 'Professional Name' })).toHaveAttribute('aria-sort', 'ascending'));
    await router.navigate(-1);
    await waitFor(() => expect(within(table).getByRole('columnheader', { name: 'Joining Date' })).toHaveAttribute('aria-sort', 'descending'));
  });

  it('restores sort and search from a shared link', async () => {
    const target = newestFirst()[5]!;
    const { table } = await openList(`/professionals-list?sort=location.asc&q=${encodeURIComponent(target.fullName)}`);
    expect(within(table).getByRole('columnheader', { name: 'Location' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue(target.fullName);
    await waitFor(() => expect(names(table)).toEqual([target.fullName]));
  });

  it('asks before suspending; declining makes no call and changes nothing', async () => {
    const calls = countCalls('PUT', '/suspend');
    const { table, user } = await openList();
    const row = bodyRows(table).find((candidate) => within(candidate).queryByText('Active'))!;
    const name = within(row).getByRole('link').textContent!;
    await user.click(within(row).getByRole('button', { name: `Suspend ${name}` }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to suspend this professional?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls).toEqual([]);
    expect(within(row).getByText('Active')).toBeInTheDocument();
  });

  it('suspends and unsuspends after confirmation, updating the row at once', async () => {
    const { table, user } = await openList();
    const row = bodyRows(table).find((candidate) => within(candidate).queryByText('Active'))!;
    const name = within(row).getByRole('link').textContent!;
    await user.click(within(row).getByRole('button', { name: `Suspend ${name}` }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(within(row).getByText('Suspended')).toBeInTheDocument());
    await waitFor(() => expect(db.professionals.find((item) => item.fullName === name)?.isSuspended).toBe(true));

    await user.click(within(row).getByRole('button', { name: `Unsuspend ${name}` }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to unsuspend this professional?');
    await user.click(within(dialog).getByRole('button', { name: 'Unsuspend' }));
    await waitFor(() => expect(within(row).getByText('Active')).toBeInTheDocument());
    await waitFor(() => expect(db.professionals.find((item) => item.fullName === name)?.isSuspended).toBe(false));
  });

  it('puts the row back and says so when the server refuses a suspend', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      handle('suspendProfessional', async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return HttpResponse.json({ message: 'No.' }, { status: 500 });
      }),
    );
    const { table, user } = await openList();
    const row = bodyRows(table).find((candidate) => within(candidate).queryByText('Active'))!;
    const name = within(row).getByRole('link').textContent!;
    await user.click(within(row).getByRole('button', { name: `Suspend ${name}` }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Suspend' }));
    // Optimistic: the badge changes before the answer comes...
    expect(await within(row).findByText('Suspended')).toBeInTheDocument();
    // ...and goes back when the server refuses, with the spec's words as a toast and in the log.
    expect(await screen.findByText('Failed to suspend professional')).toBeInTheDocument();
    await waitFor(() => expect(within(row).getByText('Active')).toBeInTheDocument());
    expect(logged).toHaveBeenCalledWith('Failed to suspend professional', expect.anything());
  });

  it('deletes after the delete confirmation, removing the row at once', async () => {
    const { table, user } = await openList();
    const name = names(table)[0]!;
    await user.click(within(table).getByRole('button', { name: `Delete ${name}` }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this professional? This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(table).queryByRole('link', { name })).not.toBeInTheDocument());
    expect(db.professionals.some((item) => item.fullName === name)).toBe(false);
  });

  it('puts a deleted row back with a toast when the server refuses', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(failing('deleteUser', 500, 'No.'));
    const { table, user } = await openList();
    const name = names(table)[0]!;
    await user.click(within(table).getByRole('button', { name: `Delete ${name}` }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete professional')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Failed to delete professional', expect.anything());
  });

  it('goes to /login when a suspend answers 401', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(failing('suspendProfessional', 401, 'Authentication required. Please log in.'));
    const { table, user, router } = await openList();
    const row = bodyRows(table).find((candidate) => within(candidate).queryByText('Active'))!;
    await user.click(within(row).getByRole('button', { name: /^Suspend / }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});
