// The addon's module augmentation types `context.msw`, which screenSetup's beforeEach reads.
/// <reference types="msw-storybook-addon/types" />
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db } from '../../mocks/db';
import { recoveryRefusals } from '../../mocks/recovery';
import { asRole } from '../../mocks/security';
import { screenMeta, screenReady } from '../../stories/screenMeta';
import { emptyStory, failureStory, loadingStory } from '../../stories/screenStories';

const meta = { title: 'Screens/RecentlyDeleted', ...screenMeta('/recently-deleted') } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const title = 'Recently deleted';

/** The newest delete, which the list shows first. */
const newest = () => db.deleted.toSorted((a, b) => Date.parse(b.deletedAt) - Date.parse(a.deletedAt))[0]!;

/** A skeleton table under the title while the list loads. */
export const Loading: Story = loadingStory('listDeletedAccounts', 'Loading recently deleted accounts', {
  more: async (canvas) => {
    await expect(canvas.getByRole('heading', { level: 1, name: title })).toBeVisible();
  },
});

/** Nothing deleted that can still be restored. */
export const Empty: Story = emptyStory('listDeletedAccounts', { data: [], total: 0, page: 1, limit: 20, totalPages: 0 }, 'No recently deleted accounts.');

/** The list could not be loaded: the server's message and a way to try again. */
export const Error: Story = failureStory('listDeletedAccounts', 'Error loading recently deleted accounts: Database unavailable.', {
  more: async (canvas) => {
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});

/**
 * The deleted accounts, newest delete first: the kind, who deleted each ('Chairside' for the command
 * line), when, why and the days left ('Last day' on the last), each with Restore.
 */
export const Full: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: title }, screenReady);
    await expect(canvas.getByText('Deleted accounts can be restored until the days left run out, then they are removed for good.')).toBeVisible();
    await expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Name',
      'Kind',
      'Deleted by',
      'Deleted',
      'Reason',
      'Days left',
      'Action',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(db.deleted.length);
    await expect(rows[0]).toHaveTextContent(newest().account.fullName);
    await expect(rows[0]).toHaveTextContent('29 days');
    await expect(rows[0]).toHaveTextContent('Professional');
    await expect(rows[2]).toHaveTextContent('1 day');
    await expect(rows[2]).toHaveTextContent('Salon');
    const last = within(rows[3]!);
    await expect(last.getByText('Last day')).toBeVisible();
    await expect(last.getByText('Chairside')).toBeVisible();
    await expect(last.getByText('Private suite')).toBeVisible();
    await expect(canvas.getByRole('link', { name: title })).toHaveAttribute('aria-current', 'page');
  },
};

/** Restore asks first, with what comes back; then the toast says so and the row leaves the list. */
export const Restore: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: title }, screenReady);
    const { fullName } = newest().account;
    await userEvent.click(within(table).getByRole('button', { name: `Restore ${fullName}` }));
    const dialog = within(await within(document.body).findByRole('alertdialog', { name: `Restore ${fullName}?` }));
    // The dialog fades in: its text is visible once it has.
    await waitFor(() =>
      expect(dialog.getByText('The professional comes back as it was when deleted: profile, units, subscriptions, files and any suspension.')).toBeVisible(),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(await within(document.body).findByText('Professional restored.')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText(fullName)).not.toBeInTheDocument());
    await expect(db.professionals.some((account) => account.fullName === fullName)).toBe(true);
  },
};

/** The account's email now belongs to another account: the server's refusal shows in the dialog, which stays. */
export const RestoreRefused: Story = {
  beforeEach: () => {
    newest().account.email = db.professionals[0]!.email;
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: title }, screenReady);
    const { fullName, email } = newest().account;
    await userEvent.click(within(table).getByRole('button', { name: `Restore ${fullName}` }));
    const dialog = within(await within(document.body).findByRole('alertdialog', { name: `Restore ${fullName}?` }));
    await userEvent.click(dialog.getByRole('button', { name: 'Restore' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(recoveryRefusals.emailTaken(email));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(within(table).getByText(fullName)).toBeVisible();
  },
};

/** A moderator (issue 17) sees what was deleted but cannot restore it: no Restore, and no Action column. */
export const AsModerator: Story = {
  beforeEach: ({ msw }) => {
    msw.use(asRole('moderator'));
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: title }, screenReady);
    await expect(await within(table).findByText(newest().account.fullName)).toBeVisible();
    await expect(within(table).queryByRole('columnheader', { name: 'Action' })).toBeNull();
    await expect(within(table).queryAllByRole('button', { name: /^Restore / })).toHaveLength(0);
  },
};
