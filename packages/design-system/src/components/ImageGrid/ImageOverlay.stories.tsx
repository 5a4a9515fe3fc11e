import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { clickToOpenDialog, expectClosedWithFocusOn, expectDialogClosed } from '../private/stories/dialogs';
import { ImageOverlay, type ImageOverlayProps } from './ImageOverlay';
import { portfolio, suitePicture } from './storyImages';
import { usageDocs } from '../private/stories/usage';

/** The overlay used on its own, opened by a button of the page. */
function WithOpener(args: ImageOverlayProps) {
  const [open, setOpen] = useState(args.open);
  const [index, setIndex] = useState(args.index);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        View pictures
      </Button>
      <ImageOverlay
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange(next);
        }}
        index={index}
        onIndexChange={
          args.onIndexChange
            ? (next) => {
                setIndex(next);
                args.onIndexChange?.(next);
              }
            : undefined
        }
      />
    </>
  );
}

const meta = {
  title: 'Media/ImageOverlay',
  component: ImageOverlay,
  args: {
    images: portfolio,
    index: 0,
    open: false,
    title: 'Saloon Pictures',
    onOpenChange: fn(),
    onIndexChange: fn(),
  },
  argTypes: { images: { control: false } },
  render: (args) => <WithOpener {...args} />,
  parameters: { docs: { description: { component: usageDocs({
        summary: 'A full-size view of one image at a time over the page, on a modal dialog. `ImageGrid` uses it; use it on its own when something else opens the pictures.',
        use: ["When a button other than a thumbnail opens the pictures ('View pictures').", 'With `onIndexChange` to let the reader move between several images; without it there is no navigation.'],
        avoid: ['For thumbnails that open full size: use `ImageGrid` or `SingleImage`, which keep the state and give focus back to the thumbnail.', 'For a document: use `DocumentDialog`.'],
        accessibility: ['`title` is required and names the dialog; an image without `alt` is named by its position or the title.', 'Focus moves to Close, and back to what had focus before (or `returnFocusTo`) when it closes on Close, Escape or a click beside the image.', "With navigation, the Left and Right arrows move between images, wrapping at the ends, and the position ('Image 2 of 5') is announced."],
        do: '`<ImageOverlay title="Saloon Pictures" images={pictures} index={index} onIndexChange={setIndex} open={open} onOpenChange={setOpen} />`',
        dont: 'Opening it with no images: it throws in development, as there is nothing to show. Show the fallback text instead.',
      }) } } },
} satisfies Meta<typeof ImageOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closes on its x button and gives focus back to whatever opened it. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const opener = canvas.getByRole('button', { name: 'View pictures' });
    const dialog = await clickToOpenDialog(opener, 'Saloon Pictures');
    await expect(within(dialog).getByRole('img', { name: 'Balayage highlights' })).toBeVisible();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Next image' }));
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    await expect(within(dialog).getByRole('img', { name: 'Skin fade' })).toBeVisible();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expectClosedWithFocusOn(opener);
  },
};

export const Playground: Story = {};

/** Without `onIndexChange` there is no navigation, even with several images: no buttons, arrows do nothing. */
export const WithoutNavigation: Story = {
  args: { onIndexChange: undefined, index: 2 },
  play: async ({ canvas }) => {
    const dialog = await clickToOpenDialog(canvas.getByRole('button', { name: 'View pictures' }), 'Saloon Pictures');
    await expect(within(dialog).queryByRole('button', { name: 'Next image' })).not.toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(dialog).getByRole('img', { name: 'Box braids' })).toBeVisible();
    await expect(within(dialog).getByText('Image 3 of 5')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expectDialogClosed();
  },
};

/** One image: no position and no navigation; an image without alt text is named by the title. */
export const OneImage: Story = {
  args: { images: [{ src: suitePicture.src }], title: 'Private Suite Pictures' },
  play: async ({ canvas }) => {
    const dialog = await clickToOpenDialog(canvas.getByRole('button', { name: 'View pictures' }), 'Private Suite Pictures');
    await expect(within(dialog).getByRole('img', { name: 'Private Suite Pictures' })).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: 'Previous image' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expectDialogClosed();
  },
};
