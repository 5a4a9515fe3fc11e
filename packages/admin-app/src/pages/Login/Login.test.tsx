import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { composeStories } from '@storybook/react-vite';
import { mockAdminEmail, mockAdminPassword } from '../../mocks/db';
import { answering, recording, unreachable } from '../../mocks/handlers';
import { renderRoute } from '../../test/renderRoute';
import { server, setupMockServer } from '../../test/server';
import { playStory, userEvent } from '../../test/stories';
import * as stories from './Login.stories';

setupMockServer();
const { WrongPassword } = composeStories(stories);

async function fillIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

describe('Login', () => {
  it('sends a visitor without a session to /login, and back to the page they asked for after logging in', async () => {
    const { router } = renderRoute('/settings?tab=1', { loggedIn: false });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await fillIn(mockAdminEmail, mockAdminPassword);
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(router.state.location.search).toBe('?tab=1');
    expect(window.localStorage.getItem('auth')).toBeTruthy();
    expect(window.localStorage.getItem('token')).toBe('mock-admin-token');
    expect(await screen.findByRole('heading', { name: 'Settings Page' })).toBeInTheDocument();
  });

  // The WrongPassword story shows the server's message; this adds that nothing is stored.
  it('stores nothing after wrong credentials', async () => {
    await playStory(WrongPassword);
    expect(window.localStorage.length).toBe(0);
  });

  it('refuses a non-admin answer before storing anything', async () => {
    server.use(answering('login', 200, { token: 'pro-token', role: 'professional', message: 'ok' }));
    renderRoute('/login', { loggedIn: false });
    await fillIn('pro@example.com', 'whatever1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials. Please try again.');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('auth')).toBeNull();
  });

  it('says so when the server cannot be reached', async () => {
    server.use(unreachable('login'));
    renderRoute('/login', { loggedIn: false });
    await fillIn(mockAdminEmail, mockAdminPassword);
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred during login. Please try again later.');
  });

  it('checks both fields before calling the server', async () => {
    const login = recording('login');
    server.use(login.handler);
    renderRoute('/login', { loggedIn: false });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(/valid email address/);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required.');
    expect(login.calls).toHaveLength(0);
  });

  it('shows and hides the password', async () => {
    renderRoute('/login', { loggedIn: false });
    const user = userEvent.setup();
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
  });
});
