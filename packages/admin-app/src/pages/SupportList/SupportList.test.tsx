import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildSupportRequest } from '@chairside/api-contract/fixtures';
import { db } from '../../mocks/db';
import { failing, hanging } from '../../mocks/handlers';
import { renderRoute } from '../../test/renderRoute';
import { server, setupMockServer } from '../../test/server';

setupMockServer();

const longDescription =
  'Since yesterday the calendar shows every appointment twice, once at the right time and once an hour later, and clients are confused about which one is real. Please help us fix it.';

function useKnownRequests() {
  db.supportRequests = [
    buildSupportRequest({
      id: 7,
      headline: 'Duplicate appointments',
      email: 'studio@example.com',
      description: longDescription,
      createdAt: '2026-10-05T12:00:00.000Z',
    }),
    buildSupportRequest({
      id: 6,
      headline: 'Refund please',
      email: 'pat@example.com',
      description: 'Charged twice.',
      createdAt: '2026-10-01T12:00:00.000Z',
    }),
  ];
}

describe('SupportList', () => {
  it('shows the headline, date, email and description of each request', async () => {
    useKnownRequests();
    renderRoute('/support-list');
    expect(await screen.findByRole('heading', { level: 1, name: 'Support Requests' })).toBeInTheDocument();
    const requests = await screen.findAllByRole('article');
    expect(requests).toHaveLength(2);
    const refund = screen.getByRole('article', { name: 'Refund please' });
    expect(within(refund).getByText(new Date('2026-10-01T12:00:00.000Z').toLocaleDateString())).toHaveAttribute(
      'datetime',
      '2026-10-01T12:00:00.000Z',
    );
    expect(within(refund).getByRole('link', { name: 'pat@example.com' })).toHaveAttribute('href', 'mailto:pat@example.com');
    expect(within(refund).getByText('Charged twice.')).toBeInTheDocument();
    expect(within(refund).queryByRole('button', { name: 'Show More' })).not.toBeInTheDocument();
  });

  it('cuts a description longer than 150 characters, with Show More and Show Less', async () => {
    useKnownRequests();
    renderRoute('/support-list');
    const request = await screen.findByRole('article', { name: 'Duplicate appointments' });
    const shown = () => within(request).getByText(/^Since yesterday/).textContent ?? '';
    expect(shown().endsWith('…')).toBe(true);
    expect(shown().length).toBeLessThanOrEqual(150 + 1);
    expect(shown()).not.toContain('Please help us fix it.');

    const user = userEvent.setup();
    await user.click(within(request).getByRole('button', { name: 'Show More' }));
    expect(shown()).toBe(longDescription);
    await user.click(within(request).getByRole('button', { name: 'Show Less' }));
    expect(shown()).not.toContain('Please help us fix it.');
  });

  it("says 'No support requests found.' when there are none", async () => {
    db.supportRequests = [];
    renderRoute('/support-list');
    expect(await screen.findByText('No support requests found.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows a skeleton while loading', async () => {
    server.use(hanging('listSupportRequests'));
    renderRoute('/support-list');
    expect(await screen.findByRole('status', { name: 'Loading support requests' })).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the spec message when the requests cannot be loaded, and tries again on request', async () => {
    server.use(failing('listSupportRequests', 500, 'Database unavailable.'));
    renderRoute('/support-list');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load support requests. Please try again later.');
    server.resetHandlers();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(db.supportRequests.length);
  });

  it('sends the admin to /login with storage cleared on a 401', async () => {
    server.use(failing('listSupportRequests', 401, 'Session expired.'));
    const { router } = renderRoute('/support-list');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem('auth')).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});
