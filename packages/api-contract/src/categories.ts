/*
 * The built-in category catalogue of SPEC.md section 3. The ids are the marketplace's own: accounts
 * store them in `positionsOpen` and `categoriesId`, so they must never be renumbered. Sub-category ids
 * run 190-268 consecutively, group after group, in the order below.
 */

/** One entry of the catalogue as stored: a top-level group has `parentId: null`. */
export type CategoryEntry = { id: number; name: string; parentId: number | null };

/** A group with its sub-categories, for grouped lists on the detail pages. */
export type CategoryGroup = { id: number; name: string; children: { id: number; name: string }[] };

const adminGroup = { id: 269, name: 'Admin', subcategories: ['Receptionist', 'Floor Manager', 'Assistant'] };
const adminFirstSubId = 270;

const professionalGroups = [
  {
    id: 181,
    name: 'Hairstylists',
    subcategories: ['Colorist', 'Stylist', 'Updo Specialist', 'Bridal', 'Texture', 'Extensions', 'Chemical', "Men's", 'Natural Hair'],
  },
  {
    id: 182,
    name: 'Barbers',
    subcategories: [
      'Fade Specialist',
      'Master Barber',
      'Beard Specialist',
      'Straight Razor Shave Specialist',
      'Hair Design Artist',
      "Children's Barber",
      'Apprentice Barber',
    ],
  },
  {
    id: 183,
    name: 'Tattoo Artists',
    subcategories: [
      'Traditional Tattoo Artist',
      'Neo-Traditional Tattoo Artist',
      'Realism Tattoo Artist',
      'Black and Grey Tattoo Artist',
      'Fine Line Tattoo Artist',
      'Japanese Tattoo Artist',
      'Watercolor Tattoo Artist',
      'Geometric Tattoo Artist',
      'Lettering Tattoo Artist',
      'Cover-Up Specialist',
      'Tribal Tattoo Artist',
      'Cosmetic Tattoo Artist',
    ],
  },
  {
    id: 184,
    name: 'Estheticians',
    subcategories: [
      'Facialist',
      'Skincare Specialist',
      'Waxing Specialist',
      'Medical Esthetician',
      'Chemical Peel Specialist',
      'Microdermabrasion Specialist',
      'Acne Specialist',
      'Brow Specialist',
      'Body Treatment Specialist',
      'Spray Tan Technician',
    ],
  },
  {
    id: 185,
    name: 'Nail Technicians',
    subcategories: [
      'Manicurist',
      'Pedicurist',
      'Nail Artist',
      'Acrylic Nail Technician',
      'Gel Nail Technician',
      'Dip Powder Specialist',
      'Nail Extension Specialist',
      'Medical Nail Technician',
    ],
  },
  {
    id: 186,
    name: 'Makeup Artists',
    subcategories: [
      'Bridal Makeup Artist',
      'Editorial Makeup Artist',
      'Special Effects Makeup Artist',
      'Theatrical Makeup Artist',
      'Airbrush Makeup Artist',
      'Film and Television Makeup Artist',
      'Fashion Makeup Artist',
      'Permanent Makeup Artist',
      'Runway Makeup Artist',
      'Event Makeup Artist',
    ],
  },
  {
    id: 187,
    name: 'Massage Therapists',
    subcategories: [
      'Swedish Massage Therapist',
      'Deep Tissue Massage Therapist',
      'Sports Massage Therapist',
      'Prenatal Massage Therapist',
      'Hot Stone Massage Therapist',
      'Thai Massage Therapist',
      'Shiatsu Therapist',
      'Reflexologist',
      'Aromatherapy Massage Therapist',
      'Lymphatic Drainage Therapist',
      'Myofascial Release Therapist',
    ],
  },
  {
    id: 188,
    name: 'Eyelash Technicians',
    subcategories: [
      'Classic Lash Technician',
      'Volume Lash Technician',
      'Hybrid Lash Technician',
      'Mega Volume Lash Technician',
      'Lash Lift Specialist',
      'Lash Tint Specialist',
      'Lash Educator',
    ],
  },
  {
    id: 189,
    name: 'Locticians',
    subcategories: [
      'Starter Loc Specialist',
      'Loc Retwist Specialist',
      'Interlocking Specialist',
      'Microloc Specialist',
      'Loc Repair Specialist',
    ],
  },
] as const;

const professionalFirstSubId = 190;

const buildTree = (): CategoryGroup[] => {
  const tree: CategoryGroup[] = [
    {
      id: adminGroup.id,
      name: adminGroup.name,
      children: adminGroup.subcategories.map((name, index) => ({ id: adminFirstSubId + index, name })),
    },
  ];
  let nextId = professionalFirstSubId;
  for (const group of professionalGroups) {
    tree.push({ id: group.id, name: group.name, children: group.subcategories.map((name) => ({ id: nextId++, name })) });
  }
  return tree;
};

/** The catalogue as a tree: Admin first (as SPEC.md lists it), then the professional groups 181-189. */
export const categoryTree: readonly CategoryGroup[] = buildTree();

/** The catalogue as flat rows, each group followed by its sub-categories; ready for a seed. */
export const categories: readonly CategoryEntry[] = categoryTree.flatMap((group) => [
  { id: group.id, name: group.name, parentId: null },
  ...group.children.map((child) => ({ id: child.id, name: child.name, parentId: group.id })),
]);

/** The ids of the professional groups (181-189), e.g. for picking a profession. */
export const professionalGroupIds: readonly number[] = professionalGroups.map((group) => group.id);

/** The Admin group (269), whose sub-categories are staff positions a salon or suite may have open. */
export const adminCategoryId = adminGroup.id;

const entryById = new Map(categories.map((entry) => [entry.id, entry]));

/** The catalogue entry of an id, if it is one. */
export const findCategory = (id: number): CategoryEntry | undefined => entryById.get(id);

const parseIds = (ids: string | readonly (number | string)[] | null | undefined): number[] => {
  const parts = typeof ids === 'string' ? ids.split(',') : [...(ids ?? [])];
  return parts.map((part) => Number(typeof part === 'string' ? part.trim() : part)).filter(Number.isInteger);
};

/**
 * Groups a `positionsOpen` / `categoriesId` value for the detail pages: each group named by an id, or
 * by one of its sub-categories, with the listed sub-categories as children. A group listed without
 * any of its sub-categories is returned with no children (the app shows 'General'). Groups and
 * children keep catalogue order; unknown ids and duplicates are ignored.
 */
export const groupCategories = (ids: string | readonly (number | string)[] | null | undefined): CategoryGroup[] => {
  const wanted = new Set(parseIds(ids));
  const groups: CategoryGroup[] = [];
  for (const group of categoryTree) {
    const children = group.children.filter((child) => wanted.has(child.id)).map((child) => ({ ...child }));
    if (wanted.has(group.id) || children.length > 0) groups.push({ id: group.id, name: group.name, children });
  }
  return groups;
};
