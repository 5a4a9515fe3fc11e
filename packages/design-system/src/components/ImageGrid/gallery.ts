/** One picture of a gallery. */
export type GalleryImage = {
  /** The full-size image's URL; the thumbnail shows the same image scaled down. */
  src: string;
  /** What the picture shows; read out with the thumbnail's name and as the full image's alt text. */
  alt?: string;
};

/** The index `step` places away from `index`, wrapping past either end of `total` images. */
export function wrapIndex(index: number, step: number, total: number): number {
  if (total <= 0) return 0;
  return (((index + step) % total) + total) % total;
}

/** Keeps an index a caller passed inside the list, so a stale index never shows nothing. */
export function clampIndex(index: number, total: number): number {
  if (total <= 0 || !Number.isFinite(index)) return 0;
  return Math.min(Math.max(Math.trunc(index), 0), total - 1);
}

/** 'Image 2 of 5': where the shown image sits in the gallery. */
export function defaultPositionLabel(position: number, total: number): string {
  return `Image ${position} of ${total}`;
}

/**
 * A thumbnail button's accessible name: what it does, which image it is (so that equal alt texts
 * still give distinct names), and what the picture shows when the caller said so.
 */
export function defaultThumbnailLabel(position: number, total: number, image: GalleryImage): string {
  const what = total === 1 ? 'View full-size image' : `View image ${position} of ${total}`;
  const alt = image.alt?.trim();
  return alt ? `${what}: ${alt}` : what;
}
