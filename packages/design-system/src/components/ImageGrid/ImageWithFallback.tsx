import { useState, type ImgHTMLAttributes } from 'react';

/**
 * Whether the image at `src` failed to load, and the handler to give its <img> as onError.
 * Remembering which URL failed (not just that one did) lets a new src try again without an effect.
 */
export function useImageFailure(src: string): [failed: boolean, onError: () => void] {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  return [failedSrc === src, () => setFailedSrc(src)];
}

type ImageWithFallbackProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'style' | 'onError'> & {
  /** The image's URL. */
  src: string;
  /** Alternative text. */
  alt: string;
  /** Shown in place of an image that cannot be loaded. */
  errorText: string;
  /** Class names for the text shown in place of a broken image. */
  fallbackClassName?: string;
};

/** An image that turns into a short text when it fails to load, instead of the browser's broken icon. */
export function ImageWithFallback({ src, alt, errorText, fallbackClassName, ...props }: ImageWithFallbackProps) {
  const [failed, onError] = useImageFailure(src);
  if (failed) return <span className={fallbackClassName}>{errorText}</span>;
  return <img {...props} src={src} alt={alt} onError={onError} />;
}
