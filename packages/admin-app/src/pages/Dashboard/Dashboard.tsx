import { useEffect } from 'react';
import type { DashboardFigures } from '@chairside/api-contract';
import { ErrorMessage, Heading, Inline, SkeletonGroup, Stack, StatCard } from '@chairside/design-system';
import { ApiError } from '../../api/client';
import { useDashboardSummary } from '../../data/useReads';

export const dashboardMessages = {
  title: 'Dashboard',
  loading: 'Loading dashboard',
  failure: 'Failed to load the dashboard summary. Please try again later.',
  logged: 'Failed to fetch dashboard summary',
} as const;

/** The lines under a total: new this month, and for suites and salons the subscribed and free counts. */
const linesOf = (counts: DashboardFigures['professionals'] & Partial<DashboardFigures['salons']>) => [
  { label: 'New This Month', value: counts.newThisMonth },
  ...('subscribed' in counts ? [{ label: 'Subscribed', value: counts.subscribed }, { label: 'Free', value: counts.free }] : []),
];

/** The three cards, in the SPEC's order; a figure a backend left out shows the card's 'N/A'. */
function SummaryCards({ summary: { professionals, privateSuites, salons } }: { summary: DashboardFigures }) {
  return (
    <Inline space="large" alignY="top">
      <StatCard title="Professionals" total={professionals.total} lines={linesOf(professionals)} />
      <StatCard title="Private Suites" total={privateSuites.total} lines={linesOf(privateSuites)} />
      <StatCard title="Salons" total={salons.total} lines={linesOf(salons)} />
    </Inline>
  );
}

/** The three cards' outlines while the figures load; they stay after a failure (SPEC.md section 8). */
function SummarySkeleton() {
  return (
    <SkeletonGroup label={dashboardMessages.loading}>
      <Inline space="large" alignY="top">
        <StatCard.Skeleton lines={1} />
        <StatCard.Skeleton lines={3} />
        <StatCard.Skeleton lines={3} />
      </Inline>
    </SkeletonGroup>
  );
}

/** /: the dashboard's summary figures for professionals, private suites and salons (SPEC.md section 2). */
export default function Dashboard() {
  const { data, error, mutate } = useDashboardSummary();

  // SPEC.md section 8: a failure other than 401 is logged (a 401 has already gone to /login).
  useEffect(() => {
    if (error && !(error instanceof ApiError && error.status === 401)) console.error(dashboardMessages.logged, error);
  }, [error]);

  const showError = Boolean(error) && !(error instanceof ApiError && error.status === 401);
  return (
    <Stack space="xlarge">
      <Heading level={1}>{dashboardMessages.title}</Heading>
      {/*
        The spec keeps the skeleton after a failure; the message and retry are added on top of it. When a
        refresh fails after figures were shown, they stay, under the same message, so nobody takes them
        for current while the server is away.
      */}
      {showError ? <ErrorMessage onRetry={() => void mutate()}>{dashboardMessages.failure}</ErrorMessage> : null}
      {data ? <SummaryCards summary={data} /> : <SummarySkeleton />}
    </Stack>
  );
}
