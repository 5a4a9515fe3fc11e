import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { composeStories } from '@storybook/react-vite';
import { buildSupportRequest } from '@chairside/api-contract/fixtures';
import { db } from '../../mocks/db';
import { renderRoute } from '../../test/renderRoute';
import { setupMockServer } from '../../test/server';
import { itSignsOutOn401 } from '../../test/session';
import { playStory, tryAgain, userEvent } from '../../test/stories';
import * as stories from './SupportList.stories';

setupMockServer();

const { Empty, Error, Loading } = composeStories(stories);

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

  // The Empty story shows 'No support requests found.'; this adds that no request stands beside it.
  it("says 'No support requests found.' when there are none", async () => {
    await playStory(Empty);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  // The Loading story shows the skeleton; this adds that it says it is busy.
  it('shows a busy skeleton while loading', async () => {
    await playStory(Loading);
    expect(screen.getByRole('status', { name: 'Loading support requests' })).toHaveAttribute('aria-busy', 'true');
  });

  // The Error story shows the spec message; this adds that Try again brings the requests.
  it('shows the spec message when the requests cannot be loaded, and tries again on request', async () => {
    await playStory(Error);
    await tryAgain();
    expect(await screen.findAllByRole('article')).toHaveLength(db.supportRequests.length);
  });

  itSignsOutOn401('listSupportRequests', '/support-list');
});
