import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/renderRoute';
import { setupMockServer } from '../../test/server';

// The mock server fails any call it does not know (onUnhandledRequest: 'error'), and the page is
// expected to make none at all.
setupMockServer();

describe('Chat', () => {
  it('filters friends by name, opens a conversation and sends a trimmed message as You', async () => {
    renderRoute('/chat');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Search friends'), 'bill');
    expect(screen.queryByRole('button', { name: /Support Team/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Billing/ }));
    const message = screen.getByLabelText('Message');
    await user.type(message, '  See you at the 1st.  {Enter}');
    const log = screen.getByRole('log');
    expect(within(log).getByText('See you at the 1st.')).toBeInTheDocument();
    expect(within(log).getAllByText('You').length).toBeGreaterThan(0);
    expect(message).toHaveValue('');
  });

  it('does not send whitespace and keeps Shift+Enter as a new line', async () => {
    renderRoute('/chat');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Onboarding Desk/ }));
    const message = screen.getByLabelText('Message');
    await user.type(message, '   {Enter}');
    expect(within(screen.getByRole('log')).queryAllByText('You')).toHaveLength(0);
    await user.type(message, 'first{Shift>}{Enter}{/Shift}second');
    expect(message).toHaveValue('   first\nsecond');
  });
});
