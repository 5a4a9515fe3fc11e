import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/renderRoute';
import { setupMockServer } from '../../test/server';

setupMockServer();

describe('NotFound', () => {
  // The spec's texts for a path that matches no route are the Default story's play function.
  it('shows inside the admin layout, for nested unknown paths too', async () => {
    renderRoute('/salons/12/unknown');
    expect(await screen.findByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('links home through the router', async () => {
    const { router } = renderRoute('/no-such-page');
    const home = await screen.findByRole('link', { name: 'Go to Home' });
    expect(home).toHaveAttribute('href', '/');
    await userEvent.setup().click(home);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('is behind the login like every protected route', async () => {
    const { router } = renderRoute('/no-such-page', { loggedIn: false });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByText('404 - Page Not Found')).not.toBeInTheDocument();
  });
});
