// Story data: an SVG document shaped like the one the server makes for a new key (a 21 x 21 grid of
// black squares on white, with the three corner squares of a QR code). It does not scan.

const rows = [
  '#######..#....#######',
  '#.....#....#..#.....#',
  '#.###.#.##.##.#.###.#',
  '#.###.#.##....#.###.#',
  '#.###.#..#.##.#.###.#',
  '#.....#..#.##.#.....#',
  '#######.#.#.#.#######',
  '.....................',
  '.###.###.#..##.##..#.',
  '.#.##...####.##....##',
  '#..##.###..##.##.#.#.',
  '.##.##.#.####.#.....#',
  '###...#...#..##...###',
  '........##..#.##....#',
  '#######..#.##.#.##.#.',
  '#.....#..#.#..#...#.#',
  '#.###.#.#..#.####...#',
  '#.###.#.#.####..#.#.#',
  '#.###.#..###.#.######',
  '#.....#..#####....##.',
  '#######..##..#####...',
];

/** Each dark module as a 1 x 1 square, offset by the 4-module quiet zone a QR code needs around it. */
const modules = rows
  .flatMap((row, y) => [...row].map((cell, x) => (cell === '#' ? `M${x + 4} ${y + 4}h1v1h-1z` : '')))
  .join('');

/** An SVG document as a server sends it: its own white background, so it reads on a dark page too. */
export const sampleQrSvg = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29" width="232" height="232" shape-rendering="crispEdges">
<rect width="29" height="29" fill="#ffffff"/>
<path fill="#000000" d="${modules}"/>
</svg>`;

/** An SVG with a script and an event handler in it: shown as an image, neither may ever run. */
export const hostileQrSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29" onload="window.__qrScriptRan = true">
<script>window.__qrScriptRan = true;</script>
<rect width="29" height="29" fill="#ffffff"/>
<path fill="#000000" d="M4 4h7v7h-7z M18 4h7v7h-7z M4 18h7v7h-7z"/>
</svg>`;

/** A base32 key of the usual 32 characters (160 bits), as the server sends it. */
export const sampleSecret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
