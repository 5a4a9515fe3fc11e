import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { textSizes, textTones } from '../Text';
import { TruncatedText } from './TruncatedText';
import { ellipsis } from './truncate';
import { radios } from '../private/stories/controls';
import { usageDocs } from '../private/stories/usage';

const review =
  'Booked a colour correction after a bad box dye at home. The stylist explained every step, kept checking the ' +
  'temperature of the water, and the result is the even copper I asked for. The salon was spotless and the ' +
  'booking reminders arrived on time. I will be back for a trim in six weeks.';
const reviewStart = 'Booked a colour correction after a bad box dye at home.';
const reviewEnd = 'I will be back for a trim in six weeks.';

const meta = {
  title: 'Content/TruncatedText',
  component: TruncatedText,
  args: { children: review, onExpandedChange: fn() },
  argTypes: { ...radios({ size: textSizes, tone: textTones }), limit: { control: { type: 'number', min: 1 } } },
  parameters: { docs: { description: { component: usageDocs({
        summary: "A long plain text cut at a limit (150 characters unless given) with an ellipsis, and a Show More button to read it all: a review, a support request's description.",
        use: ['In lists where whole texts would make the rows very tall.', 'For text typed by people: the cut falls between words where it can, and line breaks are kept.'],
        avoid: ['For a name or a title on one line: use `Text` with `truncate`, which keeps the whole text in a tooltip.', 'For rich text: it takes a plain string; show stored HTML with `SafeHtml`.'],
        accessibility: ['The toggle is a native button: Tab reaches it, Enter and Space flip it, and focus stays on it.', "Its words are 'Show More' and 'Show Less'; `aria-expanded` says whether the whole text is shown, and `aria-controls` points at the text.", 'A text within the limit is shown whole, with no button.'],
        do: '`<TruncatedText>{review.text}</TruncatedText>`',
        dont: '`showMoreLabel="…"`: the words are the button\'s only name, so keep them words.',
      }) } } },
} satisfies Meta<typeof TruncatedText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A review longer than 150 characters: cut between words with an ellipsis, then shown whole on demand. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Show More' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const text = canvas.getByText((content) => content.startsWith(reviewStart));
    await expect(toggle).toHaveAttribute('aria-controls', text.id);
    await expect(text.textContent!.endsWith(ellipsis)).toBe(true);
    // At most the limit plus the ellipsis, and no word cut in half (a space follows in the full text).
    const shown = text.textContent!.slice(0, -1);
    await expect(shown.length).toBeLessThanOrEqual(150);
    await expect(review.startsWith(`${shown} `)).toBe(true);
    await expect(canvas.queryByText(reviewEnd, { exact: false })).toBeNull();

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName('Show Less');
    await expect(text).toHaveTextContent(review);
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(true);

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAccessibleName('Show More');
    await expect(text.textContent!.endsWith(ellipsis)).toBe(true);
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(false);
  },
};

export const Playground: Story = {
  args: { limit: 150, showMoreLabel: 'Show More', showLessLabel: 'Show Less', size: 'medium', tone: 'neutral' },
};

/** The toggle works from the keyboard alone: Tab reaches it, Enter and Space flip it, focus stays on it. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show More' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(reviewEnd, { exact: false })).toBeVisible();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAccessibleName('Show More');
    await expect(canvas.queryByText(reviewEnd, { exact: false })).toBeNull();
  },
};

/** A short text is shown as it is, with no toggle. */
export const ShortText: Story = {
  args: { children: 'Friendly staff and a great fade.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Friendly staff and a great fade.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Exactly 150 characters: nothing is cut, so there is no toggle. */
export const ExactlyAtLimit: Story = {
  args: { children: `${'Great service. '.repeat(10).trim()}!` },
  play: async ({ args, canvas }) => {
    await expect(args.children).toHaveLength(150);
    await expect(canvas.getByText(args.children)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A support request's description with its own line breaks, which are kept. */
export const WithLineBreaks: Story = {
  args: {
    children:
      'I cannot upload my portfolio.\nSteps: open Profile, choose Portfolio, pick three photos.\nThe spinner turns for a minute and then the page says the upload failed, every time, on both my phone and laptop.',
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show More' }));
    await expect(canvas.getByText(/on both my phone and laptop\.$/)).toBeVisible();
  },
};

/** One long word (a pasted link) has no space to cut at, so it is cut at the limit. */
export const LongWord: Story = {
  args: { children: `See https://example.com/${'portfolio-photo-'.repeat(12)}final.jpg` },
  play: async ({ canvas }) => {
    const text = canvas.getByText(/^See https/);
    await expect(text.textContent).toHaveLength(151);
    await expect(canvas.getByRole('button', { name: 'Show More' })).toBeVisible();
  },
};

/** Another limit and other labels, as a caller may set them. */
export const CustomLimitAndLabels: Story = {
  args: { limit: 40, showMoreLabel: 'Read more', showLessLabel: 'Read less' },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Read more' });
    await expect(canvas.getByText(`Booked a colour correction after a bad${ellipsis}`)).toBeVisible();
    await userEvent.click(toggle);
    await expect(canvas.getByRole('button', { name: 'Read less' })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Opened from the start. */
export const Expanded: Story = {
  args: { defaultExpanded: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Show Less' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(review)).toBeVisible();
  },
};
