import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box';
import { Text, textElements, textSizes, textTones, textWeights } from './Text';
import { menus, radios } from '../private/stories/controls';
import { usageDocs } from '../private/stories/usage';

const meta = {
  title: 'Typography/Text',
  component: Text,
  args: { children: 'Booth rent not more than $250/wk' },
  argTypes: { ...radios({ size: textSizes, tone: textTones, weight: textWeights }), ...menus({ as: textElements }) },
  parameters: { docs: { description: { component: usageDocs({
        summary: 'Body text on the type scale, with tones, weights and single-line truncation.',
        use: ['For every run of text that is not a heading: paragraphs, labels beside values, notes.', '`as` for the right element: `span` inside a line, `label` for a control, `time` for a date.'],
        avoid: ['For a section title: use `Heading`, which screen readers navigate by.', 'For a status word in a column: use `Badge`.'],
        accessibility: ['Every tone passes axe\'s contrast check on the page background in both themes (the Tones story checks it).', '`truncate` cuts a long line with an ellipsis and keeps the whole text available to screen readers and as a tooltip (`title`).'],
        do: '`<Text tone="muted" size="small">Joined Mar 12, 2024</Text>`',
        dont: '`<Text weight="bold" size="xlarge">Subscriptions</Text>` as a section title: it looks like a heading but is not one.',
      }) } } },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const text = canvas.getByText('Booth rent not more than $250/wk');
    // A paragraph by default, so it reads as one to screen readers.
    await expect(text.tagName).toBe('P');
    await expect(canvas.getByRole('paragraph')).toBe(text);
  },
};

export const Playground: Story = {
  args: { size: 'medium', tone: 'neutral', weight: 'regular', as: 'p', truncate: false },
};

export const Sizes: Story = {
  render: (args) => (
    <Box display="flex" flexDirection="column" gap="small">
      {textSizes.map((size) => (
        <Text key={size} {...args} size={size}>{`Size ${size}`}</Text>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    const sizes = textSizes.map((size) => Number.parseFloat(getComputedStyle(canvas.getByText(`Size ${size}`)).fontSize));
    for (let index = 1; index < sizes.length; index += 1) await expect(sizes[index]).toBeGreaterThan(sizes[index - 1]!);
  },
};

export const Tones: Story = {
  render: (args) => (
    <Box display="flex" flexDirection="column" gap="small">
      {textTones.map((tone) => (
        <Text key={tone} {...args} tone={tone}>{`Tone ${tone}`}</Text>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    const colours = textTones.map((tone) => getComputedStyle(canvas.getByText(`Tone ${tone}`)).color);
    await expect(new Set(colours).size).toBe(textTones.length);
  },
};

export const Weights: Story = {
  render: (args) => (
    <Box display="flex" flexDirection="column" gap="small">
      {textWeights.map((weight) => (
        <Text key={weight} {...args} weight={weight}>{`Weight ${weight}`}</Text>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    const weights = textWeights.map((weight) => Number(getComputedStyle(canvas.getByText(`Weight ${weight}`)).fontWeight));
    await expect(weights).toEqual([400, 500, 600, 700]);
  },
};

const longAbout =
  'Full-service salon in downtown Austin offering colour, cuts, bridal styling and extensions, with four private suites available for independent stylists.';

/**
 * One line with an ellipsis. The whole text is still in the page for screen readers and in the
 * title tooltip for pointer users.
 */
export const Truncated: Story = {
  args: { truncate: true, children: longAbout },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const text = canvas.getByText(longAbout);
    await expect(text).toHaveAttribute('title', longAbout);
    await expect(canvas.getByTitle(longAbout)).toBe(text);
    // It is visibly clipped: the content is wider than the box, on a single line.
    await expect(text.scrollWidth).toBeGreaterThan(text.clientWidth);
    const lineHeight = Number.parseFloat(getComputedStyle(text).lineHeight);
    await expect(text.getBoundingClientRect().height).toBeLessThan(lineHeight * 1.5);
  },
};

/** Truncation inside a narrow flex row, as in a table cell next to an avatar. */
export const TruncatedInRow: Story = {
  render: (args) => (
    <Box display="flex" gap="small" alignItems="center">
      <Text as="span" weight="semibold">
        About:
      </Text>
      <Text {...args} as="span" truncate>
        {longAbout}
      </Text>
    </Box>
  ),
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const text = canvas.getByTitle(longAbout);
    await expect(text).toHaveTextContent(longAbout);
    await expect(text.scrollWidth).toBeGreaterThan(text.clientWidth);
  },
};

/** As a form label it names its control. */
export const AsLabel: Story = {
  render: (args) => (
    <Box display="flex" flexDirection="column" gap="xsmall">
      <Text {...args} as="label" htmlFor="story-text-email" weight="medium">
        Email
      </Text>
      <input id="story-text-email" type="email" />
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('type', 'email');
  },
};

/** As a time element, with the machine-readable date beside the one people read. */
export const AsTime: Story = {
  args: { as: 'time', dateTime: '2024-03-12', tone: 'muted', size: 'small', children: 'Mar 12, 2024' },
  play: async ({ canvas }) => {
    const time = canvas.getByText('Mar 12, 2024');
    await expect(time.tagName).toBe('TIME');
    await expect(time).toHaveAttribute('datetime', '2024-03-12');
  },
};
