/*
 * The parts the three detail pages share, composed from the design system: the way back to the list,
 * the header with photo, name, place and email, the loading skeleton, titled sections, grouped
 * categories, term/detail lists and the subscription box.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  Avatar,
  Badge,
  Box,
  Button,
  Card,
  GroupedList,
  Heading,
  InfoCard,
  Inline,
  Skeleton,
  SkeletonGroup,
  Stack,
  Text,
  WorkingDays,
  salaryFigureLines,
} from '@chairside/design-system';
import { notAvailable, type AccountProfile, type CategoryGroup } from '@chairside/api-contract';
import { formatClockTime, profileTexts, subscriptionText } from './profileText';

/** The way back to the list the detail page was opened from. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Box>
      <Button asChild variant="ghost" size="small">
        <Link to={to}>{children}</Link>
      </Button>
    </Box>
  );
}

export type ProfileHeaderProps = {
  /** The account's name ('N/A' when missing), shown as the page's heading. */
  name: string;
  /** The profile photo's url; the design system's placeholder is shown without one. */
  imageUrl: string | undefined;
  /** Where the account is: one line, or several for a suite's city and state. */
  place: ReactNode;
  /** The account's email, or 'N/A'. */
  email: string;
  /** Buttons next to the details, such as 'Download CV'. */
  actions?: ReactNode;
};

/** Photo, name (the page's h1), place and email of an account. */
export function ProfileHeader({ name, imageUrl, place, email, actions }: ProfileHeaderProps) {
  return (
    <Card>
      <Inline space="large" alignY="center" collapseBelow="tablet">
        <Avatar src={imageUrl} name={name === notAvailable ? 'Profile photo' : `Photo of ${name}`} size="xlarge" />
        <Stack space="small">
          <Heading level={1} size="xlarge">
            {name}
          </Heading>
          {place}
          <Text tone="muted">{email}</Text>
          {actions}
        </Stack>
      </Inline>
    </Card>
  );
}

/** A detail page while its profile loads: a header and a few sections in outline. */
export function ProfileSkeleton({ label }: { label: string }) {
  return (
    <SkeletonGroup label={label}>
      <Stack space="large">
        <Card>
          <Inline space="large" alignY="center">
            <Skeleton shape="block" height="large" width="25%" />
            <Box flexGrow={1}>
              <Skeleton count={3} />
            </Box>
          </Inline>
        </Card>
        <Skeleton shape="card" count={3} />
      </Stack>
    </SkeletonGroup>
  );
}

/** A titled part of a detail page; the title names the region for screen readers. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card as="section" title={title}>
      <Stack space="medium">{children}</Stack>
    </Card>
  );
}

/** The account's own words about itself, or the page's fallback in a muted tone. */
export function AboutSection({ about, fallback }: { about: string | undefined; fallback: string }) {
  return <Section title="About">{about ? <Text>{about}</Text> : <Text tone="muted">{fallback}</Text>}</Section>;
}

/** Categories shown as parents with their sub-categories; a parent alone shows 'General'. */
export function CategorySection({ title, groups }: { title: string; groups: readonly CategoryGroup[] }) {
  return (
    <Section title={title}>
      <GroupedList groups={groups} noChildrenLabel={profileTexts.general} emptyText={profileTexts.noneListed} />
    </Section>
  );
}

/** Terms and their details as a description list, side by side where there is room. */
export function DetailList({ items }: { items: readonly { term: string; detail: ReactNode }[] }) {
  return (
    <Box as="dl" display="flex" flexWrap="wrap" columnGap="xlarge" rowGap="medium">
      {items.map((item) => (
        <div key={item.term}>
          <Text as="dt" size="small" tone="muted">
            {item.term}
          </Text>
          <Text as="dd" weight="medium">
            {item.detail}
          </Text>
        </div>
      ))}
    </Box>
  );
}

/**
 * The five pay figures of the first salary expectation or package, each on its own card with the
 * SPEC's 'not more than' / 'not less than' wording. `hourlyLabel` is the one label the pages word
 * differently ('Hourly Rent' for a professional, 'Hourly' for a salon).
 */
export function PayFiguresSection({ title, profile, hourlyLabel }: { title: string; profile: AccountProfile; hourlyLabel: string }) {
  const lines = salaryFigureLines(profile.pay);
  return (
    <Section title={title}>
      <Inline as="ul" space="medium">
        {lines.map((line) => (
          <InfoCard
            key={line.key}
            label={line.key === 'hourly' ? hourlyLabel : line.label}
            value={line.value}
            fallback={profileTexts.notSpecified}
          />
        ))}
      </Inline>
    </Section>
  );
}

/** Working days as 'Mon Tue ...' with the start and end times of the first salary expectation or package. */
export function WorkingHoursSection({ title, profile }: { title: string; profile: AccountProfile }) {
  return (
    <Section title={title}>
      <DetailList
        items={[
          { term: 'Days', detail: <WorkingDays as="span" days={profile.workingDays} fallback={profileTexts.notSpecified} /> },
          { term: 'Start Time', detail: formatClockTime(profile.startTime) },
          { term: 'End Time', detail: formatClockTime(profile.endTime) },
        ]}
      />
    </Section>
  );
}

/** The newest subscription's name, price and expiry as a local date; an expired one says so. */
export function SubscriptionSection({ profile }: { profile: AccountProfile }) {
  const subscription = subscriptionText(profile.subscription);
  return (
    <Section title="Subscription">
      {subscription ? (
        <DetailList
          items={[
            { term: 'Name', detail: subscription.name },
            { term: 'Price', detail: subscription.price },
            {
              term: 'Expires',
              detail: subscription.expired ? (
                <Inline as="span" space="small" alignY="center">
                  <span>{subscription.expires}</span>
                  <Badge tone="danger">Expired</Badge>
                </Inline>
              ) : (
                subscription.expires
              ),
            },
          ]}
        />
      ) : (
        <Text tone="muted">{profileTexts.noSubscription}</Text>
      )}
    </Section>
  );
}
