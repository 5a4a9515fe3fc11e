import { describe, expect, it } from 'vitest';
import { clampIndex, defaultPositionLabel, defaultThumbnailLabel, wrapIndex } from './gallery';

describe('wrapIndex', () => {
  it('steps forwards and backwards, wrapping at both ends', () => {
    expect(wrapIndex(0, 1, 5)).toBe(1);
    expect(wrapIndex(4, 1, 5)).toBe(0);
    expect(wrapIndex(0, -1, 5)).toBe(4);
    expect(wrapIndex(2, -7, 5)).toBe(0);
  });

  it('stays at 0 for a single image or none', () => {
    expect(wrapIndex(0, 1, 1)).toBe(0);
    expect(wrapIndex(0, -1, 0)).toBe(0);
  });
});

describe('clampIndex', () => {
  it('keeps an index inside the list', () => {
    expect(clampIndex(7, 3)).toBe(2);
    expect(clampIndex(-2, 3)).toBe(0);
    expect(clampIndex(1.9, 3)).toBe(1);
    expect(clampIndex(Number.NaN, 3)).toBe(0);
    expect(clampIndex(4, 0)).toBe(0);
  });
});

describe('labels', () => {
  it('name a thumbnail by its place and, when known, what it shows', () => {
    expect(defaultThumbnailLabel(2, 5, { src: 'a.jpg' })).toBe('View image 2 of 5');
    expect(defaultThumbnailLabel(2, 5, { src: 'a.jpg', alt: 'Balayage' })).toBe('View image 2 of 5: Balayage');
    expect(defaultThumbnailLabel(1, 1, { src: 'a.jpg', alt: '  ' })).toBe('View full-size image');
    expect(defaultThumbnailLabel(1, 1, { src: 'a.jpg', alt: 'Suite' })).toBe('View full-size image: Suite');
  });

  it('give the position of the shown image', () => {
    expect(defaultPositionLabel(3, 5)).toBe('Image 3 of 5');
  });
});
