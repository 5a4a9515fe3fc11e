import { describe, expect, it } from 'vitest';
import { stackAlignItems, stackAlignments } from './alignment';

describe('stackAlignItems', () => {
  it('maps each horizontal alignment to the flex cross-axis value that produces it', () => {
    expect(stackAlignments.map(stackAlignItems)).toEqual(['flex-start', 'center', 'flex-end', 'stretch']);
  });
});
