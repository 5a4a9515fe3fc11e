export { GroupedList, type GroupedListProps } from './GroupedList';
export { groupByParent, type FlatItem, type Group, type GroupedItem, type GroupedItemId } from './groupByParent';
