import { describe, expect, it } from 'vitest';
import { inlineLayout } from './inlineLayout';

describe('inlineLayout', () => {
  it('is a row with the alignments mapped onto the flex axes when it never collapses', () => {
    expect(inlineLayout({ align: 'space-between', alignY: 'baseline' })).toEqual({
      flexDirection: 'row',
      justifyContent: 'space-between',
      alignItems: 'baseline',
    });
    expect(inlineLayout({ align: 'right', alignY: 'top' })).toEqual({
      flexDirection: 'row',
      justifyContent: 'flex-end',
      alignItems: 'flex-start',
    });
  });

  it('collapseBelow tablet: a column on mobile, a row from tablet up', () => {
    expect(inlineLayout({ align: 'center', alignY: 'bottom', collapseBelow: 'tablet' })).toEqual({
      flexDirection: { mobile: 'column', tablet: 'row' },
      justifyContent: { mobile: 'flex-start', tablet: 'center' },
      alignItems: { mobile: 'center', tablet: 'flex-end' },
    });
  });

  it('collapseBelow desktop: a column on mobile and tablet, a row on desktop', () => {
    expect(inlineLayout({ align: 'right', alignY: 'center', collapseBelow: 'desktop' })).toEqual({
      flexDirection: { mobile: 'column', tablet: 'column', desktop: 'row' },
      justifyContent: { mobile: 'flex-start', tablet: 'flex-start', desktop: 'flex-end' },
      alignItems: { mobile: 'flex-end', tablet: 'flex-end', desktop: 'center' },
    });
  });

  it('aligns collapsed space-between items to the left, since a column has nothing to spread', () => {
    const layout = inlineLayout({ align: 'space-between', alignY: 'center', collapseBelow: 'tablet' });
    expect(layout.alignItems).toEqual({ mobile: 'flex-start', tablet: 'center' });
  });
});
