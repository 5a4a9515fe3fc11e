/** A component's usage guidance, as its docs page shows it above the stories. */
export type Usage = {
  /** What it is for, in a sentence or two. */
  summary: string;
  /** When to use it. */
  use: readonly string[];
  /** When not to, and what to use instead. */
  avoid: readonly string[];
  /** What it does for keyboard and screen-reader users, and what the app must give it. */
  accessibility: readonly string[];
  /** One example to follow and one to avoid, each a line of code or a sentence. */
  do: string;
  dont: string;
};

const list = (items: readonly string[]) => items.map((item) => `- ${item}`).join('\n');

/**
 * The markdown of a docs page's usage section (for `parameters.docs.description.component`): the same
 * headings on every component, so a reader finds the same things in the same place.
 */
export const usageDocs = (usage: Usage) =>
  [
    usage.summary,
    `### When to use it\n\n${list(usage.use)}`,
    `### When not to\n\n${list(usage.avoid)}`,
    `### Accessibility\n\n${list(usage.accessibility)}`,
    `### Do\n\n${usage.do}`,
    `### Don't\n\n${usage.dont}`,
  ].join('\n\n');
