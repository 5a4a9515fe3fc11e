export type GroupedItemId = string | number;

/** One entry of a group. */
export type GroupedItem = {
  /** Unique among its siblings; used as the React key. */
  id: GroupedItemId;
  /** What is shown. */
  name: string;
};

/** A parent with its children, the shape GroupedList shows. */
export type Group = GroupedItem & {
  /** The parent's children in the order given; may be empty. */
  children: readonly GroupedItem[];
};

/** A flat entry that names its parent, as a category list does (`parentId` null at the top). */
export type FlatItem = GroupedItem & {
  /** The id of the parent entry, or null/undefined for a top-level one. */
  parentId?: GroupedItemId | null;
};

/**
 * Builds groups from a flat list of parents and children. An entry whose parent is not in the list
 * becomes a group of its own, so nothing chosen is lost when only a child was picked; the caller adds
 * the parent to the list to have the child shown under it. Groups keep the order of their first
 * entry, children the order given; an id seen twice is kept once.
 */
export function groupByParent(items: readonly FlatItem[]): Group[] {
  const unique = new Map<GroupedItemId, FlatItem>();
  for (const item of items) if (!unique.has(item.id)) unique.set(item.id, item);

  const groups = new Map<GroupedItemId, { id: GroupedItemId; name: string; children: GroupedItem[] }>();
  const parentOf = (item: FlatItem) => (item.parentId !== null && item.parentId !== undefined && unique.has(item.parentId) ? item.parentId : null);

  for (const item of unique.values()) {
    const parentId = parentOf(item);
    if (parentId === null) {
      if (!groups.has(item.id)) groups.set(item.id, { id: item.id, name: item.name, children: [] });
      continue;
    }
    const parent = unique.get(parentId)!;
    // A child may come before its parent in the list; the group is made at the child's position then.
    let group = groups.get(parentId);
    if (!group) {
      group = { id: parent.id, name: parent.name, children: [] };
      groups.set(parentId, group);
    }
    group.children.push({ id: item.id, name: item.name });
  }
  return [...groups.values()];
}
