import { isValidElement, type ReactNode } from 'react';

/**
 * The words a piece of React content shows, for a tooltip or a label: strings and numbers joined in
 * order, looking inside elements. Returns undefined when there are none, so no empty title is set.
 */
export function plainText(node: ReactNode): string | undefined {
  const text = collect(node).replace(/\s+/g, ' ').trim();
  return text === '' ? undefined : text;
}

function collect(node: ReactNode): string {
  if (typeof node === 'string') return node;
  if (typeof node === 'number' || typeof node === 'bigint') return String(node);
  if (Array.isArray(node)) return node.map(collect).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return collect(node.props.children);
  return '';
}

/** True when the content renders nothing a person could see or hear: null, booleans, blank strings. */
export function isEmptyContent(node: ReactNode): boolean {
  if (node === null || node === undefined || typeof node === 'boolean') return true;
  if (typeof node === 'string') return node.trim() === '';
  if (Array.isArray(node)) return node.every(isEmptyContent);
  return false;
}
