// The addon's module augmentation types `context.msw`, which screenSetup's beforeEach reads.
/// <reference types="msw-storybook-addon/types" />
import type { DashboardSummary } from '@chairside/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { handle } from '../../mocks/handlers';
import { screenSetup } from '../../stories/screen';
import { screenMeta, screenReady } from '../../stories/screenMeta';
import { failureStory, loadingStory } from '../../stories/screenStories';

const meta = { title: 'Screens/Dashboard', ...screenMeta('/') } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three skeleton cards while the figures load. */
export const Loading: Story = loadingStory('getDashboardSummary', 'Loading dashboard', {
  more: async (canvas) => {
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
  },
});

/** The dashboard's read answered with these figures. */
const summaryAnswer = (summary: DashboardSummary) => handle('getDashboardSummary', () => HttpResponse.json(summary));

const noAccounts = { total: 0, newThisMonth: 0, subscribed: 0, free: 0 };

/** A new marketplace: every figure is zero. */
export const Empty: Story = {
  beforeEach: screenSetup([summaryAnswer({ professionals: { total: 0, newThisMonth: 0 }, privateSuites: noAccounts, salons: noAccounts })]),
  play: async ({ canvas }) => {
    const salons = await canvas.findByRole('article', { name: 'Salons' }, screenReady);
    await expect(within(salons).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '0 New This Month',
      '0 Subscribed',
      '0 Free',
    ]);
  },
};

/** The figures could not be loaded: the skeleton stays (as the spec has it) under a message with a retry. */
export const Error: Story = failureStory('getDashboardSummary', 'Failed to load the dashboard summary. Please try again later.', {
  more: async (canvas) => {
    await expect(canvas.getByRole('status', { name: 'Loading dashboard' })).toBeVisible();
  },
});

/**
 * The figures are read on every visit; the story's server answers the first read, refuses the second,
 * then answers with a newer total (whether SWR's own retry or 'Try again' asks first).
 */
const refusesSecondRead = () => {
  let reads = 0;
  return handle('getDashboardSummary', () => {
    reads += 1;
    if (reads === 2) return HttpResponse.json({ message: 'Service unavailable.' }, { status: 503 });
    return HttpResponse.json({
      professionals: { total: reads === 1 ? 1_235 : 1_240, newThisMonth: 12 },
      privateSuites: { total: 240, newThisMonth: 7, subscribed: 150, free: 90 },
      salons: { total: 88, newThisMonth: 0, subscribed: 51, free: 37 },
    });
  });
};

/**
 * A refresh failed after the figures were shown: they stay, under the failure message, so nobody takes
 * them for current; 'Try again' brings fresh ones and the message goes.
 */
export const RefreshFailed: Story = {
  beforeEach: screenSetup([refusesSecondRead()]),
  play: async ({ canvas }) => {
    const user = userEvent.setup();
    await expect(within(await canvas.findByRole('article', { name: 'Professionals' }, screenReady)).getByText('1,235')).toBeVisible();
    const sidebar = canvas.getByRole('navigation', { name: 'Main' });
    await user.click(within(sidebar).getByRole('link', { name: 'Professionals' }));
    await canvas.findByRole('table', { name: 'Professionals List' }, screenReady);
    await user.click(within(sidebar).getByRole('link', { name: 'Home' }));
    await expect(await canvas.findByRole('alert', {}, screenReady)).toHaveTextContent(
      'Failed to load the dashboard summary. Please try again later.',
    );
    await expect(within(canvas.getByRole('article', { name: 'Professionals' })).getByText('1,235')).toBeVisible();
    await user.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await within(canvas.getByRole('article', { name: 'Professionals' })).findByText('1,240')).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** The three cards with large figures. */
export const Full: Story = {
  beforeEach: screenSetup([
    summaryAnswer({
      professionals: { total: 12_480, newThisMonth: 312 },
      privateSuites: { total: 2_140, newThisMonth: 48, subscribed: 1_390, free: 750 },
      salons: { total: 3_605, newThisMonth: 97, subscribed: 2_210, free: 1_395 },
    }),
  ]),
  play: async ({ canvas }) => {
    const professionals = await canvas.findByRole('article', { name: 'Professionals' }, screenReady);
    await expect(within(professionals).getByText('12,480')).toBeVisible();
    await expect(within(professionals).getByRole('listitem')).toHaveTextContent('312 New This Month');
    const suites = canvas.getByRole('article', { name: 'Private Suites' });
    await expect(within(suites).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '48 New This Month',
      '1,390 Subscribed',
      '750 Free',
    ]);
  },
};
