import type { Meta, StoryObj } from '@storybook/react-vite';
import { activityCsvFileName, activityPageSize } from '@chairside/api-contract';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { recording } from '../../mocks/handlers';
import { ScreenFrame } from '../../stories/ScreenFrame';
import { screenMeta, screenReady } from '../../stories/screenMeta';
import { emptyStory, failureStory, loadingStory } from '../../stories/screenStories';

const meta = { title: 'Screens/Activity', ...screenMeta('/activity') } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The screen opened on a URL that already holds filters. */
const at = (path: string) => ({ render: () => <ScreenFrame path={path} /> });

/** The filters of the Filtered and CsvLink stories, as the URL holds them. */
const filteredPath = '/activity?action=account.suspend&kind=professional&from=2020-01-01&to=2099-12-31&q=avery';

// The calls of the log, recorded afresh by each story that reads them (its beforeEach empties them).
const logCalls = recording('getAuditLog');
const exportCalls = recording('exportAuditLog');
const recordCalls: Story['beforeEach'] = ({ msw }) => {
  for (const recorded of [logCalls, exportCalls]) {
    recorded.calls.length = 0;
    recorded.urls.length = 0;
  }
  msw.use(logCalls.handler, exportCalls.handler);
};

/** A skeleton table under the title while the log loads. */
export const Loading: Story = loadingStory('getAuditLog', 'Loading activity', {
  more: async (canvas) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  },
});

/** Nothing logged yet, and no filter set. */
export const Empty: Story = emptyStory('getAuditLog', { data: [], total: 0, page: 1, limit: activityPageSize, totalPages: 0 }, 'No activity yet.');

/** The log could not be loaded: the server's message and a way to try again. */
export const Error: Story = failureStory('getAuditLog', 'Error loading activity: Database unavailable.', {
  more: async (canvas) => {
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});

/**
 * The log, newest first, 25 entries a page: who, what (a timed suspension with its end), the account
 * linked to its page, the reason, the note and a notice that failed with the mail server's error; a
 * failed sign-in shows the address typed.
 */
export const Full: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Activity' }, screenReady);
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(activityPageSize + 1);
    const newest = within(rows[1]!);
    await expect(newest.getByText(/^Suspended until /)).toBeVisible();
    await expect(newest.getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^\/professionals-list\/\d+$/));
    await expect(newest.getByText('Spam or scam')).toBeVisible();
    await expect(newest.getByText('Third report this week; see the support request.')).toBeVisible();
    await expect(newest.getByText('Failed: 550 Mailbox unavailable')).toBeVisible();
    const failedSignIn = within(rows[2]!);
    await expect(failedSignIn.getByText('Sign-in failed')).toBeVisible();
    await expect(failedSignIn.getByText('someone@example.com')).toBeVisible();

    const pages = canvas.getByRole('navigation', { name: 'Activity pages' });
    await userEvent.click(within(pages).getByRole('button', { name: /^(Go to )?page 3$/i }));
    await waitFor(() => expect(within(canvas.getByRole('table', { name: 'Activity' })).getAllByRole('row')).toHaveLength(60 - 2 * activityPageSize + 1));
  },
};

/**
 * Opened on a URL with filters: every control shows its filter, and the call carries them (the days
 * as the local day's first and last instants) with the page size, and only matching entries show.
 */
export const Filtered: Story = {
  ...at(filteredPath),
  beforeEach: recordCalls,
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Activity' }, screenReady);
    await expect(canvas.getByLabelText('Action')).toHaveValue('account.suspend');
    await expect(canvas.getByLabelText('Account kind')).toHaveValue('professional');
    await expect(canvas.getByLabelText('From')).toHaveValue('2020-01-01');
    await expect(canvas.getByLabelText('To')).toHaveValue('2099-12-31');
    await expect(canvas.getByLabelText('Account name or email')).toHaveValue('avery');
    const query = logCalls.urls.at(-1)!.searchParams;
    await expect(Object.fromEntries(query)).toEqual({
      action: 'account.suspend',
      kind: 'professional',
      from: new Date(2020, 0, 1).toISOString(),
      to: new Date(2099, 11, 31, 23, 59, 59, 999).toISOString(),
      q: 'avery',
      page: '1',
      limit: String(activityPageSize),
    });
    for (const row of within(table).getAllByRole('row').slice(1)) await expect(row).toHaveTextContent(/Suspended/);
  },
};

/** Filters that match nothing say so, and Clear filters brings the whole log back. */
export const NoMatches: Story = {
  ...at('/activity?q=nobody-by-this-name'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No activity matches these filters.', {}, screenReady)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(canvas.getByLabelText('Account name or email')).toHaveValue('');
    await waitFor(() => expect(within(canvas.getByRole('table', { name: 'Activity' })).getAllByRole('row')).toHaveLength(activityPageSize + 1));
  },
};

/**
 * 'Export CSV' is a link to the export with the screen's filters, saved as chairside-activity.csv;
 * pressing it fetches the export with the session's token.
 */
export const CsvLink: Story = {
  ...at(filteredPath),
  beforeEach: recordCalls,
  play: async ({ canvas }) => {
    const link = await canvas.findByRole('link', { name: 'Export CSV' }, screenReady);
    await expect(link).toHaveAttribute('download', activityCsvFileName);
    const href = new URL(link.getAttribute('href')!, window.location.href);
    await expect(href.pathname).toMatch(/\/audit-log\.csv$/);
    await expect(href.searchParams.get('action')).toBe('account.suspend');
    await expect(href.searchParams.get('kind')).toBe('professional');
    await expect(href.searchParams.get('q')).toBe('avery');
    await expect(href.searchParams.get('from')).toBe(new Date(2020, 0, 1).toISOString());
    await expect(href.searchParams.has('page')).toBe(false);
    await userEvent.click(link);
    await waitFor(() => expect(exportCalls.calls).toHaveLength(1));
    await expect(exportCalls.urls[0]!.search).toBe(href.search);
    await expect(exportCalls.calls[0]!.authorization).toMatch(/^Bearer /);
  },
};

/**
 * The filters by keyboard: Tab moves from Export CSV through every filter in reading order, a select
 * takes its choice (user-event cannot drive a native select's arrow keys, so the choice is made with
 * selectOptions on the focused select), and typing in the text box filters as it goes.
 */
export const KeyboardFilters: Story = {
  beforeEach: recordCalls,
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: 'Activity' }, screenReady);
    canvas.getByRole('link', { name: 'Export CSV' }).focus();
    await userEvent.tab();
    const action = canvas.getByLabelText('Action');
    await expect(action).toHaveFocus();
    await userEvent.selectOptions(action, 'Suspended');
    await expect(action).toHaveValue('account.suspend');
    await waitFor(() => expect(logCalls.urls.at(-1)!.searchParams.get('action')).toBe('account.suspend'));
    for (const label of ['Administrator', 'Account kind', 'From', 'To', 'Account name or email']) {
      await userEvent.tab();
      await expect(canvas.getByLabelText(label)).toHaveFocus();
    }
    await userEvent.keyboard('zzz-no-one');
    await expect(await canvas.findByText('No activity matches these filters.')).toBeVisible();
    await expect(logCalls.urls.at(-1)!.searchParams.get('q')).toBe('zzz-no-one');
    await expect(logCalls.urls.at(-1)!.searchParams.get('action')).toBe('account.suspend');
  },
};

/**
 * An entry that undid another links to it ('Undoes entry #N'), and the undone one is marked 'Undone'.
 * Following the link shows that entry with the one undoing it, and 'Show all activity' brings the log back.
 */
export const Undone: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Activity' }, screenReady);
    const link = within(table).getByRole('link', { name: /^Undoes entry #\d+$/ });
    const undoneId = link.textContent!.replace('Undoes entry #', '');
    await expect(link).toHaveAttribute('href', `/activity?entry=${undoneId}`);
    const undoneRow = within(table).getByText('Undone').closest('tr')!;
    await expect(undoneRow).toHaveTextContent('Suspended');

    await userEvent.click(link);
    await expect(await canvas.findByText(`Showing entry #${undoneId}`)).toBeVisible();
    await waitFor(() => expect(within(canvas.getByRole('table', { name: 'Activity' })).getAllByRole('row')).toHaveLength(3));
    await userEvent.click(canvas.getByRole('button', { name: 'Show all activity' }));
    await waitFor(() => expect(within(canvas.getByRole('table', { name: 'Activity' })).getAllByRole('row')).toHaveLength(activityPageSize + 1));
    await expect(canvas.queryByText(`Showing entry #${undoneId}`)).not.toBeInTheDocument();
  },
};
