// Pictures for the stories only, drawn as inline SVG so the stories need no network and render the
// same on every machine. Literal colours are fine here: they are the content of an image, not styles.
import type { GalleryImage } from './gallery';

const palettes = [
  ['#efe9ff', '#5a2bd0'],
  ['#e4f5ea', '#125f2a'],
  ['#fff3d6', '#6b4600'],
  ['#fdeceb', '#9b1f18'],
  ['#e6eefc', '#2b59c3'],
  ['#eceef2', '#363d4b'],
] as const;

/** A landscape picture with a caption, as a data URI. */
export function storyImage(caption: string, variant: number, width = 800, height = 600): string {
  const [ground, ink] = palettes[variant % palettes.length]!;
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${ground}"/>`,
    `<circle cx="${width * 0.72}" cy="${height * 0.3}" r="${height * 0.18}" fill="${ink}" opacity="0.25"/>`,
    `<path d="M0 ${height} L${width * 0.35} ${height * 0.45} L${width * 0.6} ${height * 0.75} L${width} ${height * 0.35} L${width} ${height} Z" fill="${ink}" opacity="0.35"/>`,
    `<text x="${width / 2}" y="${height * 0.9}" font-family="DejaVu Sans, sans-serif" font-size="${height / 10}" fill="${ink}" text-anchor="middle">${caption}</text>`,
    '</svg>',
  ].join('');
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Five portfolio pictures with alt texts. */
export const portfolio: GalleryImage[] = ['Balayage highlights', 'Skin fade', 'Box braids', 'Gel manicure', 'Lash lift'].map(
  (alt, index) => ({ src: storyImage(alt, index), alt }),
);

/** A private suite's one picture. */
export const suitePicture: GalleryImage = { src: storyImage('Suite 4B', 5, 1200, 800), alt: 'Suite 4B with a styling chair' };

/** Bytes no browser can decode: the image fails to load without any network request. */
export const brokenImage: GalleryImage = { src: 'data:image/png;base64,AAAA', alt: 'Colour correction' };
