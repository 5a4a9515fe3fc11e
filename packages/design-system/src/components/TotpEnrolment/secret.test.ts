import { describe, expect, it } from 'vitest';
import { groupSecret, plainSecret } from './secret';

describe('groupSecret', () => {
  it('shows the key in groups of four', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
  });

  it('leaves a shorter last group as it is', () => {
    expect(groupSecret('JBSWY3DPEH')).toBe('JBSW Y3DP EH');
  });

  it('regroups a key that arrives spaced another way', () => {
    expect(groupSecret(' JBS WY3 DPE HPK ')).toBe('JBSW Y3DP EHPK');
  });

  it('gives nothing for no key', () => {
    expect(groupSecret('')).toBe('');
  });
});

describe('plainSecret', () => {
  it('takes every space out, for the clipboard', () => {
    expect(plainSecret('JBSW Y3DP\tEHPK 3PXP')).toBe('JBSWY3DPEHPK3PXP');
  });
});
