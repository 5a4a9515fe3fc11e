import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { securityMessages } from '@chairside/api-contract';
import { toast } from '@chairside/design-system';
import { db } from '../../mocks/db';
import { mockTotpCode, recoveryCodeSet } from '../../mocks/access';
import { renderRoute } from '../../test/renderRoute';
import { recordCalls, setupMockServer } from '../../test/server';
import { itSignsOutOn401 } from '../../test/session';
import { userEvent } from '../../test/stories';

/*
 * What the stories cannot show: adding a passkey (a browser's authenticator), a browser without
 * passkeys, and the refusals of a wrong code.
 */

const webauthn = vi.hoisted(() => ({
  supported: true,
  startRegistration: vi.fn<(options: { optionsJSON: unknown }) => Promise<unknown>>(),
}));

vi.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: () => webauthn.supported,
  startRegistration: webauthn.startRegistration,
}));

setupMockServer();
beforeEach(() => {
  webauthn.supported = true;
  webauthn.startRegistration.mockReset();
});
afterEach(() => toast.dismiss());

/** What @simplewebauthn/browser gives back for a new passkey (its JSON form). */
const registration = {
  id: 'bmV3LXBhc3NrZXk',
  rawId: 'bmV3LXBhc3NrZXk',
  type: 'public-key',
  response: { clientDataJSON: 'e30', attestationObject: 'o2NmbXRkbm9uZQ', transports: ['internal'] },
  clientExtensionResults: {},
};

const region = async (name: string) => within(await screen.findByRole('region', { name }));

/** The button of the list item that reads `text`, whose visible words start with `verb`. */
async function itemButton(list: HTMLElement, text: string, verb: string) {
  const item = (await within(list).findAllByRole('listitem')).find((candidate) => within(candidate).queryByText(text));
  if (!item) throw new Error(`No item reads ${text}`);
  return within(item).getByRole('button', { name: new RegExp(`^${verb}`) });
}

async function addPasskey(name: string) {
  const passkeys = await region('Passkeys');
  await passkeys.findByRole('list', { name: 'Passkeys' });
  const user = userEvent.setup();
  await user.type(passkeys.getByRole('textbox', { name: 'Passkey name' }), name);
  await user.click(passkeys.getByRole('button', { name: 'Add a passkey' }));
  return passkeys;
}

describe('Profile Settings: passkeys', () => {
  it('adds a passkey: the server\'s options go to the browser, and its answer back with the name', async () => {
    webauthn.startRegistration.mockResolvedValue(registration);
    const calls = recordCalls('addPasskey');
    renderRoute('/profile-settings');
    const passkeys = await addPasskey('Desk key');

    await waitFor(() => expect(within(passkeys.getByRole('list', { name: 'Passkeys' })).getAllByRole('listitem')).toHaveLength(3));
    expect(passkeys.getByText('Desk key')).toBeInTheDocument();
    expect(await screen.findByText(securityMessages.passkeyAdded)).toBeInTheDocument();
    expect(webauthn.startRegistration).toHaveBeenCalledWith({ optionsJSON: expect.objectContaining({ rp: expect.objectContaining({ name: 'Chairside' }) }) });
    expect(calls.map((call) => call.body)).toEqual([{ challengeId: expect.stringMatching(/^mock-challenge-/), name: 'Desk key', response: registration }]);
    expect(passkeys.getByRole('textbox', { name: 'Passkey name' })).toHaveValue('');
  });

  it('says so when the browser request is cancelled, keeping the name typed and adding nothing', async () => {
    webauthn.startRegistration.mockRejectedValue(Object.assign(new Error('The operation either timed out or was not allowed.'), { name: 'NotAllowedError' }));
    const calls = recordCalls('addPasskey');
    renderRoute('/profile-settings');
    const passkeys = await addPasskey('Desk key');

    expect(await passkeys.findByText('The passkey was not added: the request was cancelled or timed out.')).toBeInTheDocument();
    expect(passkeys.getByRole('textbox', { name: 'Passkey name' })).toHaveValue('Desk key');
    expect(calls).toHaveLength(0);
    expect(db.security.passkeys).toHaveLength(2);
  });

  it('offers no add form in a browser without passkeys, and says why', async () => {
    webauthn.supported = false;
    renderRoute('/profile-settings');
    const passkeys = await region('Passkeys');
    expect(await passkeys.findByText('This browser cannot create passkeys.')).toBeInTheDocument();
    expect(passkeys.queryByRole('button', { name: 'Add a passkey' })).not.toBeInTheDocument();
  });

  it('puts a passkey back when the server refuses its removal', async () => {
    db.security.mfaRequired = true;
    db.security.passkeys = db.security.passkeys.slice(0, 1);
    renderRoute('/profile-settings');
    const passkeys = await region('Passkeys');
    const user = userEvent.setup();
    await user.click(await itemButton(await passkeys.findByRole('list', { name: 'Passkeys' }), 'Work laptop', 'Remove'));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Remove Work laptop?' })).getByRole('button', { name: 'Remove passkey' }));
    expect(await passkeys.findByText(/add another second factor before removing this one/)).toBeInTheDocument();
    expect(within(passkeys.getByRole('list', { name: 'Passkeys' })).getByText('Work laptop')).toBeInTheDocument();
  });
});

describe('Profile Settings: two-factor sign-in', () => {
  beforeEach(() => {
    db.security.totpEnabled = true;
    db.security.recoveryCodes = recoveryCodeSet(1);
  });

  it('keeps the code form open with the server\'s refusal of a wrong code, and leaves the app on', async () => {
    renderRoute('/profile-settings');
    const part = await region('Two-factor sign-in');
    const user = userEvent.setup();
    await user.click(await part.findByRole('button', { name: 'Turn off' }));
    const form = within(part.getByRole('form', { name: 'Turn off two-factor sign-in' }));
    await user.type(form.getByLabelText('Authentication code'), '654321');
    await user.click(form.getByRole('button', { name: 'Turn off' }));
    expect(await form.findByRole('alert')).toHaveTextContent(securityMessages.wrongCode);
    expect(form.getByLabelText('Authentication code')).toHaveAccessibleDescription(securityMessages.wrongCode);
    expect(db.security.totpEnabled).toBe(true);

    await user.click(form.getByRole('button', { name: 'Cancel' }));
    expect(part.queryByRole('form')).not.toBeInTheDocument();
    expect(part.getByRole('heading', { name: 'Two-factor sign-in' })).toHaveFocus();
  });

  it('refuses a code of the wrong shape before asking the server', async () => {
    const calls = recordCalls('renewRecoveryCodes');
    renderRoute('/profile-settings');
    const part = await region('Two-factor sign-in');
    const user = userEvent.setup();
    await user.click(await part.findByRole('button', { name: 'New recovery codes' }));
    const form = within(part.getByRole('form', { name: 'Make new recovery codes' }));
    await user.type(form.getByLabelText('Authentication code'), '12');
    await user.click(form.getByRole('button', { name: 'Make new codes' }));
    expect(form.getByLabelText('Authentication code')).toHaveAccessibleDescription('The code is 6 digits.');
    expect(calls).toHaveLength(0);

    await user.type(form.getByLabelText('Authentication code'), mockTotpCode.slice(2));
    expect(form.getByLabelText('Authentication code')).toHaveValue('123456');
  });
});

describe('Profile Settings: sessions', () => {
  it('names each session by the browser and system of its user agent, and an unknown one as such', async () => {
    db.security.sessions[2] = { ...db.security.sessions[2]!, userAgent: null, ip: null };
    renderRoute('/profile-settings');
    const sessions = await region('Sessions');
    const items = within(await sessions.findByRole('list', { name: 'Sessions' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Chrome on macOS'),
      expect.stringContaining('Safari on iOS'),
      expect.stringContaining('Unknown browser on Unknown system'),
    ]);
    expect(items[2]).toHaveTextContent('IP address unknown');
  });

  it('puts a session back when the server will not sign it out', async () => {
    db.security.sessions.splice(1, 1);
    renderRoute('/profile-settings');
    const sessions = await region('Sessions');
    const button = await itemButton(await sessions.findByRole('list', { name: 'Sessions' }), 'Firefox on Windows', 'Sign out');
    // Ended meanwhile, elsewhere: the server no longer knows it.
    db.security.sessions.splice(1, 1);
    await userEvent.setup().click(button);
    expect(await sessions.findByText(securityMessages.sessionNotFound)).toBeInTheDocument();
    expect(within(sessions.getByRole('list', { name: 'Sessions' })).getByText('Firefox on Windows')).toBeInTheDocument();
  });

  itSignsOutOn401('listSessions', '/profile-settings');
});
