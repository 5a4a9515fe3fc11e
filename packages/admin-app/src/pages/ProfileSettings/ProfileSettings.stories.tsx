// The addon's module augmentation types `context.msw`, which screenSetup's beforeEach reads.
/// <reference types="msw-storybook-addon/types" />
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Canvas } from 'storybook/internal/types';
import { buildAdminProfile } from '@chairside/api-contract/fixtures';
import { answering, failing, hanging } from '../../mocks/handlers';
import { db } from '../../mocks/db';
import { mockTotpCode, recoveryCodeSet } from '../../mocks/access';
import { screenSetup } from '../../stories/screen';
import { screenMeta, screenReady } from '../../stories/screenMeta';
import { loadingStory } from '../../stories/screenStories';

const meta = { title: 'Screens/ProfileSettings', ...screenMeta('/profile-settings') } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the form as the admin does, once the profile has loaded. */
const editProfile = async (canvas: Canvas) =>
  userEvent.click(await canvas.findByRole('button', { name: 'Edit Profile' }, screenReady));

/** A skeleton while the profile loads. */
export const Loading: Story = loadingStory('getAdminProfile', 'Loading profile');

/** A profile with only the required name and email: no address, the placeholder photo. */
export const Empty: Story = {
  beforeEach: screenSetup([
    answering('getAdminProfile', 200, buildAdminProfile({ fullName: 'Avery Morgan', address: null, imageUrl: null })),
  ]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Avery Morgan', {}, screenReady)).toBeVisible();
    await expect(canvas.queryByText('Address')).toBeNull();
  },
};

/**
 * The profile could not be loaded. The alert is looked for in the profile's card: the Security part
 * below has alerts of its own (the passkey form's, empty until a name is refused).
 */
export const Error: Story = {
  beforeEach: screenSetup([failing('getAdminProfile', 500, 'Database unavailable.')]),
  play: async ({ canvas }) => {
    const profile = within(await canvas.findByRole('region', { name: 'Profile Settings' }, screenReady));
    const alert = await profile.findByRole('alert', {}, screenReady);
    await expect(alert).toBeVisible();
    await expect(alert).toHaveTextContent('Failed to load your profile. Please try again later.');
  },
};

/** View mode with name, email, address and photo. */
export const Full: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Edit Profile' }, screenReady)).toBeVisible();
    await expect(canvas.getByText('Address')).toBeVisible();
  },
};

/** Edit Profile opens the form with the current values; focus lands on Full Name. */
export const Editing: Story = {
  play: async ({ canvas }) => {
    await editProfile(canvas);
    await expect(canvas.getByLabelText(/^Full Name/)).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Save Profile' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

/** Saving: the button reads 'Saving...'. */
export const Saving: Story = {
  beforeEach: screenSetup([hanging('updateAdminProfile')]),
  play: async ({ canvas }) => {
    await editProfile(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Profile' }));
    await expect(await canvas.findByText('Saving...')).toBeVisible();
  },
};

/** The save failed: the spec's alert beside the form, an error toast, and the typed values kept. */
export const SaveFailed: Story = {
  beforeEach: screenSetup([failing('updateAdminProfile', 409, 'That email belongs to another account.')]),
  play: async ({ canvas }) => {
    await editProfile(canvas);
    const name = canvas.getByLabelText(/^Full Name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Jordan Reyes');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Profile' }));
    const form = canvas.getByRole('form', { name: 'Edit Profile' });
    await expect(await within(form).findByRole('alert')).toHaveTextContent('There was an error updating your profile.');
    await expect(name).toHaveValue('Jordan Reyes');
  },
};

/*
 * The Security part (issue 17): two-factor sign-in, passkeys and sessions, under the profile.
 */

/** A part of the Security section, once the page has loaded. */
const securityPart = async (canvas: Canvas, name: string) => within(await canvas.findByRole('region', { name }, screenReady));

/** Two-factor sign-in on, with seven of its ten recovery codes left. */
const withTotpOn = () => {
  db.security.totpEnabled = true;
  db.security.recoveryCodes = recoveryCodeSet(1).slice(0, 7);
};

/** The security parts each show a skeleton while they load. */
export const SecurityLoading: Story = {
  beforeEach: screenSetup([hanging('getSecurity'), hanging('listPasskeys'), hanging('listSessions')]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading two-factor sign-in' }, screenReady)).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Loading passkeys' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Loading sessions' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Set up an authenticator app' })).toBeNull();
  },
};

/** Each security part says on its own that it could not be loaded, with a way to try again. */
export const SecurityError: Story = {
  beforeEach: screenSetup([
    failing('getSecurity', 500, 'Database unavailable.'),
    failing('listPasskeys', 500, 'Database unavailable.'),
    failing('listSessions', 500, 'Database unavailable.'),
  ]),
  play: async ({ canvas }) => {
    // Each part replaces its loading list (whose own alert is empty until something goes wrong) with
    // the error card when its call fails: wait for the words, then look inside the part.
    for (const [name, text] of [
      ['Two-factor sign-in', 'Your two-factor sign-in settings could not be loaded.'],
      ['Passkeys', 'Your passkeys could not be loaded.'],
      ['Sessions', 'Your sessions could not be loaded.'],
    ] as const) {
      await canvas.findByText(text, {}, screenReady);
      const part = await securityPart(canvas, name);
      await expect(part.getByRole('alert')).toHaveTextContent(text);
      await expect(part.getByRole('button', { name: 'Try again' })).toBeVisible();
    }
  },
};

/** Two-factor sign-in off: what it is, and the button that sets it up. */
export const TwoFactorOff: Story = {
  play: async ({ canvas }) => {
    const part = await securityPart(canvas, 'Two-factor sign-in');
    await expect(await part.findByText(/Two-factor sign-in is off/)).toBeVisible();
    await expect(part.getByRole('button', { name: 'Set up an authenticator app' })).toBeVisible();
  },
};

/** Setting up: the QR code and key, then a code the server refuses, said at the field. */
export const TwoFactorEnrolling: Story = {
  play: async ({ canvas }) => {
    const part = await securityPart(canvas, 'Two-factor sign-in');
    await userEvent.click(await part.findByRole('button', { name: 'Set up an authenticator app' }));
    await expect(await part.findByRole('heading', { level: 4, name: 'Set up an authenticator app' })).toBeVisible();
    await expect(part.getByRole('img', { name: /QR code to add admin@chairside\.test/ })).toBeVisible();
    await userEvent.type(part.getByLabelText('Authentication code'), '000000');
    await userEvent.click(part.getByRole('button', { name: 'Verify and turn on' }));
    await expect(await part.findByRole('alert')).toHaveTextContent('That code did not work. Check it and try again.');
    // Focus moves to the field once the message is on show, so it is read out with it.
    await waitFor(() => expect(part.getByLabelText('Authentication code')).toHaveFocus());
  },
};

/** The right code turns it on: the ten recovery codes, shown once, then the on state with all ten left. */
export const TwoFactorRecoveryCodes: Story = {
  play: async ({ canvas }) => {
    const part = await securityPart(canvas, 'Two-factor sign-in');
    await userEvent.click(await part.findByRole('button', { name: 'Set up an authenticator app' }));
    await userEvent.type(await part.findByLabelText('Authentication code'), mockTotpCode);
    await userEvent.click(part.getByRole('button', { name: 'Verify and turn on' }));
    const codes = await part.findByRole('list', { name: 'Recovery codes' });
    await expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    await expect(await within(document.body).findByText('Two-factor sign-in is on.')).toBeInTheDocument();
    await userEvent.click(part.getByRole('checkbox', { name: 'I have saved these codes' }));
    await userEvent.click(part.getByRole('button', { name: 'Done' }));
    await expect(await part.findByText('10 recovery codes left')).toBeVisible();
    await expect(part.getByRole('heading', { name: 'Two-factor sign-in' })).toHaveFocus();
  },
};

/** On: the recovery codes left, New recovery codes (after a current code) and Turn off. */
export const TwoFactorOn: Story = {
  beforeEach: withTotpOn,
  play: async ({ canvas }) => {
    const part = await securityPart(canvas, 'Two-factor sign-in');
    await expect(await part.findByText('7 recovery codes left')).toBeVisible();
    await expect(part.getByText(/^On since Jan 10, 2026/)).toBeVisible();
    await expect(part.getByRole('button', { name: 'Turn off' })).toBeEnabled();
    await userEvent.click(part.getByRole('button', { name: 'New recovery codes' }));
    const form = within(part.getByRole('form', { name: 'Make new recovery codes' }));
    await expect(form.getByLabelText('Authentication code')).toHaveFocus();
    await userEvent.type(form.getByLabelText('Authentication code'), mockTotpCode);
    await userEvent.click(form.getByRole('button', { name: 'Make new codes' }));
    await expect(within(await part.findByRole('list', { name: 'Recovery codes' })).getAllByRole('listitem')).toHaveLength(10);
  },
};

/** Turn off asks a current code (a recovery code will do), then two-factor sign-in is off. */
export const TwoFactorTurnOff: Story = {
  beforeEach: withTotpOn,
  play: async ({ canvas }) => {
    const part = await securityPart(canvas, 'Two-factor sign-in');
    await userEvent.click(await part.findByRole('button', { name: 'Turn off' }));
    const form = within(part.getByRole('form', { name: 'Turn off two-factor sign-in' }));
    await userEvent.click(form.getByRole('button', { name: 'Use a recovery code instead' }));
    await userEvent.type(form.getByLabelText('Recovery code'), db.security.recoveryCodes[0]!);
    await userEvent.click(form.getByRole('button', { name: 'Turn off' }));
    await expect(await part.findByText(/Two-factor sign-in is off/)).toBeVisible();
    await expect(await within(document.body).findByText('Two-factor sign-in is off.')).toBeInTheDocument();
  },
};

/** The server requires a second factor and the app is the only one: Turn off waits, and says why. */
export const TwoFactorRequired: Story = {
  beforeEach: () => {
    withTotpOn();
    db.security.mfaRequired = true;
    db.security.passkeys = [];
  },
  play: async ({ canvas }) => {
    const part = await securityPart(canvas, 'Two-factor sign-in');
    const turnOff = await part.findByRole('button', { name: 'Turn off' });
    await expect(turnOff).toBeDisabled();
    await expect(turnOff).toHaveAccessibleDescription(/Add a passkey before turning the authenticator app off\./);
    await expect(part.getByRole('button', { name: 'New recovery codes' })).toBeEnabled();
  },
};

/** The passkeys with when each was added and last used; Remove asks first, then the passkey goes. */
export const Passkeys: Story = {
  play: async ({ canvas }) => {
    const part = await securityPart(canvas, 'Passkeys');
    const list = await part.findByRole('list', { name: 'Passkeys' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(list).getByText('Never used')).toBeVisible();
    await expect(part.getByRole('button', { name: 'Add a passkey' })).toBeVisible();
    await userEvent.click(part.getByRole('button', { name: 'Remove passkey Phone' }));
    const dialog = within(await within(document.body).findByRole('alertdialog', { name: 'Remove Phone?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Remove passkey' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    await expect(await within(document.body).findByText('Passkey removed.')).toBeInTheDocument();
    await expect(db.security.passkeys.map((passkey) => passkey.name)).toEqual(['Work laptop']);
  },
};

/** No passkeys yet: what a passkey is, and the form that adds one. */
export const PasskeysEmpty: Story = {
  beforeEach: () => {
    db.security.passkeys = [];
  },
  play: async ({ canvas }) => {
    const part = await securityPart(canvas, 'Passkeys');
    await expect(await part.findByText(/No passkeys yet/)).toBeVisible();
    await expect(part.getByRole('textbox', { name: 'Passkey name' })).toBeVisible();
  },
};

/**
 * The sessions, this one first and marked, each named by its browser and system; one signed out
 * leaves, then Sign out all other sessions (asked first) leaves only this one.
 */
export const Sessions: Story = {
  play: async ({ canvas }) => {
    const part = await securityPart(canvas, 'Sessions');
    const list = await part.findByRole('list', { name: 'Sessions' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('Chrome on macOS');
    await expect(items[0]).toHaveTextContent('This session');
    await expect(items[1]).toHaveTextContent('Safari on iOS');
    await expect(items[2]).toHaveTextContent('Firefox on Windows');
    await expect(within(items[0]!).queryByRole('button')).toBeNull();

    await userEvent.click(within(items[1]!).getByRole('button', { name: /^Sign out Safari on iOS/ }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    await expect(await within(document.body).findByText('Session signed out.')).toBeInTheDocument();

    await userEvent.click(part.getByRole('button', { name: 'Sign out all other sessions' }));
    const dialog = within(await within(document.body).findByRole('alertdialog', { name: 'Sign out all other sessions?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Sign out others' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    await expect(await within(document.body).findByText('Other sessions signed out.')).toBeInTheDocument();
    await expect(db.security.sessions.map((session) => session.id)).toEqual([301]);
  },
};
