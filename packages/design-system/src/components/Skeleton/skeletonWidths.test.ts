import { describe, expect, it } from 'vitest';
import { skeletonItemWidths } from './skeletonWidths';

describe('skeletonItemWidths', () => {
  it('draws one full-width placeholder by default', () => {
    expect(skeletonItemWidths('line', 1)).toEqual(['100%']);
    expect(skeletonItemWidths('block', 1)).toEqual(['100%']);
  });

  it('ends several lines on a shorter one so they read as a paragraph', () => {
    expect(skeletonItemWidths('line', 3)).toEqual(['100%', '100%', '75%']);
  });

  it('keeps blocks full width however many there are', () => {
    expect(skeletonItemWidths('block', 2)).toEqual(['100%', '100%']);
  });

  it('uses a given width for every placeholder', () => {
    expect(skeletonItemWidths('line', 3, '50%')).toEqual(['50%', '50%', '50%']);
  });

  it('draws at least one whole placeholder for counts below one or with fractions', () => {
    expect(skeletonItemWidths('line', 0)).toHaveLength(1);
    expect(skeletonItemWidths('line', -4)).toHaveLength(1);
    expect(skeletonItemWidths('line', 2.7)).toHaveLength(2);
    expect(skeletonItemWidths('line', Number.NaN)).toHaveLength(1);
  });
});
