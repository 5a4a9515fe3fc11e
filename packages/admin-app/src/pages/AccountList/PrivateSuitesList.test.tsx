import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasSubscription } from '@chairside/api-contract';
import { failing, hanging, isCallOf } from '../../mocks/handlers';
import { db, privateSuiteItems } from '../../mocks/db';
import { renderRoute } from '../../test/renderRoute';
import { server, setupMockServer } from '../../test/server';

setupMockServer();
afterEach(() => vi.restoreAllMocks());

// The mock server pages the suites newest first, as the real one does.
const allNewestFirst = () => privateSuiteItems().toSorted((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const names = (table: HTMLElement) => bodyRows(table).map((row) => within(row).queryByRole('link')?.textContent ?? '');

/** Records the page numbers of the list calls. */
function listPages() {
  const pages: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (isCallOf('listPrivateSuites', request)) pages.push(new URL(request.url).search);
  });
  return pages;
}

async function openList(path = '/private-suites') {
  const view = renderRoute(path);
  const table = await screen.findByRole('table', { name: 'Private Suites' });
  return { ...view, table, user: userEvent.setup() };
}

describe('PrivateSuitesList', () => {
  it('shows the first page of 10, asked for as page 1, with every column', async () => {
    const pages = listPages();
    const { table } = await openList();
    expect(screen.getByRole('heading', { level: 1, name: 'Private Suites' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Suite Name', 'Location', 'Joining Date', 'Status', 'Subscription', 'Action', 'Delete']);
    expect(names(table)).toEqual(allNewestFirst().slice(0, 10).map((item) => item.fullName));
    expect(pages[0]).toBe('?page=1&limit=10');
    const first = allNewestFirst()[0]!;
    expect(within(table).getByRole('link', { name: first.fullName })).toHaveAttribute('href', `/private-suite/${first.id}`);
    const firstRow = bodyRows(table)[0]!;
    expect(within(firstRow).getByText(first.isSuspended ? 'Suspended' : 'Active')).toBeInTheDocument();
    expect(within(firstRow).getByText(hasSubscription(first.Subscription) ? 'Yes' : 'No')).toBeInTheDocument();
    const place = [first.UserInformation.city, first.UserInformation.state].filter(Boolean).join(', ');
    expect(within(firstRow).getByText(place || 'N/A')).toBeInTheDocument();
  });

  it('moves between pages, sending the one-based page and keeping it in the URL', async () => {
    const pages = listPages();
    const { table, user, router } = await openList();
    const navigation = screen.getByRole('navigation', { name: 'Private suites pages' });
    expect(within(navigation).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(navigation).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(names(table)).toEqual(allNewestFirst().slice(10, 20).map((item) => item.fullName)));
    expect(pages).toContain('?page=2&limit=10');
    expect(router.state.location.search).toBe('?page=2');
    expect(within(navigation).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(navigation).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(names(table)).toEqual(allNewestFirst().slice(20).map((item) => item.fullName)));
    expect(within(navigation).getByRole('button', { name: 'Next' })).toBeDisabled();

    await router.navigate(-1);
    await waitFor(() => expect(names(table)).toEqual(allNewestFirst().slice(10, 20).map((item) => item.fullName)));
  });

  it('opens the page, sort and search of a shared link', async () => {
    const pages = listPages();
    const target = allNewestFirst()[12]!;
    const { table } = await openList(`/private-suites?page=2&sort=name.asc&q=${encodeURIComponent(target.fullName)}`);
    expect(pages[0]).toBe('?page=2&limit=10');
    expect(within(table).getByRole('columnheader', { name: 'Suite Name' })).toHaveAttribute('aria-sort', 'ascending');
    await waitFor(() => expect(names(table)).toEqual([target.fullName]));
  });

  it('shows a skeleton of 10 rows while loading', async () => {
    server.use(hanging('listPrivateSuites'));
    renderRoute('/private-suites');
    const status = await screen.findByRole('status', { name: 'Loading private suites' });
    expect(within(status).getAllByRole('row', { hidden: true })).toHaveLength(11);
  });

  it("shows 'Error: {message}' when the list fails", async () => {
    server.use(failing('listPrivateSuites', 503, 'Service unavailable.'));
    renderRoute('/private-suites');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Service unavailable.');
  });

  it('clears the stored session and goes to /login on 401', async () => {
    server.use(failing('listPrivateSuites', 401, 'Authentication required. Please log in.'));
    const { router } = renderRoute('/private-suites');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it("asks 'Suspend this suite?', does nothing when declined and suspends at once when confirmed", async () => {
    let calls = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT') calls += 1;
    });
    const { table, user } = await openList();
    const row = bodyRows(table).find((candidate) => within(candidate).queryByText('Active'))!;
    const name = within(row).getByRole('link').textContent!;
    await user.click(within(row).getByRole('button', { name: `Suspend ${name}` }));
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Suspend this suite?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls).toBe(0);

    await user.click(within(row).getByRole('button', { name: `Suspend ${name}` }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(row).findByText('Suspended')).toBeInTheDocument();
    await waitFor(() => expect(db.privateSuites.find((item) => item.fullName === name)?.isSuspended).toBe(true));
  });

  it("asks 'Unsuspend this suite?' and 'Delete this suite?'; refusals roll back with a toast", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(failing('suspendPrivateSuite', 500, 'No.'), failing('deleteUser', 500, 'No.'));
    const { table, user } = await openList();
    const row = bodyRows(table).find((candidate) => within(candidate).queryByText('Active'))!;
    const name = within(row).getByRole('link').textContent!;
    await user.click(within(row).getByRole('button', { name: `Suspend ${name}` }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('Failed to suspend suite')).toBeInTheDocument();
    await waitFor(() => expect(within(row).getByText('Active')).toBeInTheDocument());

    await user.click(within(row).getByRole('button', { name: `Delete ${name}` }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Delete this suite?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete suite')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Failed to suspend suite', expect.anything());
  });

  it("asks 'Unsuspend this suite?' for a suspended suite", async () => {
    const suspended = allNewestFirst()[0]!;
    db.privateSuites.find((item) => item.id === suspended.id)!.isSuspended = true;
    const { table, user } = await openList();
    await user.click(within(table).getByRole('button', { name: `Unsuspend ${suspended.fullName}` }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Unsuspend this suite?');
    await user.click(within(dialog).getByRole('button', { name: 'Unsuspend' }));
    await waitFor(() => expect(within(bodyRows(table)[0]!).getByText('Active')).toBeInTheDocument());
  });
});
