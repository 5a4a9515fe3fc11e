import { globalLayer, type StyleRule } from '@vanilla-extract/css';

// Declared in this order so that the cascade is reset < components < utilities whatever order the
// stylesheets load in: a sprinkle always wins over a component's own rule, and the reset never does.
export const reset = globalLayer('chairside-reset');
export const components = globalLayer('chairside-components');
export const utilities = globalLayer('chairside-utilities');

/** Puts a component's rule in the components layer. */
export function inComponents(rule: StyleRule): StyleRule {
  return { '@layer': { [components]: rule } };
}
