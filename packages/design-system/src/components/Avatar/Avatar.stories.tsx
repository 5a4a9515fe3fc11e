import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Box } from '../Box';
import { Button } from '../Button';
import { Avatar, avatarSizes } from './Avatar';
import { avatarPlaceholder } from './placeholder';
import { radios } from '../private/stories/controls';
import { usageDocs } from '../private/stories/usage';

// A small drawn portrait inline, so the stories never reach the network.
const portrait = `data:image/svg+xml,${encodeURIComponent(
  [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">',
    '<rect width="64" height="64" fill="#f4c7a1"/>',
    '<circle cx="32" cy="27" r="13" fill="#7a4b2a"/>',
    '<circle cx="32" cy="29" r="10" fill="#e8a97e"/>',
    '<path d="M8 64 C8 49 19 42 32 42 C45 42 56 49 56 64 Z" fill="#5a2bd0"/>',
    '</svg>',
  ].join(''),
)}`;

// Neither is an image: one is not valid base64 image data, the other is a file that does not exist.
const brokenData = 'data:image/png;base64,broken';
const missingFile = './no-such-photo.jpg';

/** Resolves once the browser has decoded the image it is showing. */
const loaded = (image: HTMLImageElement) =>
  waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));

const meta = {
  title: 'Media/Avatar',
  component: Avatar,
  args: { name: 'Jane Cooper', src: portrait },
  argTypes: radios({ size: avatarSizes }),
  parameters: { docs: { description: { component: usageDocs({
        summary: "A person's round photo: a professional in a list, a friend in the chat. A missing or broken photo falls back to a neutral silhouette.",
        use: ["Beside or in place of a person's name, at the size the space allows (`small` to `xlarge`).", 'With `src` straight from the API: null, blank or a URL that fails to load shows the placeholder, and a new URL is tried again.'],
        avoid: ['For pictures of work or places (a portfolio, a suite): use `ImageGrid` or `SingleImage`, which open full size.'],
        accessibility: ['`name` is its alt text, kept on the placeholder too; in development a blank name throws unless `decorative` is set.', 'Set `decorative` when the name is written next to it: the image is then hidden from screen readers, so the name is not read twice.'],
        do: '`<Avatar src={friend.avatarSrc} name={friend.name} decorative size="small" />` beside the friend\'s written name.',
        dont: '`<Avatar src={pro.photoUrl} name="Profile photo" />`: a screen reader hears \'Profile photo\', not whose it is.',
      }) } } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const image = canvas.getByRole<HTMLImageElement>('img', { name: 'Jane Cooper' });
    await loaded(image);
    await expect(image).toHaveAttribute('src', portrait);
    await expect(image).not.toHaveAttribute('data-placeholder');
  },
};

export const Playground: Story = {
  args: { size: 'large', decorative: false },
};

export const NoPhoto: Story = {
  args: { src: undefined },
  play: async ({ canvas }) => {
    // The placeholder still carries the person's name.
    const image = canvas.getByRole<HTMLImageElement>('img', { name: 'Jane Cooper' });
    await expect(image).toHaveAttribute('src', avatarPlaceholder);
    await loaded(image);
  },
};

export const EmptyPhotoUrl: Story = {
  args: { src: '  ' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Jane Cooper' })).toHaveAttribute('src', avatarPlaceholder);
  },
};

export const BrokenPhoto: Story = {
  args: { src: brokenData, onError: fn() },
  play: async ({ args, canvas }) => {
    const image = canvas.getByRole<HTMLImageElement>('img', { name: 'Jane Cooper' });
    await waitFor(() => expect(image).toHaveAttribute('src', avatarPlaceholder));
    await loaded(image);
    await expect(image).toHaveAccessibleName('Jane Cooper');
    // The caller still hears about the failure, once: the placeholder itself never fails.
    await expect(args.onError).toHaveBeenCalledTimes(1);
  },
};

export const MissingFile: Story = {
  args: { src: missingFile },
  play: async ({ canvas }) => {
    const image = canvas.getByRole<HTMLImageElement>('img', { name: 'Jane Cooper' });
    await waitFor(() => expect(image).toHaveAttribute('src', avatarPlaceholder));
    await loaded(image);
  },
};

/** Beside the written name the photo adds nothing for a screen reader, so it is hidden. */
export const Decorative: Story = {
  args: { decorative: true },
  render: (args) => (
    <Box display="flex" alignItems="center" gap="small">
      <Avatar {...args} />
      <span>Jane Cooper</span>
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    const image = canvas.getByRole('presentation', { hidden: true });
    await expect(image).toHaveAttribute('alt', '');
    await expect(image).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText('Jane Cooper')).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Box display="flex" alignItems="center" gap="medium">
      {avatarSizes.map((size) => (
        <Avatar key={size} {...args} size={size} name={`Jane Cooper, ${size}`} />
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    const boxes = avatarSizes.map((size) =>
      canvas.getByRole('img', { name: `Jane Cooper, ${size}` }).getBoundingClientRect(),
    );
    for (const [index, box] of boxes.entries()) {
      await expect(box.width).toBe(box.height);
      if (index > 0) await expect(box.width).toBeGreaterThan(boxes[index - 1]!.width);
    }
  },
};

/** After a failure, a new URL is tried again rather than staying on the placeholder. */
export const PhotoReplaced: Story = {
  args: { src: brokenData },
  render: function PhotoReplaced(args) {
    const [src, setSrc] = useState(args.src);
    return (
      <Box display="flex" alignItems="center" gap="medium">
        <Avatar {...args} src={src} size="large" />
        <Button variant="secondary" onClick={() => setSrc(portrait)}>
          Use the new photo
        </Button>
      </Box>
    );
  },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Jane Cooper' });
    await waitFor(() => expect(image).toHaveAttribute('src', avatarPlaceholder));
    await userEvent.click(canvas.getByRole('button', { name: 'Use the new photo' }));
    await expect(image).toHaveAttribute('src', portrait);
    await loaded(image as HTMLImageElement);
  },
};
