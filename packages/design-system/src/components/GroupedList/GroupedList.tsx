import { useId } from 'react';
import { EmptyState } from '../EmptyState';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { child as childClass, group as groupClass, groupName } from './GroupedList.css';
import type { Group } from './groupByParent';

export type GroupedListProps = {
  /** The parents, each with its children, in the order to show them. */
  groups: readonly Group[];
  /** What a parent with no children shows in their place: 'General' in the SPEC. */
  noChildrenLabel: string;
  /** What shows when there are no groups at all. */
  emptyText: string;
  /** Extra class names, merged last. */
  className?: string;
};

/**
 * Parents with their children, such as categories with their sub-categories: a list of groups, each
 * holding a list of its children named by the parent, so screen readers hear "Hairstylists, list, 3
 * items".
 */
export function GroupedList({ groups, noChildrenLabel, emptyText, className }: GroupedListProps) {
  const baseId = useId();
  if (import.meta.env.DEV && (!noChildrenLabel?.trim() || !emptyText?.trim())) {
    throw new Error('GroupedList: noChildrenLabel and emptyText are required; they are the screen\'s own words.');
  }
  if (groups.length === 0) return <EmptyState title={emptyText} align="start" className={className} />;

  return (
    <Stack as="ul" space="large" className={className}>
      {groups.map((parent, index) => {
        const nameId = `${baseId}-${index}`;
        return (
          <div key={parent.id} className={groupClass}>
            <span id={nameId} className={groupName}>
              {parent.name}
            </span>
            <Inline as="ul" space="xsmall" aria-labelledby={nameId}>
              {parent.children.length === 0 ? (
                <span className={childClass} data-placeholder="">
                  {noChildrenLabel}
                </span>
              ) : (
                parent.children.map((item) => (
                  <span key={item.id} className={childClass}>
                    {item.name}
                  </span>
                ))
              )}
            </Inline>
          </div>
        );
      })}
    </Stack>
  );
}
GroupedList.displayName = 'GroupedList';
