/**
 * The star's outline on a 24-unit grid: ten points alternating between an outer and an inner radius,
 * starting at the top and going clockwise. The inner radius is that of a regular pentagram.
 */
const outerRadius = 11;
const innerRadius = outerRadius * 0.382;
// Centred vertically: the star reaches R above the centre but only R·cos 36° below it.
const centreX = 12;
const centreY = 12 + (outerRadius - outerRadius * Math.cos(Math.PI / 5)) / 2;

const points = Array.from({ length: 10 }, (_, index) => {
  const angle = -Math.PI / 2 + (index * Math.PI) / 5;
  const radius = index % 2 === 0 ? outerRadius : innerRadius;
  return `${(centreX + radius * Math.cos(angle)).toFixed(2)},${(centreY + radius * Math.sin(angle)).toFixed(2)}`;
});

/** The whole star. */
export const starPoints = points.join(' ');

/**
 * The star's left half: the fifth point lies straight below the centre, so the points from there
 * round to the top one trace the left half exactly, with no clip path (and no ids to keep unique).
 */
export const leftHalfPoints = [...points.slice(5), points[0]].join(' ');
