import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { securityMessages } from '@chairside/api-contract';
import { mockAdminEmail, mockAdminPassword, mockToken } from '../../mocks/db';
import { failing, hanging } from '../../mocks/handlers';
import { mockEnrolEmail, mockMfaEmail, mockRecoveryCode } from '../../mocks/signIn';
import { screenSetup } from '../../stories/screen';
import { screenMeta, screenReady } from '../../stories/screenMeta';

const meta = { title: 'Screens/Login', ...screenMeta('/login', [], { loggedIn: false }) } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Email')).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription('Email is required.');
  },
};

export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Email'), mockAdminEmail);
    await userEvent.type(canvas.getByLabelText('Password'), 'not the password');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid credentials. Please try again.');
  },
};

export const NotAnAdmin: Story = {
  beforeEach: screenSetup([failing('login', 403, 'Only administrators can sign in to the back-office.')], { loggedIn: false }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Email'), 'pro@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'whatever1');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Only administrators can sign in to the back-office.');
    await expect(window.localStorage.getItem('token')).toBeNull();
  },
};

export const LoggingIn: Story = {
  beforeEach: screenSetup([hanging('login')], { loggedIn: false }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Email'), mockAdminEmail);
    await userEvent.type(canvas.getByLabelText('Password'), mockAdminPassword);
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(canvas.getByRole('button', { name: 'Login' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Logging in...')).toBeVisible();
  },
};

type Canvas = ReturnType<typeof within>;

/** Signs in with the mock password as `email`, which asks for a further step, and waits for that step's heading. */
async function passwordStep(canvas: Canvas, email: string, heading: string) {
  await userEvent.type(await canvas.findByLabelText('Email'), email);
  await userEvent.type(canvas.getByLabelText('Password'), mockAdminPassword);
  await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
  await expect(await canvas.findByRole('heading', { level: 1, name: heading }, screenReady)).toBeVisible();
}

/** Signed in: the session is stored and the dashboard shows. */
async function signedIn(canvas: Canvas) {
  await expect(await canvas.findByRole('article', { name: 'Professionals' }, screenReady)).toBeVisible();
  await expect(window.localStorage.getItem('token')).toBe(mockToken);
}

/** A staff member with an authenticator app: the second step takes its 6-digit code. */
export const SecondStepWithCode: Story = {
  play: async ({ canvas }) => {
    await passwordStep(canvas, mockMfaEmail, 'Two-step verification');
    const field = canvas.getByLabelText('Authentication code');
    await expect(field).toHaveFocus();
    await expect(window.localStorage.getItem('token')).toBeNull();
    await userEvent.type(field, '123 456');
    await expect(field).toHaveValue('123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await signedIn(canvas);
  },
};

/** 'Use a recovery code instead' swaps the field for a recovery code, and back. */
export const SecondStepWithRecoveryCode: Story = {
  play: async ({ canvas }) => {
    await passwordStep(canvas, mockMfaEmail, 'Two-step verification');
    await userEvent.click(canvas.getByRole('button', { name: 'Use a recovery code instead' }));
    await expect(canvas.queryByLabelText('Authentication code')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Use an authenticator code instead' }));
    await expect(canvas.getByLabelText('Authentication code')).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Use a recovery code instead' }));
    const field = canvas.getByLabelText('Recovery code');
    await expect(field).toHaveFocus();
    await userEvent.type(field, mockRecoveryCode.toUpperCase());
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await signedIn(canvas);
  },
};

/** A wrong code: the server's message as an alert, and the code stays in the field to correct. */
export const WrongCode: Story = {
  play: async ({ canvas }) => {
    await passwordStep(canvas, mockMfaEmail, 'Two-step verification');
    const field = canvas.getByLabelText('Authentication code');
    await userEvent.type(field, '654321');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(securityMessages.wrongCode);
    await expect(field).toHaveValue('654321');
    await expect(field).toHaveAccessibleDescription(securityMessages.wrongCode);
    await waitFor(() => expect(field).toHaveFocus());
    await expect(window.localStorage.getItem('token')).toBeNull();
  },
};

/** The second step took too long: back to the password with the server's message. */
export const ExpiredStep: Story = {
  beforeEach: screenSetup([failing('loginMfa', 401, securityMessages.mfaTokenInvalid)], { loggedIn: false }),
  play: async ({ canvas }) => {
    await passwordStep(canvas, mockMfaEmail, 'Two-step verification');
    await userEvent.type(canvas.getByLabelText('Authentication code'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(securityMessages.mfaTokenInvalid);
    await expect(canvas.getByLabelText('Email')).toHaveValue(mockMfaEmail);
    await expect(canvas.getByLabelText('Password')).toHaveFocus();
  },
};

/**
 * REQUIRE_MFA, for a staff member without a second factor: scan the key, confirm it with a code, save
 * the recovery codes; only their Done signs in.
 */
export const Enrolment: Story = {
  play: async ({ canvas }) => {
    await passwordStep(canvas, mockEnrolEmail, 'Set up two-step verification');
    await expect(await canvas.findByRole('img', { name: `QR code to add ${mockEnrolEmail} to an authenticator app` }, screenReady)).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Authentication code'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify and turn on' }));
    const codes = await canvas.findByRole('list', { name: 'Recovery codes' });
    await expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    // Nothing is signed in until the codes are saved.
    await expect(window.localStorage.getItem('token')).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I have saved these codes' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await signedIn(canvas);
  },
};

/** A wrong code while enrolling: the server's message, and the key stays on screen to try again. */
export const EnrolmentWrongCode: Story = {
  play: async ({ canvas }) => {
    await passwordStep(canvas, mockEnrolEmail, 'Set up two-step verification');
    const field = await canvas.findByLabelText('Authentication code', {}, screenReady);
    await userEvent.type(field, '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify and turn on' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(securityMessages.wrongCode);
    await expect(canvas.getByRole('img', { name: /QR code/ })).toBeVisible();
    await expect(window.localStorage.getItem('token')).toBeNull();
  },
};
