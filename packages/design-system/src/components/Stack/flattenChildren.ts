import { Children, cloneElement, Fragment, isValidElement, type Key, type ReactElement, type ReactNode } from 'react';

/**
 * The rendered children of a layout component as a flat list: fragments are opened (a caller's
 * `<>{a}{b}</>` is two items, not one), and values that render nothing (null, false, '') are dropped
 * so they neither become empty list items nor leave a stray gap. Every element keeps a unique key.
 */
export function flattenChildren(children: ReactNode, keyPrefix = ''): ReactNode[] {
  const items: ReactNode[] = [];
  Children.toArray(children).forEach((child, index) => {
    if (isFragment(child)) {
      items.push(...flattenChildren(child.props.children, `${keyPrefix}${child.key ?? index}`));
      return;
    }
    if (child === '') return;
    // Children.toArray restarts its keys inside each fragment, so nested keys get the fragment's as a prefix.
    items.push(isValidElement(child) && keyPrefix ? cloneElement(child, { key: `${keyPrefix}${child.key ?? index}` }) : child);
  });
  return items;
}

/** A stable key for the wrapper a layout puts around an item (an <li> in lists). */
export function itemKey(item: ReactNode, index: number): Key {
  return isValidElement(item) && item.key !== null ? item.key : index;
}

function isFragment(node: ReactNode): node is ReactElement<{ children?: ReactNode }> {
  return isValidElement(node) && node.type === Fragment;
}
