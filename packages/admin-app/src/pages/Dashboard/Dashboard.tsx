import { useEffect } from 'react';
import type { DashboardSummary } from '@chairside/api-contract';
import { ErrorMessage, Heading, Inline, SkeletonGroup, Stack, StatCard } from '@chairside/design-system';
import { ApiError } from '../../api/client';
import { useDashboardSummary } from '../../data/useReads';

export const dashboardMessages = {
  title: 'Dashboard',
  loading: 'Loading dashboard',
  failure: 'Failed to load the dashboard summary. Please try again later.',
  logged: 'Failed to fetch dashboard summary',
} as const;

type Summary = Partial<{
  professionals: Partial<DashboardSummary['professionals']> | null;
  privateSuites: Partial<DashboardSummary['privateSuites']> | null;
  salons: Partial<DashboardSummary['salons']> | null;
}>;

/** The three cards, in the SPEC's order; a figure a backend left out shows the card's 'N/A'. */
function SummaryCards({ summary }: { summary: Summary }) {
  const { professionals, privateSuites, salons } = summary;
  return (
    <Inline space="large" alignY="top">
      <StatCard
        title="Professionals"
        total={professionals?.total}
        lines={[{ label: 'New This Month', value: professionals?.newThisMonth }]}
      />
      <StatCard
        title="Private Suites"
        total={privateSuites?.total}
        lines={[
          { label: 'New This Month', value: privateSuites?.newThisMonth },
          { label: 'Subscribed', value: privateSuites?.subscribed },
          { label: 'Free', value: privateSuites?.free },
        ]}
      />
      <StatCard
        title="Salons"
        total={salons?.total}
        lines={[
          { label: 'New This Month', value: salons?.newThisMonth },
          { label: 'Subscribed', value: salons?.subscribed },
          { label: 'Free', value: salons?.free },
        ]}
      />
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
      {data && typeof data === 'object' ? <SummaryCards summary={data} /> : <SummarySkeleton />}
    </Stack>
  );
}
