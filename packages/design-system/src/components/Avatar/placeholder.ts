// A neutral head-and-shoulders silhouette on a transparent ground: the avatar's own background
// (a theme colour) shows through, so the one image suits light and dark themes. An image cannot read
// CSS variables, hence the literal mid-grey, chosen to stand out on both themes' muted surfaces.
const silhouette = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">',
  '<g fill="#858d9b">',
  '<circle cx="32" cy="25" r="11"/>',
  '<path d="M10 64 C10 48 20 39.5 32 39.5 C44 39.5 54 48 54 64 Z"/>',
  '</g>',
  '</svg>',
].join('');

/** Shown when a person has no photo or their photo cannot be loaded; bundled, so it never fails. */
export const avatarPlaceholder = `data:image/svg+xml,${encodeURIComponent(silhouette)}`;
