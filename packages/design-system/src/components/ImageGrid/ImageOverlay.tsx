import type { KeyboardEvent } from 'react';
import { Dialog } from 'radix-ui';
import { cx } from '../../utils/cx';
import { Heading } from '../Heading';
import { IconButton } from '../IconButton';
import { ChevronLeft, ChevronRight, Close } from '../private/icons';
import { useReturnFocus } from '../private/useReturnFocus';
import { Text } from '../Text';
import { clampIndex, defaultPositionLabel, wrapIndex, type GalleryImage } from './gallery';
import { backdrop, fullFallback, fullImage, header, panel, stage, title as titleClass } from './ImageOverlay.css';
import { ImageWithFallback } from './ImageWithFallback';

export type ImageOverlayProps = {
  /** The gallery's images; the overlay shows one at a time. */
  images: readonly GalleryImage[];
  /** Which image is shown. */
  index: number;
  /** Called with the new index by the previous/next buttons and the arrow keys; without it there is no navigation. */
  onIndexChange?: (index: number) => void;
  /** Whether the overlay is shown. */
  open: boolean;
  /** Called with false when it closes: x button, Escape, or a click beside the image. */
  onOpenChange: (open: boolean) => void;
  /** Names the overlay for assistive technology and heads it, such as 'Portfolio'. */
  title: string;
  /** Where focus goes after closing; defaults to the element that had focus when it opened. */
  returnFocusTo?: HTMLElement | null;
  /** The close button's accessible name. */
  closeLabel?: string;
  /** The previous button's accessible name. */
  previousLabel?: string;
  /** The next button's accessible name. */
  nextLabel?: string;
  /** 'Image 2 of 5': shown, and announced, when there are several images. */
  positionLabel?: (position: number, total: number) => string;
  /** Shown instead of an image that cannot be loaded. */
  errorText?: string;
  /** Extra class names for the panel, merged last. */
  className?: string;
};

/** A full-size view of one image over the page, on Radix's modal Dialog. */
export function ImageOverlay({
  images,
  index,
  onIndexChange,
  open,
  onOpenChange,
  title,
  returnFocusTo,
  closeLabel = 'Close',
  previousLabel = 'Previous image',
  nextLabel = 'Next image',
  positionLabel = defaultPositionLabel,
  errorText = 'Image could not be loaded.',
  className,
}: ImageOverlayProps) {
  if (import.meta.env.DEV) {
    if (!title.trim()) throw new Error('ImageOverlay: `title` is required; it names the dialog.');
    if (open && images.length === 0) throw new Error('ImageOverlay: cannot open without images.');
  }
  const { remember, giveBack } = useReturnFocus(returnFocusTo);
  const total = images.length;
  const current = clampIndex(index, total);
  const image = images[current];
  const navigable = total > 1 && onIndexChange !== undefined;
  const position = total > 1 ? positionLabel(current + 1, total) : null;

  const step = (by: number) => onIndexChange?.(wrapIndex(current, by, total));

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!navigable || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'ArrowRight') step(1);
    else return;
    event.preventDefault();
  };

  return (
    <Dialog.Root open={open && image !== undefined} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={backdrop} />
        <Dialog.Content
          className={cx(panel, className)}
          // The title and the image's alt text say all there is; no separate description.
          aria-describedby={undefined}
          onKeyDown={handleKeyDown}
          // Focus has not moved yet: whatever holds it now opened the overlay.
          onOpenAutoFocus={remember}
          // There is no Dialog.Trigger (a gallery has one opener per thumbnail), so Radix would
          // leave focus on <body>; it goes back to the thumbnail instead.
          onCloseAutoFocus={giveBack}
        >
          <div className={header}>
            <Dialog.Title asChild>
              <Heading level={2} size="small" className={titleClass}>
                {title}
              </Heading>
            </Dialog.Title>
            {position ? (
              // Announced as the arrows move through the images.
              <Text as="span" size="small" tone="muted" aria-live="polite">
                {position}
              </Text>
            ) : null}
            <Dialog.Close asChild>
              <IconButton label={closeLabel} icon={<Close />} />
            </Dialog.Close>
          </div>
          {image ? (
            <div className={stage}>
              {navigable ? (
                <IconButton label={previousLabel} icon={<ChevronLeft />} variant="secondary" onClick={() => step(-1)} />
              ) : null}
              <ImageWithFallback
                src={image.src}
                alt={image.alt?.trim() || position || title}
                errorText={errorText}
                className={fullImage}
                fallbackClassName={fullFallback}
                decoding="async"
              />
              {navigable ? (
                <IconButton label={nextLabel} icon={<ChevronRight />} variant="secondary" onClick={() => step(1)} />
              ) : null}
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
ImageOverlay.displayName = 'ImageOverlay';
