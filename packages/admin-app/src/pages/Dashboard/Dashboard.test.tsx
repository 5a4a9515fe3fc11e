import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failing, handle, hanging } from '../../mocks/handlers';
import { renderRoute } from '../../test/renderRoute';
import { server, setupMockServer } from '../../test/server';

setupMockServer();

const summary = {
  professionals: { total: 1234, newThisMonth: 12 },
  privateSuites: { total: 240, newThisMonth: 7, subscribed: 150, free: 90 },
  salons: { total: 88, newThisMonth: 0, subscribed: 51, free: 37 },
};

const lines = (card: HTMLElement) => within(card).getAllByRole('listitem').map((item) => item.textContent);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Dashboard', () => {
  it('shows the Professionals, Private Suites and Salons cards with their figures', async () => {
    server.use(handle('getDashboardSummary', () => HttpResponse.json(summary)));
    renderRoute('/');
    const professionals = await screen.findByRole('article', { name: 'Professionals' });
    expect(within(professionals).getByText('1,234')).toBeInTheDocument();
    expect(lines(professionals)).toEqual(['12 New This Month']);
    const suites = screen.getByRole('article', { name: 'Private Suites' });
    expect(within(suites).getByText('240')).toBeInTheDocument();
    expect(lines(suites)).toEqual(['7 New This Month', '150 Subscribed', '90 Free']);
    const salons = screen.getByRole('article', { name: 'Salons' });
    expect(within(salons).getByText('88')).toBeInTheDocument();
    expect(lines(salons)).toEqual(['0 New This Month', '51 Subscribed', '37 Free']);
    expect(screen.queryByRole('status', { name: 'Loading dashboard' })).not.toBeInTheDocument();
  });

  it('shows the figures the server counts from its accounts', async () => {
    renderRoute('/');
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Professionals', 'Private Suites', 'Salons']);
    // The mock server has 30 professionals, 24 private suites and 16 salons.
    expect(within(cards[0]!).getByText('30')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('24')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('16')).toBeInTheDocument();
  });

  it("shows 'N/A' for a figure the answer leaves out", async () => {
    server.use(
      handle('getDashboardSummary', () =>
        HttpResponse.json({ professionals: { total: 5 }, privateSuites: null, salons: summary.salons }),
      ),
    );
    renderRoute('/');
    const professionals = await screen.findByRole('article', { name: 'Professionals' });
    expect(lines(professionals)).toEqual(['N/A New This Month']);
    const suites = screen.getByRole('article', { name: 'Private Suites' });
    expect(within(suites).getByText('N/A', { selector: 'p' })).toBeInTheDocument();
  });

  it('shows 3 skeleton cards while loading', async () => {
    server.use(hanging('getDashboardSummary'));
    renderRoute('/');
    const loading = await screen.findByRole('status', { name: 'Loading dashboard' });
    expect(loading).toHaveAttribute('aria-busy', 'true');
    // The skeleton cards are hidden from assistive technology; count them as drawn.
    expect(loading.querySelectorAll(':scope > * > [aria-hidden="true"]')).toHaveLength(3);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('logs a failure, keeps the skeleton, and offers to try again', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(failing('getDashboardSummary', 500, 'Database unavailable.'));
    renderRoute('/');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the dashboard summary. Please try again later.');
    expect(screen.getByRole('status', { name: 'Loading dashboard' })).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Failed to fetch dashboard summary', expect.objectContaining({ status: 500 }));
    server.resetHandlers();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Professionals' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading dashboard' })).not.toBeInTheDocument();
  });

  it('keeps the figures it showed when a refresh fails, under the failure message, until a retry succeeds', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(handle('getDashboardSummary', () => HttpResponse.json(summary)));
    const { router } = renderRoute('/');
    await screen.findByRole('article', { name: 'Professionals' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // Back on the dashboard, SWR shows the cached figures and asks again; the server has gone away.
    server.use(failing('getDashboardSummary', 503, 'Service unavailable.'));
    await router.navigate('/settings');
    await screen.findByRole('heading', { name: 'Settings Page' });
    await router.navigate('/');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the dashboard summary. Please try again later.');
    expect(within(screen.getByRole('article', { name: 'Professionals' })).getByText('1,234')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Failed to fetch dashboard summary', expect.objectContaining({ status: 503 }));

    server.use(handle('getDashboardSummary', () => HttpResponse.json({ ...summary, professionals: { total: 1235, newThisMonth: 13 } })));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await within(screen.getByRole('article', { name: 'Professionals' })).findByText('1,235')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends the admin to /login with storage cleared on a 401', async () => {
    server.use(failing('getDashboardSummary', 401, 'Session expired.'));
    const { router } = renderRoute('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem('auth')).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});
