import { describe, expect, it } from 'vitest';
import { announceWithin, characterCount } from './characterCount';

describe('characterCount', () => {
  it('counts what is left and stays quiet far from the limit', () => {
    expect(characterCount(0, 500)).toEqual({ remaining: 500, state: 'normal', text: '500 characters left', announce: false });
    expect(characterCount(500 - announceWithin - 1, 500).announce).toBe(false);
  });

  it('announces from the threshold down to the limit', () => {
    expect(characterCount(500 - announceWithin, 500)).toMatchObject({ state: 'near', announce: true, text: '20 characters left' });
    expect(characterCount(499, 500).text).toBe('1 character left');
    expect(characterCount(500, 500)).toMatchObject({ remaining: 0, state: 'near', text: '0 characters left' });
  });

  it('says how far over a value set from outside has gone', () => {
    expect(characterCount(501, 500)).toMatchObject({ remaining: -1, state: 'over', text: '1 character over the limit' });
    expect(characterCount(512, 500).text).toBe('12 characters over the limit');
  });
});
