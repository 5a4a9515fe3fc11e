import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { headingLevels } from '../Heading';
import { NotFound } from './NotFound';
import { radios } from '../private/stories/controls';
import { usageDocs } from '../private/stories/usage';

const meta = {
  title: 'Feedback/NotFound',
  component: NotFound,
  argTypes: { ...radios({ titleLevel: headingLevels }), action: { control: false } },
  parameters: { docs: { description: { component: usageDocs({
        summary: "What an address that matches no page shows: '404 - Page Not Found', a sentence, and a way back.",
        use: ["As the page of the router's catch-all route.", "With `titleLevel={2}` and its own words when a page's record is missing ('Professional not found').", "`action` for a way back: the router's link, given the look of a button with `Button asChild`."],
        avoid: ['For an empty list or search: use `EmptyState`.', 'When loading failed (the network or the server): use `ErrorMessage`, so the reader can try again.'],
        accessibility: ['The title is a level 1 heading unless `titleLevel` says otherwise, as it is usually the whole page; lower it where the page already has one.', 'Make the way back a real link, so the keyboard, the browser and screen readers treat it as one.'],
        do: '`<NotFound action={<Button asChild variant="secondary"><Link to="/">Back to Home</Link></Button>} />`',
        dont: '`<NotFound />` for a record the server failed to send: the reader is told it does not exist when it may.',
      }) } } },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The SPEC's catch-all texts, with the heading at level 1 since it is the whole page. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeVisible();
    await expect(canvas.getByText('The page you are looking for does not exist.')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Playground: Story = {
  args: { title: '404 - Page Not Found', message: 'The page you are looking for does not exist.', titleLevel: 1 },
};

/** With a way home; the app passes its router's link, here a plain anchor with the button's look. */
export const WithHomeLink: Story = {
  args: {
    action: (
      <Button asChild variant="secondary">
        <a href="#home">Back to Home</a>
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeVisible();
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Back to Home' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', '#home');
  },
};

/** Inside a page that already has its own title, at a lower level and with other words. */
export const InsideAPage: Story = {
  args: { title: 'Professional not found', message: 'It may have been deleted.', titleLevel: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Professional not found' })).toBeVisible();
    await expect(canvas.getByText('It may have been deleted.')).toBeVisible();
  },
};
