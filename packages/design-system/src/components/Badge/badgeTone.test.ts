import { describe, expect, it } from 'vitest';
import { badgeTones, statusBadgeTone, yesNoTone } from './badgeTone';

describe('statusBadgeTone', () => {
  it('is success for an active account and danger for a suspended one', () => {
    expect(statusBadgeTone(false)).toBe('success');
    expect(statusBadgeTone(true)).toBe('danger');
  });
});

describe('yesNoTone', () => {
  it('is success for yes and neutral for no', () => {
    expect(yesNoTone(true)).toBe('success');
    expect(yesNoTone(false)).toBe('neutral');
  });

  it('only returns tones the badge has', () => {
    for (const tone of [statusBadgeTone(true), statusBadgeTone(false), yesNoTone(true), yesNoTone(false)])
      expect(badgeTones).toContain(tone);
  });
});
