import { describe, expect, it } from 'vitest';
import { groupByParent } from './groupByParent';

const hairstylists = { id: 182, name: 'Hairstylists', parentId: null };
const colorist = { id: 200, name: 'Colorist', parentId: 182 };
const stylist = { id: 201, name: 'Stylist', parentId: 182 };
const barbers = { id: 183, name: 'Barbers', parentId: null };
const fade = { id: 210, name: 'Fade Specialist', parentId: 183 };

describe('groupByParent', () => {
  it('puts children under their parents', () => {
    expect(groupByParent([hairstylists, colorist, barbers, stylist, fade])).toEqual([
      { id: 182, name: 'Hairstylists', children: [{ id: 200, name: 'Colorist' }, { id: 201, name: 'Stylist' }] },
      { id: 183, name: 'Barbers', children: [{ id: 210, name: 'Fade Specialist' }] },
    ]);
  });

  it('keeps a parent with no children as an empty group', () => {
    expect(groupByParent([barbers])).toEqual([{ id: 183, name: 'Barbers', children: [] }]);
  });

  it('groups a child that comes before its parent', () => {
    expect(groupByParent([colorist, hairstylists])).toEqual([
      { id: 182, name: 'Hairstylists', children: [{ id: 200, name: 'Colorist' }] },
    ]);
  });

  it('makes a child whose parent is missing a group of its own', () => {
    expect(groupByParent([fade, hairstylists])).toEqual([
      { id: 210, name: 'Fade Specialist', children: [] },
      { id: 182, name: 'Hairstylists', children: [] },
    ]);
  });

  it('keeps an id seen twice once', () => {
    expect(groupByParent([hairstylists, colorist, colorist, hairstylists])).toEqual([
      { id: 182, name: 'Hairstylists', children: [{ id: 200, name: 'Colorist' }] },
    ]);
  });

  it('gives nothing for nothing', () => {
    expect(groupByParent([])).toEqual([]);
  });
});
