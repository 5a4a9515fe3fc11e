import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, isInaccessible } from 'storybook/test';
import { Box } from '../Box';
import { Text, textSizes, textTones } from '../Text';
import { WorkingDays, workingDaysElements } from './WorkingDays';
import { radios } from '../private/stories/controls';
import { usageDocs } from '../private/stories/usage';

const meta = {
  title: 'Content/WorkingDays',
  component: WorkingDays,
  args: { days: 'Friday,Monday,Wednesday,Tuesday', fallback: 'Not specified' },
  argTypes: { ...radios({ as: workingDaysElements, size: textSizes, tone: textTones }), days: { control: 'text' } },
  parameters: { docs: { description: { component: usageDocs({
        summary: "The days someone works, shown short and in week order ('Mon Tue Fri'), from the comma-separated names the API stores: a professional's availability, a salon's days.",
        use: ["Wherever stored working days are shown, such as a professional's Working Availability.", 'It reads what is stored forgivingly: any case, commas or spaces, repeats, and names cut to three letters or more.', 'Give `fallback` (\'Not specified\') for when no day is named, and `as="dd"` inside a description list.'],
        avoid: ['To edit the days: it only shows them; use a `Checkbox` for each day.'],
        accessibility: ["Screen readers hear the full names ('Monday, Tuesday, Friday'), since short names are read letter by letter or said wrongly; the short names show the full ones in a tooltip."],
        do: '`<WorkingDays days={salon.workingDays} fallback="Not specified" />`',
        dont: "`days.split(',').map((day) => day.slice(0, 3)).join(' ')` in a `Text`: it keeps the stored order, and a screen reader reads 'Thu' as a word.",
      }) } } },
} satisfies Meta<typeof WorkingDays>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stored out of order; shown abbreviated in week order, with the full names for screen readers. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const shown = canvas.getByText('Mon Tue Wed Fri');
    await expect(shown).toBeVisible();
    await expect(isInaccessible(shown)).toBe(true);
    await expect(canvas.getByText('Monday, Tuesday, Wednesday, Friday')).toBeInTheDocument();
    // Pointer users get the full names as a tooltip.
    await expect(shown).toHaveAttribute('title', 'Monday, Tuesday, Wednesday, Friday');
  },
};

export const Playground: Story = {
  args: { as: 'p', size: 'medium', tone: 'neutral' },
};

/** Every day, stored in a jumble of case, spaces and repeats. */
export const WholeWeek: Story = {
  args: { days: ' sunday, SATURDAY ,friday,Thursday , wednesday,Tuesday,monday, Monday ' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Mon Tue Wed Thu Fri Sat Sun')).toBeVisible();
    await expect(canvas.getByText('Monday, Tuesday, Wednesday, Thursday, Friday, Saturday, Sunday')).toBeInTheDocument();
  },
};

/** Given as a list rather than a string. */
export const FromList: Story = {
  args: { days: ['Saturday', 'Sunday'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sat Sun')).toBeVisible();
  },
};

/** No days: the caller's fallback, the SPEC's 'Not specified' for salons. */
export const Empty: Story = {
  args: { days: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Not specified')).toBeVisible();
    await expect(canvas.queryByText(/Mon|Tue/)).toBeNull();
  },
};

/** Missing altogether (null from the API) shows the fallback too. */
export const Missing: Story = {
  args: { days: null, fallback: 'N/A' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('N/A')).toBeVisible();
  },
};

/** In a description list with start and end times, as on a professional's Working Availability. */
export const InDescriptionList: Story = {
  args: { as: 'dd', days: 'Tuesday,Thursday,Saturday' },
  render: (args) => (
    <Box as="dl" display="grid" gap="xsmall">
      <Text as="dt" weight="semibold">
        Working Days
      </Text>
      <WorkingDays {...args} />
      <Text as="dt" weight="semibold">
        Start Time
      </Text>
      <Text as="dd">09:00</Text>
    </Box>
  ),
  play: async ({ canvas }) => {
    const days = canvas.getByText('Tue Thu Sat').closest('dd');
    await expect(days).not.toBeNull();
    await expect(days).toHaveTextContent('Tuesday, Thursday, Saturday');
  },
};
