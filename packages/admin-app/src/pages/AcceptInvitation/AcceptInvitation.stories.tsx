import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, type within } from 'storybook/test';
import { invitationPath, securityMessages, type MfaEnrollment } from '@chairside/api-contract';
import { mockToken } from '../../mocks/db';
import { answering } from '../../mocks/handlers';
import { mockInvitation, mockInvitationToken, mockStepTokens } from '../../mocks/signIn';
import { ScreenFrame } from '../../stories/ScreenFrame';
import { screenSetup } from '../../stories/screen';
import { screenMeta, screenReady } from '../../stories/screenMeta';
import { loadingStory } from '../../stories/screenStories';

/** The link an invitation email carries, with its token in the fragment. */
const linkWith = (token: string) => `${invitationPath}#token=${token}`;

const meta = {
  title: 'Screens/AcceptInvitation',
  ...screenMeta(linkWith(mockInvitationToken), [], { loggedIn: false }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

/** Types a name and the same new password twice, and accepts. */
async function accept(canvas: Canvas, password = 'a new passphrase') {
  await userEvent.type(await canvas.findByLabelText('Full name', {}, screenReady), 'Robin Moss');
  await userEvent.type(canvas.getByLabelText('Password'), password);
  await userEvent.type(canvas.getByLabelText('Confirm password'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Accept invitation' }));
}

/** A valid link: what the invitation offers, a name and a password, then the back-office, signed in. */
export const Valid: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You are invited to the Chairside back-office as Moderator.', {}, screenReady)).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveValue(mockInvitation().email);
    await expect(window.localStorage.getItem('token')).toBeNull();
    await accept(canvas);
    await expect(await canvas.findByRole('article', { name: 'Professionals' }, screenReady)).toBeVisible();
    await expect(window.localStorage.getItem('token')).toBe(mockToken);
  },
};

/** The link's invitation while it is looked up. */
export const Loading: Story = loadingStory('lookupInvitation', 'Loading the invitation', { loggedIn: false });

/** The form's own checks: a password too short, then two that differ; nothing is sent. */
export const PasswordsChecked: Story = {
  play: async ({ canvas }) => {
    await accept(canvas, 'short');
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription('Password must be at least 8 characters.');
    await expect(canvas.getByLabelText('Password')).toHaveFocus();
    await userEvent.type(canvas.getByLabelText('Password'), ' but longer now');
    await userEvent.click(canvas.getByRole('button', { name: 'Accept invitation' }));
    await expect(canvas.getByLabelText('Confirm password')).toHaveAccessibleDescription('Passwords do not match.');
    await expect(window.localStorage.getItem('token')).toBeNull();
  },
};

/** A link that is not valid (expired, used or made up): the server's words and the way to log in. */
export const Invalid: Story = {
  render: () => <ScreenFrame path={linkWith('not-a-real-invite')} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, screenReady)).toHaveTextContent(securityMessages.invitationInvalid);
    await expect(canvas.getByRole('link', { name: 'Go to the login page' })).toHaveAttribute('href', '/login');
    await expect(canvas.queryByLabelText('Password')).not.toBeInTheDocument();
  },
};

/** A link whose sender can no longer invite (deactivated, or no longer an owner): the server's words, no retry. */
export const InviterGone: Story = {
  beforeEach: screenSetup([answering('lookupInvitation', 404, { message: securityMessages.inviterCannotInvite })], { loggedIn: false }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, screenReady)).toHaveTextContent(securityMessages.inviterCannotInvite);
    await expect(canvas.getByRole('link', { name: 'Go to the login page' })).toHaveAttribute('href', '/login');
    await expect(canvas.queryByRole('button', { name: /try again/i })).not.toBeInTheDocument();
  },
};

/** A link without a token says the same, and asks the server nothing. */
export const NoToken: Story = {
  render: () => <ScreenFrame path={invitationPath} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, screenReady)).toHaveTextContent(securityMessages.invitationInvalid);
  },
};

const enrolment: MfaEnrollment = {
  mfaEnrollmentRequired: true,
  enrollToken: mockStepTokens.enroll,
  message: securityMessages.enrollmentRequired,
};

/** A server that requires a second factor (REQUIRE_MFA): the login page's enrolment step follows the invitation. */
export const ThenEnrolment: Story = {
  beforeEach: screenSetup([answering('acceptInvitation', 200, enrolment)], { loggedIn: false }),
  play: async ({ canvas }) => {
    await accept(canvas);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Set up two-step verification' }, screenReady)).toBeVisible();
    await expect(
      await canvas.findByRole('img', { name: `QR code to add ${mockInvitation().email} to an authenticator app` }, screenReady),
    ).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Authentication code'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify and turn on' }));
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'I have saved these codes' }));
    await expect(window.localStorage.getItem('token')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(await canvas.findByRole('article', { name: 'Professionals' }, screenReady)).toBeVisible();
  },
};
