// The addon's module augmentation types `context.msw`, which screenSetup's beforeEach reads.
/// <reference types="msw-storybook-addon/types" />
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failing, handle, hanging } from '../../mocks/handlers';
import { screenSetup } from '../../stories/screen';
import { screenMeta, screenReady } from '../../stories/screenMeta';

const meta = { title: 'Screens/SalonsList', ...screenMeta('/salons') } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A skeleton of 10 rows while the list loads. */
export const Loading: Story = {
  beforeEach: screenSetup([hanging('listSalons')]),
  play: async ({ canvas }) => {
    const status = await canvas.findByRole('status', { name: 'Loading salons' }, screenReady);
    await expect(status).toBeVisible();
    await expect(within(status).getAllByRole('row', { hidden: true })).toHaveLength(10 + 1);
  },
};

/** No accounts yet: the headers stay and say what the list would hold. */
export const Empty: Story = {
  beforeEach: screenSetup([handle('listSalons', () => HttpResponse.json([]))]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No salons found.', {}, screenReady)).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Salon Name' })).toBeVisible();
  },
};

/** The list could not be loaded. */
export const Error: Story = {
  beforeEach: screenSetup([failing('listSalons', 500, 'Database unavailable.')]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, screenReady)).toHaveTextContent('Error: Failed to fetch salons');
  },
};

/** Every account, newest first; suspending asks first, and declining changes nothing. */
export const Full: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Salons' }, screenReady);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Salons' })).toBeVisible();
    await expect(within(table).getByRole('columnheader', { name: 'Joining Date' })).toHaveAttribute('aria-sort', 'descending');
    await expect(within(table).getAllByRole('row').length).toBeGreaterThan(2);

    const suspend = within(table).getAllByRole('button', { name: /^(Suspend|Unsuspend) / })[0]!;
    const verb = suspend.textContent === 'Suspend' ? 'suspend' : 'unsuspend';
    await userEvent.click(suspend);
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(verb === 'suspend' ? 'Are you sure you want to suspend this salon?' : 'Are you sure you want to unsuspend this salon?');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(suspend).toHaveFocus();

    // Sorting by name puts the state in the URL-backed table; the header announces it.
    await userEvent.click(within(table).getByRole('button', { name: 'Salon Name' }));
    await expect(within(table).getByRole('columnheader', { name: 'Salon Name' })).toHaveAttribute('aria-sort', 'ascending');
  },
};
