import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { clickToOpenDialog, expectClosedWithFocusOn, findOpenDialog } from '../private/stories/dialogs';
import { ImageGrid, imageGridLayouts, SingleImage } from './ImageGrid';
import { brokenImage, portfolio, suitePicture } from './storyImages';
import { radios } from '../private/stories/controls';
import { usageDocs } from '../private/stories/usage';

const noImage = 'No portfolio image available.';

const meta = {
  title: 'Media/ImageGrid',
  component: ImageGrid,
  args: { images: portfolio, label: 'Portfolio', fallback: noImage, layout: 'grid' },
  argTypes: { ...radios({ layout: imageGridLayouts }), images: { control: false } },
  parameters: { docs: { description: { component: usageDocs({
        summary: "Thumbnails that open full size in an overlay: a professional's portfolio, a salon's pictures. `SingleImage` is the one-picture form, for a private suite's image.",
        use: ['For pictures a reader wants to see larger: `layout="grid"` fits as many square thumbnails as the width allows, `single` shows one larger.', "With `alt` on each image saying what it shows: it joins the thumbnail's name and is the full image's alt text.", "`fallback` for no images ('No portfolio image available.'); `errorText` shows in place of a picture that fails to load."],
        avoid: ["For a person's photo: use `Avatar`.", 'For pictures opened by some other button: use `ImageOverlay` on its own.'],
        accessibility: ["`label` is required: it names the list of thumbnails and the overlay. Each thumbnail is a button named 'View image 2 of 5' and the alt text.", 'The overlay is a modal dialog: focus moves to Close; Escape or a click beside the image closes it and focus returns to the thumbnail. The arrow keys and the previous and next buttons move between images, and the position is announced.'],
        do: '`<ImageGrid label="Portfolio" images={portfolio} fallback="No portfolio image available." />`, each image with an `alt` such as \'Box braids\'.',
        dont: '`label="Images"`: the list and the overlay\'s title should say whose pictures they are (\'Portfolio\').',
      }) } } },
} satisfies Meta<typeof ImageGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened with a click on a thumbnail, closed with the x button. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Portfolio' });
    await expect(within(list).getAllByRole('button')).toHaveLength(5);

    const thumbnail = canvas.getByRole('button', { name: 'View image 2 of 5: Skin fade' });
    const dialog = await clickToOpenDialog(thumbnail, 'Portfolio');
    await expect(within(dialog).getByRole('img', { name: 'Skin fade' })).toBeVisible();
    await expect(within(dialog).getByText('Image 2 of 5')).toBeVisible();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expectClosedWithFocusOn(thumbnail);
  },
};

export const Playground: Story = {};

/** Keyboard alone: Tab to a thumbnail, Enter or Space opens, Escape closes and focus comes back. */
export const KeyboardOpenAndEscape: Story = {
  play: async ({ canvas }) => {
    const first = canvas.getByRole('button', { name: 'View image 1 of 5: Balayage highlights' });
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    let dialog = await findOpenDialog('Portfolio');
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await expect(within(dialog).getByRole('img', { name: 'Balayage highlights' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expectClosedWithFocusOn(first);

    await userEvent.tab();
    await userEvent.tab();
    const third = canvas.getByRole('button', { name: 'View image 3 of 5: Box braids' });
    await expect(third).toHaveFocus();
    await userEvent.keyboard(' ');
    dialog = await findOpenDialog('Portfolio');
    await expect(within(dialog).getByRole('img', { name: 'Box braids' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expectClosedWithFocusOn(third);
  },
};

/** A click beside the image, on the backdrop, closes the overlay. */
export const CloseOnBackdrop: Story = {
  play: async ({ canvas }) => {
    const thumbnail = canvas.getByRole('button', { name: 'View image 3 of 5: Box braids' });
    const dialog = await clickToOpenDialog(thumbnail, 'Portfolio');

    // The top-left corner of the window lies outside the panel: what is there is the backdrop.
    const corner = document.elementFromPoint(1, 1) as HTMLElement;
    await expect(dialog).not.toContainElement(corner);
    await expect(corner).not.toBe(document.body);
    await userEvent.pointer({ keys: '[MouseLeft]', target: corner, coords: { clientX: 1, clientY: 1 } });
    await expectClosedWithFocusOn(thumbnail);
  },
};

/** With several images, the arrow keys and the previous/next buttons move between them, wrapping. */
export const Navigation: Story = {
  play: async ({ canvas }) => {
    const first = canvas.getByRole('button', { name: 'View image 1 of 5: Balayage highlights' });
    const dialog = await clickToOpenDialog(first, 'Portfolio');
    const shows = async (alt: string, position: string) => {
      await expect(within(dialog).getByRole('img', { name: alt })).toBeVisible();
      await expect(within(dialog).getByText(position)).toBeVisible();
    };

    await shows('Balayage highlights', 'Image 1 of 5');
    await userEvent.keyboard('{ArrowRight}');
    await shows('Skin fade', 'Image 2 of 5');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await shows('Lash lift', 'Image 5 of 5');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Next image' }));
    await shows('Balayage highlights', 'Image 1 of 5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Previous image' }));
    await shows('Lash lift', 'Image 5 of 5');

    // Focus goes back to the thumbnail that opened the overlay.
    await userEvent.keyboard('{Escape}');
    await expectClosedWithFocusOn(first);
  },
};

/** No images: the caller's fallback text, and nothing to press. */
export const Empty: Story = {
  args: { images: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(noImage)).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** The private suite's single picture: one larger thumbnail, an overlay without navigation. */
export const Single: Story = {
  render: () => <SingleImage src={suitePicture.src} alt={suitePicture.alt} label="Private Suite Pictures" fallback={noImage} />,
  play: async ({ canvas }) => {
    const thumbnail = canvas.getByRole('button', { name: 'View full-size image: Suite 4B with a styling chair' });
    const dialog = await clickToOpenDialog(thumbnail, 'Private Suite Pictures');
    await expect(within(dialog).getByRole('img', { name: 'Suite 4B with a styling chair' })).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: 'Next image' })).not.toBeInTheDocument();
    await expect(within(dialog).queryByText(/of 1/)).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expectClosedWithFocusOn(thumbnail);
  },
};

/** The single form with no picture shows the fallback. */
export const SingleWithoutImage: Story = {
  render: () => <SingleImage src={null} label="Private Suite Pictures" fallback={noImage} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(noImage)).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** A picture that fails to load shows a text in place of the browser's broken-image icon. */
export const BrokenImage: Story = {
  args: { images: [portfolio[0]!, brokenImage, portfolio[2]!] },
  play: async ({ canvas }) => {
    // Its name takes in the text it shows, so speech users can name it by what they see.
    const thumbnail = await canvas.findByRole('button', {
      name: 'View image 2 of 3: Colour correction. Image could not be loaded.',
    });
    await expect(within(thumbnail).getByText('Image could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'View image 1 of 3: Balayage highlights' })).toBeVisible();

    const dialog = await clickToOpenDialog(thumbnail, 'Portfolio');
    await expect(await within(dialog).findByText('Image could not be loaded.')).toBeVisible();
    await expect(within(dialog).queryByRole('img', { name: 'Colour correction' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expectClosedWithFocusOn(thumbnail);
  },
};

/** Left open, so the visual baseline and the axe check see the overlay itself. */
export const Open: Story = {
  play: async ({ canvas }) => {
    const dialog = await clickToOpenDialog(canvas.getByRole('button', { name: 'View image 4 of 5: Gel manicure' }), 'Portfolio');
    await expect(within(dialog).getByRole('img', { name: 'Gel manicure' })).toBeVisible();
  },
};
