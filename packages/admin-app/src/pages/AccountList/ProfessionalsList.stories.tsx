// The addon's module augmentation types `context.msw`, which screenSetup's beforeEach reads.
/// <reference types="msw-storybook-addon/types" />
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failing, handle, hanging } from '../../mocks/handlers';
import { screenSetup } from '../../stories/screen';
import { screenMeta, screenReady } from '../../stories/screenMeta';

const meta = { title: 'Screens/ProfessionalsList', ...screenMeta('/professionals-list') } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A skeleton of 20 rows while the list loads. */
export const Loading: Story = {
  beforeEach: screenSetup([hanging('listProfessionals')]),
  play: async ({ canvas }) => {
    const status = await canvas.findByRole('status', { name: 'Loading professionals' }, screenReady);
    await expect(status).toBeVisible();
    await expect(within(status).getAllByRole('row', { hidden: true })).toHaveLength(20 + 1);
  },
};

/** No accounts yet: the headers stay and say what the list would hold. */
export const Empty: Story = {
  beforeEach: screenSetup([handle('listProfessionals', () => HttpResponse.json([]))]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No professionals found.', {}, screenReady)).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Professional Name' })).toBeVisible();
  },
};

/** The list could not be loaded. */
export const Error: Story = {
  beforeEach: screenSetup([failing('listProfessionals', 500, 'Database unavailable.')]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, screenReady)).toHaveTextContent('Error loading professionals: Failed to fetch professionals');
  },
};

/** Every account, newest first; suspending asks first, and declining changes nothing. */
export const Full: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Professionals List' }, screenReady);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Professionals List' })).toBeVisible();
    await expect(within(table).getByRole('columnheader', { name: 'Joining Date' })).toHaveAttribute('aria-sort', 'descending');
    await expect(within(table).getAllByRole('row').length).toBeGreaterThan(2);

    const suspend = within(table).getAllByRole('button', { name: /^(Suspend|Unsuspend) / })[0]!;
    const verb = suspend.textContent === 'Suspend' ? 'suspend' : 'unsuspend';
    await userEvent.click(suspend);
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(verb === 'suspend' ? 'Are you sure you want to suspend this professional?' : 'Are you sure you want to unsuspend this professional?');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(suspend).toHaveFocus();

    // Sorting by name puts the state in the URL-backed table; the header announces it.
    await userEvent.click(within(table).getByRole('button', { name: 'Professional Name' }));
    await expect(within(table).getByRole('columnheader', { name: 'Professional Name' })).toHaveAttribute('aria-sort', 'ascending');
  },
};
