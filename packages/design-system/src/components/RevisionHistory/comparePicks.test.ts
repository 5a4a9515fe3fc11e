import { describe, expect, it } from 'vitest';
import { olderThenNewer, picksFull, togglePick } from './comparePicks';

const second = { id: 12, number: 2 };
const fourth = { id: 31, number: 4 };
const fifth = { id: 40, number: 5 };

describe('togglePick', () => {
  it('adds a ticked revision and takes a cleared one out', () => {
    const picked = togglePick([], fourth, true);
    expect(picked).toEqual([fourth]);
    expect(togglePick(picked, fourth, false)).toEqual([]);
  });

  it('refuses a third revision and keeps the two already picked', () => {
    const two = togglePick(togglePick([], fourth, true), second, true);
    expect(togglePick(two, fifth, true)).toEqual([fourth, second]);
  });

  it('keeps a revision once however often it is ticked, and leaves the list given unchanged', () => {
    const given = [fourth];
    expect(togglePick(given, fourth, true)).toEqual([fourth]);
    togglePick(given, second, true);
    expect(given).toEqual([fourth]);
  });

  it('clearing a revision that is not picked changes nothing', () => {
    expect(togglePick([second], fifth, false)).toEqual([second]);
  });
});

describe('picksFull', () => {
  it('is full at two revisions', () => {
    expect(picksFull([])).toBe(false);
    expect(picksFull([second])).toBe(false);
    expect(picksFull([second, fourth])).toBe(true);
  });
});

describe('olderThenNewer', () => {
  it('orders the pair by revision number, whatever order they were ticked in', () => {
    expect(olderThenNewer([fifth, second])).toEqual([second, fifth]);
    expect(olderThenNewer([second, fifth])).toEqual([second, fifth]);
  });

  it('has no pair until two are picked', () => {
    expect(olderThenNewer([])).toBeNull();
    expect(olderThenNewer([fourth])).toBeNull();
  });
});
