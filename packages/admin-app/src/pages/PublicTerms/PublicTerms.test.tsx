import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { failing, hanging } from '../../mocks/handlers';
import { renderRoute } from '../../test/renderRoute';
import { server, setupMockServer } from '../../test/server';

setupMockServer();

describe('PublicTerms', () => {
  it('is public and shows the terms under their heading', async () => {
    const { router } = renderRoute('/terms-and-conditions', { loggedIn: false });
    const article = await screen.findByRole('article', { name: 'Terms & Conditions' });
    expect(screen.getAllByRole('heading', { level: 1, name: 'Terms & Conditions' })[0]).toBeInTheDocument();
    expect(within(article).getByRole('heading', { level: 2, name: '2. Subscriptions' })).toBeInTheDocument();
    expect(within(article).getByText('One person or business per account.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/terms-and-conditions');
  });

  it('asks the public endpoint without a token', async () => {
    let authorization: string | null = 'unset';
    server.use(
      http.get('*/api/public/terms', ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ terms: db.terms });
      }),
    );
    renderRoute('/terms-and-conditions');
    await screen.findByRole('article');
    expect(authorization).toBeNull();
  });

  it('sanitises the stored HTML before showing it', async () => {
    db.terms = {
      content: '<p>Safe words</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true"><a href="javascript:alert(1)">bad link</a>',
    };
    const { container } = renderRoute('/terms-and-conditions', { loggedIn: false });
    const article = await screen.findByRole('article');
    expect(within(article).getByText('Safe words')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(within(article).queryByRole('link', { name: 'bad link' })?.getAttribute('href') ?? '').not.toMatch(/javascript:/);
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('shows 8 skeleton rows while loading', async () => {
    server.use(hanging('get', '/api/public/terms'));
    renderRoute('/terms-and-conditions', { loggedIn: false });
    const loading = await screen.findByRole('status', { name: 'Loading Terms & Conditions' });
    expect(loading).toHaveAttribute('aria-busy', 'true');
    // The rows are hidden from assistive technology, so only the DOM can count them (SPEC section 9: 8).
    expect(loading.querySelectorAll('[aria-hidden="true"] > [aria-hidden="true"]')).toHaveLength(8);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeInTheDocument();
  });

  it('says so when the terms cannot be loaded, and tries again on request', async () => {
    server.use(failing('get', '/api/public/terms', 503, 'Down for maintenance.'));
    renderRoute('/terms-and-conditions', { loggedIn: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load Terms & Conditions.');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    server.resetHandlers();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article')).toHaveTextContent('One person or business per account.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps a visitor on the page when the public call answers 401', async () => {
    window.localStorage.setItem('unrelated', 'kept');
    server.use(failing('get', '/api/public/terms', 401, 'No.'));
    const { router } = renderRoute('/terms-and-conditions', { loggedIn: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load Terms & Conditions.');
    await waitFor(() => expect(router.state.location.pathname).toBe('/terms-and-conditions'));
    expect(window.localStorage.getItem('unrelated')).toBe('kept');
  });
});
