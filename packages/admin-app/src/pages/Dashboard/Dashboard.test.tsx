import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { composeStories } from '@storybook/react-vite';
import { handle } from '../../mocks/handlers';
import { renderRoute } from '../../test/renderRoute';
import { server, setupMockServer } from '../../test/server';
import { itSignsOutOn401 } from '../../test/session';
import { playStory, tryAgain } from '../../test/stories';
import * as stories from './Dashboard.stories';

setupMockServer();

const { Error, Full, Loading, RefreshFailed } = composeStories(stories);

const lines = (card: HTMLElement) => within(card).getAllByRole('listitem').map((item) => item.textContent);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Dashboard', () => {
  // The Full story shows the Professionals card and the Private Suites lines (the Empty story a zero);
  // this adds the other figures and that the skeleton has gone.
  it('shows the Professionals, Private Suites and Salons cards with their figures', async () => {
    await playStory(Full);
    expect(within(screen.getByRole('article', { name: 'Private Suites' })).getByText('2,140')).toBeInTheDocument();
    const salons = screen.getByRole('article', { name: 'Salons' });
    expect(within(salons).getByText('3,605')).toBeInTheDocument();
    expect(lines(salons)).toEqual(['97 New This Month', '2,210 Subscribed', '1,395 Free']);
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
        HttpResponse.json({
          professionals: { total: 5 },
          privateSuites: null,
          salons: { total: 88, newThisMonth: 0, subscribed: 51, free: 37 },
        }),
      ),
    );
    renderRoute('/');
    const professionals = await screen.findByRole('article', { name: 'Professionals' });
    expect(lines(professionals)).toEqual(['N/A New This Month']);
    const suites = screen.getByRole('article', { name: 'Private Suites' });
    expect(within(suites).getByText('N/A', { selector: 'p' })).toBeInTheDocument();
  });

  // The Loading story shows the skeleton and no cards; this adds that it is busy and draws three cards.
  it('shows 3 skeleton cards while loading', async () => {
    await playStory(Loading);
    const loading = screen.getByRole('status', { name: 'Loading dashboard' });
    expect(loading).toHaveAttribute('aria-busy', 'true');
    // The skeleton cards are hidden from assistive technology; count them as drawn.
    expect(loading.querySelectorAll(':scope > * > [aria-hidden="true"]')).toHaveLength(3);
  });

  // The Error story shows the message over the skeleton; this adds the log and that Try again brings the cards.
  it('logs a failure, keeps the skeleton, and offers to try again', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await playStory(Error);
    expect(log).toHaveBeenCalledWith('Failed to fetch dashboard summary', expect.objectContaining({ status: 500 }));
    await tryAgain();
    expect(await screen.findByRole('article', { name: 'Professionals' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading dashboard' })).not.toBeInTheDocument();
  });

  // The RefreshFailed story shows the kept figures under the message until Try again brings new ones;
  // this adds that the failure is logged.
  it('logs a refresh that fails after the figures were shown', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await playStory(RefreshFailed);
    expect(log).toHaveBeenCalledWith('Failed to fetch dashboard summary', expect.objectContaining({ status: 503 }));
  });

  itSignsOutOn401('getDashboardSummary', '/');
});
