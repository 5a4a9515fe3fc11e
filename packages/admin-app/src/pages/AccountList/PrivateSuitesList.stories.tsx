// The addon's module augmentation types `context.msw`, which screenSetup's beforeEach reads.
/// <reference types="msw-storybook-addon/types" />
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failing, handle, hanging } from '../../mocks/handlers';
import { screenSetup } from '../../stories/screen';
import { screenMeta, screenReady } from '../../stories/screenMeta';

const meta = { title: 'Screens/PrivateSuitesList', ...screenMeta('/private-suites') } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A skeleton of 10 rows while the list loads. */
export const Loading: Story = {
  beforeEach: screenSetup([hanging('listPrivateSuites')]),
  play: async ({ canvas }) => {
    const status = await canvas.findByRole('status', { name: 'Loading private suites' }, screenReady);
    await expect(status).toBeVisible();
    await expect(within(status).getAllByRole('row', { hidden: true })).toHaveLength(10 + 1);
  },
};

/** No accounts yet: the headers stay and say what the list would hold. */
export const Empty: Story = {
  beforeEach: screenSetup([handle('listPrivateSuites', () => HttpResponse.json({ data: [], totalPages: 0 }))]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No private suites found.', {}, screenReady)).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Suite Name' })).toBeVisible();
  },
};

/** The list could not be loaded. */
export const Error: Story = {
  beforeEach: screenSetup([failing('listPrivateSuites', 500, 'Service unavailable.')]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, screenReady)).toHaveTextContent('Error: Service unavailable.');
  },
};

/** Every account, newest first; suspending asks first, and declining changes nothing. */
export const Full: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Private Suites' }, screenReady);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Private Suites' })).toBeVisible();
    await expect(within(table).getByRole('columnheader', { name: 'Joining Date' })).toHaveAttribute('aria-sort', 'descending');
    await expect(within(table).getAllByRole('row').length).toBeGreaterThan(2);

    const suspend = within(table).getAllByRole('button', { name: /^(Suspend|Unsuspend) / })[0]!;
    const verb = suspend.textContent === 'Suspend' ? 'suspend' : 'unsuspend';
    await userEvent.click(suspend);
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(verb === 'suspend' ? 'Suspend this suite?' : 'Unsuspend this suite?');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(suspend).toHaveFocus();

    // Sorting by name puts the state in the URL-backed table; the header announces it.
    await userEvent.click(within(table).getByRole('button', { name: 'Suite Name' }));
    await expect(within(table).getByRole('columnheader', { name: 'Suite Name' })).toHaveAttribute('aria-sort', 'ascending');
  },
};

/** Ten suites a page; the page navigation asks the server for the next one. */
export const Paged: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Private Suites' }, screenReady);
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    const pages = canvas.getByRole('navigation', { name: 'Private suites pages' });
    const firstName = within(table).getAllByRole('link')[0]!.textContent;
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(within(table).getAllByRole('link')[0]!.textContent).not.toBe(firstName));
  },
};
