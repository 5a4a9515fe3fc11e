import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockAdminEmail, mockAdminPassword } from '../../mocks/db';
import { failing, hanging } from '../../mocks/handlers';
import { screenSetup } from '../../stories/screen';
import { screenMeta } from '../../stories/screenMeta';

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
