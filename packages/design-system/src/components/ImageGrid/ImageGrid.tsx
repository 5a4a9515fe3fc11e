import { useState, type HTMLAttributes, type ReactNode } from 'react';
import { focusRing } from '../../styles/focusRing.css';
import type { Sprinkles } from '../../styles/sprinkles.css';
import { cx } from '../../utils/cx';
import { Box } from '../Box';
import { Text } from '../Text';
import { defaultThumbnailLabel, type GalleryImage } from './gallery';
import { grid, thumbnail, thumbnailFallback, thumbnailImage } from './ImageGrid.css';
import { ImageOverlay, type ImageOverlayProps } from './ImageOverlay';
import { useImageFailure } from './ImageWithFallback';

export const imageGridLayouts = ['grid', 'single'] as const;
export type ImageGridLayout = (typeof imageGridLayouts)[number];

type OverlayTexts = Pick<ImageOverlayProps, 'closeLabel' | 'previousLabel' | 'nextLabel' | 'positionLabel'>;

export type ImageGridProps = Omit<
  HTMLAttributes<HTMLUListElement>,
  keyof Sprinkles | 'style' | 'className' | 'children' | 'aria-label'
> &
  OverlayTexts & {
    /** The pictures, in order. */
    images: readonly GalleryImage[];
    /** Names the list of thumbnails and heads the overlay, such as 'Saloon Pictures'. */
    label: string;
    /** Shown instead of the grid when there is no image, such as 'No portfolio image available.'. */
    fallback: ReactNode;
    /** 'grid' fits as many square thumbnails as the width allows; 'single' shows one larger picture. */
    layout?: ImageGridLayout;
    /** A thumbnail button's accessible name; by default 'View image 2 of 5' and the alt text. */
    thumbnailLabel?: (position: number, total: number, image: GalleryImage) => string;
    /** Shown instead of an image that cannot be loaded, in a thumbnail and in the overlay. */
    errorText?: string;
    /** Extra class names for the list, merged last. */
    className?: string;
  };

/**
 * Thumbnails that open a full-size overlay. Each thumbnail is a button; the overlay closes on its x
 * button, on Escape and on a click beside the image, and gives focus back to the thumbnail that
 * opened it. With several images, the arrow keys and the previous/next buttons move between them.
 */
export function ImageGrid({
  images,
  label,
  fallback,
  layout = 'grid',
  thumbnailLabel = defaultThumbnailLabel,
  errorText = 'Image could not be loaded.',
  closeLabel,
  previousLabel,
  nextLabel,
  positionLabel,
  className,
  ...props
}: ImageGridProps) {
  if (import.meta.env.DEV && !label.trim()) {
    throw new Error('ImageGrid: `label` is required; it names the thumbnails and the overlay.');
  }
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  // The thumbnail pressed, kept because Safari does not focus a button on click and the overlay
  // could not otherwise tell where focus should come back to.
  const [opener, setOpener] = useState<HTMLButtonElement | null>(null);

  if (images.length === 0) {
    return (
      <Text tone="muted" className={className}>
        {fallback}
      </Text>
    );
  }

  const total = images.length;
  return (
    <>
      <Box
        {...props}
        as="ul"
        // Safari drops list semantics once list-style is removed; the explicit role keeps them.
        role="list"
        aria-label={label}
        className={cx(grid({ layout }), className)}
      >
        {images.map((image, position) => (
          <li key={`${position}:${image.src}`}>
            <Thumbnail
              image={image}
              layout={layout}
              label={thumbnailLabel(position + 1, total, image)}
              errorText={errorText}
              onOpen={(button) => {
                setOpener(button);
                setIndex(position);
                setOpen(true);
              }}
            />
          </li>
        ))}
      </Box>
      <ImageOverlay
        images={images}
        index={index}
        onIndexChange={setIndex}
        open={open}
        onOpenChange={setOpen}
        title={label}
        returnFocusTo={opener}
        closeLabel={closeLabel}
        previousLabel={previousLabel}
        nextLabel={nextLabel}
        positionLabel={positionLabel}
        errorText={errorText}
      />
    </>
  );
}
ImageGrid.displayName = 'ImageGrid';

type ThumbnailProps = {
  /** The picture this thumbnail opens. */
  image: GalleryImage;
  /** The grid's layout, which sets the thumbnail's size and shape. */
  layout: ImageGridLayout;
  /** The button's accessible name, such as 'View image 2 of 5'. */
  label: string;
  /** Shown, and added to the name, when the picture fails to load. */
  errorText: string;
  /** Opens the overlay; gets the button so focus can return to it on close. */
  onOpen: (button: HTMLButtonElement) => void;
};

function Thumbnail({ image, layout, label, errorText, onOpen }: ThumbnailProps) {
  const [failed, onError] = useImageFailure(image.src);
  return (
    <button
      type="button"
      className={cx(thumbnail({ layout }), focusRing)}
      // A broken picture shows its error text, and what a button shows must be part of its name
      // (WCAG 2.5.3), so speech users can say what they see.
      aria-label={failed ? `${label}. ${errorText}` : label}
      onClick={(event) => onOpen(event.currentTarget)}
    >
      {failed ? (
        <span className={thumbnailFallback}>{errorText}</span>
      ) : (
        <img
          src={image.src}
          // The button's name already says what the picture shows.
          alt=""
          className={thumbnailImage}
          loading="lazy"
          decoding="async"
          onError={onError}
        />
      )}
    </button>
  );
}

export type SingleImageProps = Omit<ImageGridProps, 'images' | 'layout' | 'thumbnailLabel'> & {
  /** The picture's URL; when missing or empty the fallback text is shown. */
  src?: string | null;
  /** What the picture shows. */
  alt?: string;
  /** The thumbnail button's accessible name; by default 'View full-size image' and the alt text. */
  thumbnailLabel?: string;
};

/** One picture that opens full size, such as a private suite's portfolio image. */
export function SingleImage({ src, alt, thumbnailLabel, ...props }: SingleImageProps) {
  const url = src?.trim();
  const images = url ? [{ src: url, alt }] : [];
  return (
    <ImageGrid
      {...props}
      images={images}
      layout="single"
      thumbnailLabel={thumbnailLabel === undefined ? undefined : () => thumbnailLabel}
    />
  );
}
SingleImage.displayName = 'SingleImage';
