import { createElement, Fragment, isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import { flattenChildren, itemKey } from './flattenChildren';

const item = (text: string, key?: string) => createElement('span', key ? { key } : null, text);

describe('flattenChildren', () => {
  it('opens fragments, also nested ones, so each of their children is an item', () => {
    const children = [item('a'), createElement(Fragment, null, item('b'), createElement(Fragment, null, item('c'), item('d')))];
    const items = flattenChildren(children);
    expect(items.map((node) => (isValidElement<{ children: string }>(node) ? node.props.children : node))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('drops values that render nothing but keeps text and zero', () => {
    expect(flattenChildren([null, false, true, undefined, '', 'text', 0])).toEqual(['text', 0]);
  });

  it('gives every element a unique key even when fragments restart the numbering', () => {
    const children = [item('a'), createElement(Fragment, null, item('b'), item('c')), createElement(Fragment, null, item('d'))];
    const keys = flattenChildren(children).map((node, index) => itemKey(node, index));
    expect(new Set(keys).size).toBe(4);
  });

  it('keeps the keys callers gave, so reordered items keep their state', () => {
    const [first, second] = flattenChildren([item('a', 'alpha'), item('b', 'beta')]);
    expect(String(itemKey(first, 0))).toContain('alpha');
    expect(String(itemKey(second, 1))).toContain('beta');
  });
});

describe('itemKey', () => {
  it('falls back to the position for text items', () => {
    expect(itemKey('plain text', 3)).toBe(3);
  });
});
