import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/renderRoute';
import { setupMockServer } from '../../test/server';

setupMockServer();

describe('Settings', () => {
  it("shows the spec's placeholder text behind the login", async () => {
    renderRoute('/settings');
    expect(await screen.findByRole('heading', { name: 'Settings Page', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Manage your settings here.')).toBeInTheDocument();
  });
});
