import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { securityMessages, type MfaChallenge } from '@chairside/api-contract';
import { startAuthentication } from '@simplewebauthn/browser';
import { mockAdminPassword, mockToken } from '../../mocks/db';
import { answering } from '../../mocks/handlers';
import { mockEnrolEmail, mockMfaEmail, mockStepTokens } from '../../mocks/signIn';
import { renderRoute } from '../../test/renderRoute';
import { recordCalls, requestsWhere, server, setupMockServer } from '../../test/server';
import { userEvent } from '../../test/stories';

// jsdom has no WebAuthn: the browser's prompt is played by this stand-in.
vi.mock('@simplewebauthn/browser', () => ({ startAuthentication: vi.fn<typeof startAuthentication>() }));
const prompt = vi.mocked(startAuthentication);

setupMockServer();
// A block, not an arrow that returns the mock: vitest would call a returned function after the test.
beforeEach(() => {
  prompt.mockReset();
});

/** What the browser's prompt gives back for a passkey, in @simplewebauthn/browser's JSON form. */
const browserAnswer = {
  id: 'credential-1',
  rawId: 'credential-1',
  type: 'public-key',
  clientExtensionResults: {},
  response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'c2ln' },
} as Awaited<ReturnType<typeof startAuthentication>>;

/** The app at /login, as a visitor who asked for `from`; the email and password typed and sent. */
async function signIn(email: string, from = '/settings') {
  const view = renderRoute(from, { loggedIn: false });
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), mockAdminPassword);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return { ...view, user };
}

const stored = () => ({ auth: window.localStorage.getItem('auth'), token: window.localStorage.getItem('token') });
const nothingStored = { auth: null, token: null };

describe('Login: the steps after the password', () => {
  it('asks for the second factor before anything is stored, then goes where the visitor was going', async () => {
    const login = recordCalls('login');
    const mfa = recordCalls('loginMfa');
    const { router, user } = await signIn(mockMfaEmail);

    expect(await screen.findByRole('heading', { level: 1, name: 'Two-step verification' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(stored()).toEqual(nothingStored);
    expect(router.state.location.pathname).toBe('/login');
    expect(login).toHaveLength(1);
    expect(mfa).toHaveLength(0);

    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(mfa).toEqual([{ body: { mfaToken: mockStepTokens.mfa, code: '123456' }, authorization: null }]);
    expect(stored()).toEqual({ auth: 'true', token: mockToken });
  });

  it('checks the code before sending it: six digits, or nothing is sent', async () => {
    const mfa = recordCalls('loginMfa');
    const { user } = await signIn(mockMfaEmail);
    await user.click(await screen.findByRole('button', { name: 'Verify' }));
    expect(screen.getByLabelText('Authentication code')).toHaveAccessibleDescription('Enter the 6-digit code from your authenticator app.');
    await user.type(screen.getByLabelText('Authentication code'), '123');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByLabelText('Authentication code')).toHaveAccessibleDescription('The code is 6 digits.');
    expect(mfa).toHaveLength(0);
  });

  it('goes back to the password with the fields kept and nothing said when asked to', async () => {
    const { user } = await signIn(mockMfaEmail);
    await user.click(await screen.findByRole('button', { name: 'Back to login' }));
    expect(screen.getByLabelText('Email')).toHaveValue(mockMfaEmail);
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses an answer that is not an administrator’s after the second factor, storing nothing', async () => {
    server.use(answering('loginMfa', 200, { token: 'pro-token', role: 'professional', message: 'ok' }));
    const { user } = await signIn(mockMfaEmail);
    await user.type(await screen.findByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials. Please try again.');
    expect(stored()).toEqual(nothingStored);
  });

  it('offers only the ways the answer names', async () => {
    const challenge: MfaChallenge = { mfaRequired: true, mfaToken: mockStepTokens.mfa, methods: ['totp', 'recovery'], message: securityMessages.mfaRequired };
    server.use(answering('login', 200, challenge));
    await signIn(mockMfaEmail);
    expect(await screen.findByLabelText('Authentication code')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use a recovery code instead' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).not.toBeInTheDocument();
  });

  it('answers the second step with a passkey: a challenge for this sign-in, the prompt, then the answer', async () => {
    prompt.mockResolvedValue(browserAnswer);
    const options = recordCalls('loginPasskeyOptions');
    const mfa = recordCalls('loginMfa');
    const { router, user } = await signIn(mockMfaEmail);
    await user.click(await screen.findByRole('button', { name: 'Use a passkey' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(options).toEqual([{ body: { mfaToken: mockStepTokens.mfa }, authorization: null }]);
    expect(prompt).toHaveBeenCalledWith({ optionsJSON: expect.objectContaining({ challenge: expect.any(String) }) });
    expect(mfa[0]?.body).toEqual({ mfaToken: mockStepTokens.mfa, passkey: { challengeId: mockStepTokens.loginChallenge, response: browserAnswer } });
    expect(stored().token).toBe(mockToken);
  });

  it('enrols an authenticator app under REQUIRE_MFA, storing the session only after the recovery codes', async () => {
    const setup = recordCalls('enrollSetup');
    const confirm = recordCalls('enrollConfirm');
    const { router, user } = await signIn(mockEnrolEmail, '/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Set up two-step verification' })).toBeInTheDocument();
    await user.type(await screen.findByLabelText('Authentication code'), '123456');
    expect(setup).toEqual([{ body: { enrollToken: mockStepTokens.enroll }, authorization: null }]);
    await user.click(screen.getByRole('button', { name: 'Verify and turn on' }));

    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    expect(confirm).toEqual([{ body: { enrollToken: mockStepTokens.enroll, code: '123456' }, authorization: null }]);
    expect(stored()).toEqual(nothingStored);
    expect(router.state.location.pathname).toBe('/login');

    // Done waits for the tick.
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(stored()).toEqual(nothingStored);
    await user.click(screen.getByRole('checkbox', { name: 'I have saved these codes' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(stored()).toEqual({ auth: 'true', token: mockToken });
  });

  it('goes back to the password when the enrolment has expired', async () => {
    server.use(answering('enrollSetup', 401, { message: securityMessages.enrollTokenInvalid }));
    await signIn(mockEnrolEmail);
    expect(await screen.findByRole('alert')).toHaveTextContent(securityMessages.enrollTokenInvalid);
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
  });
});

describe('Login: a passkey instead of the password', () => {
  it('signs in with a passkey alone', async () => {
    prompt.mockResolvedValue(browserAnswer);
    const options = recordCalls('loginPasskeyOptions');
    const passkey = recordCalls('loginPasskey');
    const { router } = renderRoute('/settings', { loggedIn: false });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(options).toEqual([{ body: undefined, authorization: null }]);
    expect(passkey[0]?.body).toEqual({ challengeId: mockStepTokens.loginChallenge, response: browserAnswer });
    expect(stored()).toEqual({ auth: 'true', token: mockToken });
  });

  it('says so when the browser’s prompt is cancelled, and sends nothing more', async () => {
    prompt.mockRejectedValue(Object.assign(new Error('The operation either timed out or was not allowed.'), { name: 'NotAllowedError' }));
    const passkey = recordCalls('loginPasskey');
    renderRoute('/login', { loggedIn: false });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The passkey request was cancelled or timed out.');
    expect(passkey).toHaveLength(0);
    expect(stored()).toEqual(nothingStored);
    expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).not.toHaveAttribute('aria-busy', 'true');
  });

  it('shows the server’s refusal of a passkey it does not know', async () => {
    prompt.mockResolvedValue(browserAnswer);
    server.use(answering('loginPasskey', 401, { message: securityMessages.passkeyUnknown }));
    renderRoute('/login', { loggedIn: false });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(securityMessages.passkeyUnknown);
    expect(stored()).toEqual(nothingStored);
  });

  it('loads no WebAuthn code and makes no passkey call until the button is pressed', async () => {
    const seen = requestsWhere((request) => request.url.includes('/passkey'));
    renderRoute('/login', { loggedIn: false });
    expect(await screen.findByRole('button', { name: 'Sign in with a passkey' })).toBeInTheDocument();
    expect(seen).toHaveLength(0);
    expect(prompt).not.toHaveBeenCalled();
  });
});
