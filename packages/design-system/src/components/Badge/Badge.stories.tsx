import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../Inline';
import { Badge, badgeTones, statusBadgeTone, yesNoTone } from './Badge';
import { usageDocs } from '../private/stories/usage';

const meta = {
  title: 'Data/Badge',
  component: Badge,
  args: { tone: 'success', children: 'Active' },
  argTypes: { tone: { control: 'inline-radio', options: badgeTones } },
  parameters: { docs: { description: { component: usageDocs({
        summary: "A small status label: an account's 'Active' or 'Suspended', a subscription's 'Expires soon'.",
        use: ['For a short status a reader scans down a column.', 'With a tone that matches the words (`statusBadgeTone`, `yesNoTone`).'],
        avoid: ['For actions: a badge is not a button.', 'For sentences or counts that need explaining: use `Text` or a `Notice`.'],
        accessibility: ['Colour is never the only cue: the words carry the status. Each tone\'s text and fill are a pair the Foundations page checks at 4.5:1 in both themes.'],
        do: "`<Badge tone={statusBadgeTone(suspended)}>{suspended ? 'Suspended' : 'Active'}</Badge>`",
        dont: 'A red badge with no words, or words that do not say the status.',
      }) } } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

const background = (element: HTMLElement) => getComputedStyle(element).backgroundColor;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Active')).toBeVisible();
  },
};

export const Playground: Story = {
  args: { tone: 'warning', children: 'Expires soon' },
};

export const Tones: Story = {
  render: (args) => (
    <Inline space="small">
      {badgeTones.map((tone) => (
        <Badge key={tone} {...args} tone={tone}>
          {tone[0]!.toUpperCase() + tone.slice(1)}
        </Badge>
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    const fills = ['Neutral', 'Success', 'Danger', 'Warning', 'Accent'].map((text) => background(canvas.getByText(text)));
    await expect(new Set(fills).size).toBe(badgeTones.length);
  },
};

/** An account's Status column: the words carry the state, the colour only repeats it. */
export const AccountStatus: Story = {
  render: () => (
    <Inline space="small">
      <Badge tone={statusBadgeTone(false)}>Active</Badge>
      <Badge tone={statusBadgeTone(true)}>Suspended</Badge>
    </Inline>
  ),
  play: async ({ canvas }) => {
    const active = canvas.getByText('Active');
    const suspended = canvas.getByText('Suspended');
    await expect(active).toBeVisible();
    await expect(suspended).toBeVisible();
    await expect(background(active)).not.toBe(background(suspended));
  },
};

/** The Subscription column of the salon and private-suite lists. */
export const Subscription: Story = {
  render: () => (
    <Inline space="small">
      <Badge tone={yesNoTone(true)}>Yes</Badge>
      <Badge tone={yesNoTone(false)}>No</Badge>
    </Inline>
  ),
  play: async ({ canvas }) => {
    const yes = canvas.getByText('Yes');
    const no = canvas.getByText('No');
    await expect(yes).toBeVisible();
    await expect(no).toBeVisible();
    await expect(background(yes)).not.toBe(background(no));
  },
};

/** A long label stays on one line inside a narrow cell rather than breaking mid-word. */
export const LongLabel: Story = {
  args: { tone: 'warning', children: 'Subscription expires in 3 days' },
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Subscription expires in 3 days');
    const lineHeight = Number.parseFloat(getComputedStyle(badge).lineHeight);
    await expect(badge.getBoundingClientRect().height).toBeLessThan(lineHeight * 2);
  },
};
