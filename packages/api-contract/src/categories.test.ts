// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { adminCategoryId, categories, categoryTree, findCategory, groupCategories, professionalGroupIds } from './index';

const group = (name: string) => categoryTree.find((entry) => entry.name === name);

describe('the category catalogue', () => {
  it('has Admin 269 with Receptionist 270, Floor Manager 271 and Assistant 272', () => {
    expect(adminCategoryId).toBe(269);
    expect(group('Admin')).toEqual({
      id: 269,
      name: 'Admin',
      children: [
        { id: 270, name: 'Receptionist' },
        { id: 271, name: 'Floor Manager' },
        { id: 272, name: 'Assistant' },
      ],
    });
  });

  it('has the nine professional groups 181-189 in order with the counts of SPEC.md', () => {
    const professional = categoryTree.filter((entry) => entry.id !== 269);
    expect(professional.map((entry) => [entry.id, entry.name, entry.children.length])).toEqual([
      [181, 'Hairstylists', 9],
      [182, 'Barbers', 7],
      [183, 'Tattoo Artists', 12],
      [184, 'Estheticians', 10],
      [185, 'Nail Technicians', 8],
      [186, 'Makeup Artists', 10],
      [187, 'Massage Therapists', 11],
      [188, 'Eyelash Technicians', 7],
      [189, 'Locticians', 5],
    ]);
    expect(professionalGroupIds).toEqual([181, 182, 183, 184, 185, 186, 187, 188, 189]);
  });

  it('numbers the 79 professional sub-categories 190-268 consecutively, group by group', () => {
    const subIds = categoryTree.filter((entry) => entry.id !== 269).flatMap((entry) => entry.children.map((child) => child.id));
    expect(subIds).toHaveLength(79);
    expect(subIds).toEqual(Array.from({ length: 79 }, (_, index) => 190 + index));
    expect(group('Hairstylists')?.children[0]?.id).toBe(190);
    expect(group('Barbers')?.children[0]?.id).toBe(199);
    expect(group('Locticians')?.children.at(-1)?.id).toBe(268);
  });

  it('uses the names SPEC.md gives', () => {
    expect(group('Hairstylists')?.children.map((child) => child.name)).toEqual([
      'Colorist', 'Stylist', 'Updo Specialist', 'Bridal', 'Texture', 'Extensions', 'Chemical', "Men's", 'Natural Hair',
    ]);
    const names = (groupName: string) => group(groupName)?.children.map((child) => child.name) ?? [];
    expect(names('Barbers')).toContain('Fade Specialist');
    expect(names('Nail Technicians')).toContain('Manicurist');
    expect(names('Massage Therapists')).toContain('Swedish Massage Therapist');
    expect(names('Eyelash Technicians')).toContain('Classic Lash Technician');
    expect(names('Locticians')).toContain('Starter Loc Specialist');
  });

  it('has unique ids and names within each group, and a flat list of 92 rows linked by parentId', () => {
    expect(categories).toHaveLength(10 + 3 + 79);
    expect(new Set(categories.map((entry) => entry.id)).size).toBe(categories.length);
    for (const entry of categoryTree) expect(new Set(entry.children.map((child) => child.name)).size).toBe(entry.children.length);
    expect(findCategory(271)).toEqual({ id: 271, name: 'Floor Manager', parentId: 269 });
    expect(findCategory(185)).toEqual({ id: 185, name: 'Nail Technicians', parentId: null });
    expect(findCategory(273)).toBeUndefined();
    expect(categories.filter((entry) => entry.parentId === null).map((entry) => entry.id).toSorted()).toEqual([
      181, 182, 183, 184, 185, 186, 187, 188, 189, 269,
    ]);
  });
});

describe('groupCategories', () => {
  it('groups a comma-separated value under its parents', () => {
    expect(groupCategories('181,190,191,228')).toEqual([
      { id: 181, name: 'Hairstylists', children: [{ id: 190, name: 'Colorist' }, { id: 191, name: 'Stylist' }] },
      { id: 185, name: 'Nail Technicians', children: [{ id: 228, name: 'Manicurist' }] },
    ]);
  });

  it('returns a listed parent with no children listed, with an empty children list', () => {
    expect(groupCategories([183])).toEqual([{ id: 183, name: 'Tattoo Artists', children: [] }]);
  });

  it('accepts numbers or strings, ignores spaces, duplicates and unknown ids, and keeps catalogue order', () => {
    expect(groupCategories(' 272 , 199, 999, abc, 199 ,').map((entry) => [entry.id, entry.children.map((child) => child.id)])).toEqual([
      [269, [272]],
      [182, [199]],
    ]);
    expect(groupCategories([270, '189'])).toHaveLength(2);
  });

  it('returns nothing for an empty or missing value', () => {
    expect(groupCategories('')).toEqual([]);
    expect(groupCategories(null)).toEqual([]);
    expect(groupCategories([])).toEqual([]);
  });

  it('returns copies, so a caller cannot change the catalogue', () => {
    const [first] = groupCategories('181,190');
    first?.children.push({ id: 1, name: 'Tampered' });
    expect(group('Hairstylists')?.children).toHaveLength(9);
  });
});
