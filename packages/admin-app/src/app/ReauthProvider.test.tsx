import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { securityMessages } from '@chairside/api-contract';
import { startAuthentication } from '@simplewebauthn/browser';
import { call } from '../api/client';
import { db, mockAdminPassword } from '../mocks/db';
import { failing } from '../mocks/handlers';
import { reauthRequired } from '../mocks/signIn';
import { renderRoute } from '../test/renderRoute';
import { recordCalls, server, setupMockServer } from '../test/server';
import { userEvent } from '../test/stories';

// jsdom has no WebAuthn: the browser's prompt is played by this stand-in.
vi.mock('@simplewebauthn/browser', () => ({ startAuthentication: vi.fn<typeof startAuthentication>() }));
const prompt = vi.mocked(startAuthentication);

setupMockServer();
beforeEach(() => {
  prompt.mockReset();
  server.use(reauthRequired('deleteUser'));
});

/** A signed-in page, so AdminLayout and its ReauthProvider are mounted. */
async function signedInPage() {
  renderRoute('/settings');
  await screen.findByRole('heading', { name: 'Settings Page' });
}

/**
 * Deletes one of the mock's professionals, as a page would: what the call resolves to, or the error it
 * fails with (caught at once, so a failure waits for the test's look rather than going unhandled).
 */
const deleteOne = (index = 0): Promise<unknown> =>
  call('deleteUser', { params: { id: db.professionals[index]!.id }, body: { reason: 'Spam or scam' } }).catch((error: unknown) => error);

/** A delete's answer: the server's message of the account's removal. */
const deleted = { message: expect.any(String) };

const dialog = async () => within(await screen.findByRole('dialog', { name: 'Confirm it is you' }));

describe('ReauthProvider', () => {
  it('asks once for calls refused together, and lets them all through after one answer', async () => {
    const reauth = recordCalls('reauthenticate');
    await signedInPage();
    const first = deleteOne(0);
    const second = deleteOne(1);

    const asked = await dialog();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await userEvent.setup().type(asked.getByLabelText('Password'), mockAdminPassword);
    await userEvent.setup().click(asked.getByRole('button', { name: 'Confirm' }));

    expect(await first).toMatchObject(deleted);
    expect(await second).toMatchObject(deleted);
    expect(reauth).toEqual([{ body: { password: mockAdminPassword }, authorization: expect.stringMatching(/^Bearer /) }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers what the staff member has, and takes an authenticator code', async () => {
    db.security.totpEnabled = true;
    const reauth = recordCalls('reauthenticate');
    await signedInPage();
    const deleting = deleteOne();
    const asked = await dialog();
    const user = userEvent.setup();

    expect(asked.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['password', 'totp', 'recovery']);
    expect(asked.getByRole('button', { name: 'Use a passkey' })).toBeInTheDocument();
    await user.click(asked.getByRole('radio', { name: 'Authenticator code' }));
    await user.type(asked.getByLabelText('Authentication code'), '000000');
    await user.click(asked.getByRole('button', { name: 'Confirm' }));
    // A wrong code is refused in place, and the dialog stays.
    expect(await asked.findByRole('alert')).toHaveTextContent(securityMessages.wrongCode);
    await user.clear(asked.getByLabelText('Authentication code'));
    await user.type(asked.getByLabelText('Authentication code'), '123456');
    await user.click(asked.getByRole('button', { name: 'Confirm' }));

    expect(await deleting).toMatchObject(deleted);
    expect(reauth.map((sent) => sent.body)).toEqual([{ code: '000000' }, { code: '123456' }]);
  });

  it('takes a passkey: a challenge for re-authentication, the prompt, then its answer', async () => {
    prompt.mockResolvedValue({
      id: 'credential-1',
      rawId: 'credential-1',
      type: 'public-key',
      clientExtensionResults: {},
      response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'c2ln' },
    });
    const options = recordCalls('passkeyOptions');
    const reauth = recordCalls('reauthenticate');
    await signedInPage();
    const deleting = deleteOne();
    await userEvent.setup().click((await dialog()).getByRole('button', { name: 'Use a passkey' }));

    expect(await deleting).toMatchObject(deleted);
    expect(options.map((sent) => sent.body)).toEqual([{ purpose: 'reauth' }]);
    expect(reauth[0]?.body).toMatchObject({ passkey: { challengeId: expect.any(String), response: { id: 'credential-1' } } });
  });

  it('says so in the dialog when the passkey prompt is cancelled, and stays open', async () => {
    prompt.mockRejectedValue(Object.assign(new Error('Not allowed.'), { name: 'NotAllowedError' }));
    const reauth = recordCalls('reauthenticate');
    await signedInPage();
    void deleteOne();
    const asked = await dialog();
    await userEvent.setup().click(asked.getByRole('button', { name: 'Use a passkey' }));
    expect(await asked.findByRole('alert')).toHaveTextContent('The passkey request was cancelled or timed out.');
    expect(reauth).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Confirm it is you' })).toBeInTheDocument();
  });

  it('lets the call fail with its 403 when the staff member cancels', async () => {
    const deletes = recordCalls('deleteUser');
    await signedInPage();
    const deleting = deleteOne();
    await userEvent.setup().click((await dialog()).getByRole('button', { name: 'Cancel' }));

    expect(await deleting).toMatchObject({ status: 403, serverMessage: securityMessages.reauthRequired });
    expect(deletes).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers the password when the methods cannot be read', async () => {
    server.use(failing('getSecurity', 500, 'Database unavailable.'));
    await signedInPage();
    void deleteOne();
    const asked = await dialog();
    expect(asked.getByLabelText('Password')).toBeInTheDocument();
    expect(asked.queryByRole('radio')).not.toBeInTheDocument();
  });
});
