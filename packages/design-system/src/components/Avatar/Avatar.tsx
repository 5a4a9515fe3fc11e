import { forwardRef, useState, type ImgHTMLAttributes, type SyntheticEvent } from 'react';
import { cx } from '../../utils/cx';
import { avatar } from './Avatar.css';
import { avatarPlaceholder } from './placeholder';

export const avatarSizes = ['small', 'medium', 'large', 'xlarge'] as const;
export type AvatarSize = (typeof avatarSizes)[number];

export type AvatarProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt' | 'style' | 'children' | 'width' | 'height'
> & {
  /** The photo's URL; when missing, empty or failing to load, a neutral placeholder is shown. */
  src?: string | null;
  /** The person's name, used as the image's alternative text. */
  name: string;
  /** Set when the name is already written next to the avatar: the image is then hidden from assistive technology. */
  decorative?: boolean;
  /** Diameter of the circle. */
  size?: AvatarSize;
  /** Extra class names. */
  className?: string;
};

/** A person's round photo, falling back to a placeholder silhouette that keeps the name as alt text. */
export const Avatar = forwardRef<HTMLImageElement, AvatarProps>(function Avatar(
  { src, name, decorative = false, size = 'medium', className, onError, ...props },
  ref,
) {
  const photo = src?.trim() || undefined;
  // Remembering which URL failed (not just that one did) lets a new src try again without an effect.
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  const showPlaceholder = photo === undefined || photo === failedSrc;

  if (import.meta.env.DEV && !decorative && !name.trim()) {
    throw new Error('Avatar: `name` is required unless `decorative` is set; it is the photo\'s alt text.');
  }

  const handleError = (event: SyntheticEvent<HTMLImageElement>) => {
    if (!showPlaceholder) setFailedSrc(photo);
    onError?.(event);
  };

  return (
    <img
      ref={ref}
      decoding="async"
      {...props}
      src={showPlaceholder ? avatarPlaceholder : photo}
      alt={decorative ? '' : name}
      aria-hidden={decorative || undefined}
      data-placeholder={showPlaceholder || undefined}
      className={cx(avatar({ size }), className)}
      onError={handleError}
    />
  );
});
Avatar.displayName = 'Avatar';
