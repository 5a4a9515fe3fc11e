/*
 * The dashboard summary read once, at the app's boundary (SPEC.md section 3). Another backend may
 * leave a group or a figure out, send null, or send a count as text; the page gets one shape and shows
 * 'N/A' for whatever is undefined. Zod-free, like readers.ts; never throws.
 */

/** A count as the card shows it: a number, or text a backend sent instead; undefined when missing. */
export type SummaryFigure = number | string | undefined;

export type SummaryCounts = { total: SummaryFigure; newThisMonth: SummaryFigure };
export type SummarySubscriptionCounts = SummaryCounts & { subscribed: SummaryFigure; free: SummaryFigure };

/** The dashboard's three groups of figures. */
export type DashboardFigures = {
  professionals: SummaryCounts;
  privateSuites: SummarySubscriptionCounts;
  salons: SummarySubscriptionCounts;
};

type Loose = Record<string, unknown>;

const groupOf = (answer: Loose, key: string): Loose => {
  const group = answer[key];
  return group !== null && typeof group === 'object' ? (group as Loose) : {};
};

const figureOf = (value: unknown): SummaryFigure => (typeof value === 'number' || typeof value === 'string' ? value : undefined);

const countsOf = (group: Loose): SummaryCounts => ({ total: figureOf(group.total), newThisMonth: figureOf(group.newThisMonth) });

const subscriptionCountsOf = (group: Loose): SummarySubscriptionCounts => ({
  ...countsOf(group),
  subscribed: figureOf(group.subscribed),
  free: figureOf(group.free),
});

/** A dashboard summary answer; null when the answer is not an object at all (the page keeps its skeleton). */
export function readDashboardSummary(answer: unknown): DashboardFigures | null {
  if (answer === null || typeof answer !== 'object' || Array.isArray(answer)) return null;
  const summary = answer as Loose;
  return {
    professionals: countsOf(groupOf(summary, 'professionals')),
    privateSuites: subscriptionCountsOf(groupOf(summary, 'privateSuites')),
    salons: subscriptionCountsOf(groupOf(summary, 'salons')),
  };
}
