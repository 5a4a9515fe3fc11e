import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { failing, handle, hanging } from '../../mocks/handlers';
import { setDocument } from '../../mocks/revisions';
import { renderRoute } from '../../test/renderRoute';
import { lastUpdated } from './publicDocuments';
import { server, setupMockServer } from '../../test/server';

setupMockServer();

/** What each page shows of the mock server's document, and the name the server keeps it under. */
const pages = [
  {
    page: 'PublicPrivacyPolicy',
    path: '/privacy-policy',
    endpoint: 'getPublicPrivacyPolicy',
    stored: 'privacyPolicy',
    heading: 'Chairside Privacy Policy',
    section: 'Information we collect',
    excerpt: 'We never sell your personal information.',
    loading: 'Loading Privacy Policy',
    failure: 'Failed to load Privacy Policy.',
  },
  {
    page: 'PublicTerms',
    path: '/terms-and-conditions',
    endpoint: 'getPublicTerms',
    stored: 'terms',
    heading: 'Terms & Conditions',
    section: '2. Subscriptions',
    excerpt: 'One person or business per account.',
    loading: 'Loading Terms & Conditions',
    failure: 'Failed to load Terms & Conditions.',
  },
] as const;

describe.each(pages)('$page', ({ path, endpoint, stored, heading, section, excerpt, loading, failure }) => {
  it('is public and shows the document under its heading', async () => {
    const { router } = renderRoute(path, { loggedIn: false });
    const article = await screen.findByRole('article', { name: heading });
    expect(screen.getAllByRole('heading', { level: 1, name: heading })[0]).toBeInTheDocument();
    expect(within(article).getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    expect(within(article).getByText(excerpt)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it('says when what it shows took effect, and nothing of that when the backend does not say (issue 18)', async () => {
    const row = setDocument(stored, `<p>${excerpt}</p>`);
    const first = renderRoute(path, { loggedIn: false });
    expect(await screen.findByText(lastUpdated(row.effectiveAt))).toBeInTheDocument();
    expect(lastUpdated('2026-03-14T10:00:00.000Z')).toMatch(/^Last updated .*14.*2026/);
    first.unmount();
    server.use(handle(endpoint, () => HttpResponse.json({ [stored]: { content: `<p>${excerpt}</p>` } })));
    renderRoute(path, { loggedIn: false });
    await screen.findByRole('article');
    expect(screen.queryByText(/^Last updated/)).not.toBeInTheDocument();
  });

  it('asks the public endpoint without a token', async () => {
    let authorization: string | null = 'unset';
    server.use(
      handle(endpoint, ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ [stored]: db[stored] });
      }),
    );
    renderRoute(path);
    await screen.findByRole('article');
    expect(authorization).toBeNull();
  });

  it('sanitises the stored HTML before showing it', async () => {
    setDocument(stored, '<p>Safe words</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true"><a href="javascript:alert(1)">bad link</a>');
    const { container } = renderRoute(path, { loggedIn: false });
    const article = await screen.findByRole('article');
    expect(within(article).getByText('Safe words')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(within(article).queryByRole('link', { name: 'bad link' })?.getAttribute('href') ?? '').not.toMatch(/javascript:/);
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('shows 8 skeleton rows while loading', async () => {
    server.use(hanging(endpoint));
    renderRoute(path, { loggedIn: false });
    const status = await screen.findByRole('status', { name: loading });
    expect(status).toHaveAttribute('aria-busy', 'true');
    // The rows are hidden from assistive technology, so only the DOM can count them (SPEC section 9: 8).
    expect(status.querySelectorAll('[aria-hidden="true"] > [aria-hidden="true"]')).toHaveLength(8);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('says so when the document cannot be loaded, and tries again on request', async () => {
    server.use(failing(endpoint, 503, 'Down for maintenance.'));
    renderRoute(path, { loggedIn: false });
    expect(await screen.findByRole('alert')).toHaveTextContent(failure);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    server.resetHandlers();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article')).toHaveTextContent(excerpt);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps a visitor on the page when the public call answers 401', async () => {
    window.localStorage.setItem('unrelated', 'kept');
    server.use(failing(endpoint, 401, 'No.'));
    const { router } = renderRoute(path, { loggedIn: false });
    expect(await screen.findByRole('alert')).toHaveTextContent(failure);
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
    expect(window.localStorage.getItem('unrelated')).toBe('kept');
  });
});
