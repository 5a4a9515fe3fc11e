import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from '../Card';
import { Inline } from '../Inline';
import { InfoCard, infoCardTones } from './InfoCard';
import { salaryFigureLines } from './salaryFigures';
import { radios } from '../private/stories/controls';
import { usageDocs } from '../private/stories/usage';

const meta = {
  title: 'Content/InfoCard',
  component: InfoCard,
  args: { label: 'Booth Rent', value: 'not more than $120/wk' },
  argTypes: { ...radios({ tone: infoCardTones }), value: { control: 'text' } },
  parameters: { docs: { description: { component: usageDocs({
        summary: "One labelled figure on a small card: a professional's salary expectation or a salon's package ('Booth Rent: not more than $120/wk').",
        use: ['For a few figures of one record side by side, in an `Inline` inside a titled `Card`, with `tone="muted"`.', "`salaryFigureLines` writes the five salary and package figures in the SPEC's words; a missing value shows `fallback` ('N/A' unless given)."],
        avoid: ['For a dashboard total with smaller counts under it: use `StatCard`.', 'For many records with the same fields: use `DataTable`.'],
        accessibility: ['The label and the value are a term and its description (`dl`), so screen readers pair them.', '`label` is required (a blank one throws in development), and the fallback is written out, so a missing figure is read, not skipped.'],
        do: '`<InfoCard tone="muted" label="Commission" value={line.value} />` for each of `salaryFigureLines(pro.salaryExpectation)`.',
        dont: "`value={'$' + pro.boothRent}`: a missing amount shows '$null'. Pass null and the fallback shows instead.",
      }) } } },
} satisfies Meta<typeof InfoCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A label and its figure, paired as a term and its description. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('term')).toHaveTextContent('Booth Rent');
    await expect(canvas.getByRole('definition')).toHaveTextContent('not more than $120/wk');
  },
};

export const Playground: Story = {
  args: { fallback: 'N/A', tone: 'default' },
};

/** No value: the fallback, 'N/A' unless the caller gives another. */
export const Missing: Story = {
  args: { label: 'Lease Fee', value: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('definition')).toHaveTextContent('N/A');
  },
};

export const CustomFallback: Story = {
  args: { label: 'Commission', value: '', fallback: 'Not specified' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('definition')).toHaveTextContent('Not specified');
  },
};

/**
 * A professional's 'Salary Expectation': the five figures from `salaryFigureLines`, with the one the
 * professional left empty showing the fallback.
 */
export const SalaryExpectation: Story = {
  render: (args) => (
    <Card as="section" title="Salary Expectation">
      <Inline space="medium" alignY="top">
        {salaryFigureLines({ boothRent: 120, commission: 30, salary: '45000', hourly: 25, leaseFee: null }).map((line) => (
          <InfoCard key={line.key} {...args} tone="muted" label={line.label} value={line.value} />
        ))}
      </Inline>
    </Card>
  ),
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Salary Expectation' });
    const terms = within(section).getAllByRole('term').map((term) => term.textContent);
    const values = within(section).getAllByRole('definition').map((value) => value.textContent);
    await expect(terms).toEqual(['Booth Rent', 'Commission', 'Salary', 'Hourly Rent', 'Lease Fee']);
    await expect(values).toEqual([
      'not more than $120/wk',
      'not less than 30%',
      'not less than $45,000/Yr',
      'not less than $25/hr',
      'N/A',
    ]);
  },
};

/** A long value wraps inside the card instead of overflowing it. */
export const LongValue: Story = {
  args: { label: 'Salary', value: 'not less than $1,250,000,000/Yr' },
  render: (args) => (
    <Inline space="medium">
      <InfoCard {...args} />
    </Inline>
  ),
  play: async ({ canvas }) => {
    const value = canvas.getByRole('definition');
    await expect(value).toHaveTextContent('not less than $1,250,000,000/Yr');
    await expect(value.scrollWidth).toBeLessThanOrEqual(value.clientWidth);
  },
};
