import type { ArgTypes } from '@storybook/react-vite';

type Control = NonNullable<ArgTypes[string]>;

/**
 * Storybook controls for props whose values the component exports as a list (sizes, tones, elements):
 * `radios` lays the values out as radio buttons, `menus` as a select menu for the longer lists.
 */
const controlsOf =
  (control: 'inline-radio' | 'select') =>
  <Name extends string>(lists: Record<Name, readonly unknown[]>): Record<Name, Control> =>
    Object.fromEntries(Object.entries<readonly unknown[]>(lists).map(([name, options]) => [name, { control, options }])) as Record<Name, Control>;

export const radios = controlsOf('inline-radio');
export const menus = controlsOf('select');
