import { useParams } from 'react-router';
import type { PrivateSuiteProfile } from '@chairside/api-contract';
import { displayName } from '@chairside/api-contract';
import { Card, EmptyState, ErrorMessage, Heading, Inline, SingleImage, Stack, Text, WorkingDays } from '@chairside/design-system';
import { usePrivateSuiteProfile } from '../../data/useReads';
import {
  AboutSection,
  BackLink,
  CategorySection,
  DetailList,
  ProfileHeader,
  ProfileSkeleton,
  Section,
  SubscriptionSection,
} from '../../profile/ProfileParts';
import {
  emailOf,
  infoOf,
  profileTexts,
  suiteImageOf,
  suitePlaceOf,
  suiteUnitsOf,
  textOf,
  workingDaysOf,
} from '../../profile/readProfile';

export const privateSuiteMessages = {
  noData: 'No data found.',
  noAbout: 'No description available.',
  noImage: 'No portfolio image available.',
  noUnits: 'No units listed.',
  loading: 'Loading private suite',
  title: 'Private Suite Profile',
} as const;

function PrivateSuiteProfileView({ profile, answer }: { profile: PrivateSuiteProfile; answer: object }) {
  const info = infoOf(profile);
  const place = suitePlaceOf(profile);
  const units = suiteUnitsOf(profile, answer);
  return (
    <Stack space="large">
      <ProfileHeader
        name={displayName(profile)}
        imageUrl={textOf(info.imageUrl)}
        place={<Text>{`${place.city}, ${place.state}`}</Text>}
        email={emailOf(profile)}
      />
      <AboutSection about={textOf(info.about)} fallback={privateSuiteMessages.noAbout} />
      <CategorySection title="Positions Available" ids={info.positionsOpen} />
      {/* 'accomodate' is the SPEC's own spelling of this heading. */}
      <CategorySection title="This Space can accomodate" ids={info.categoriesId} />
      <Section title="Working Days">
        <WorkingDays days={workingDaysOf(profile)} fallback={profileTexts.notSpecified} />
      </Section>
      <Section title="Available Units">
        {units.length === 0 ? (
          <Text tone="muted">{privateSuiteMessages.noUnits}</Text>
        ) : (
          <Inline as="ul" space="medium">
            {units.map((unit, index) => (
              <Card key={unit.key} as="article" tone="muted" title={`Unit ${index + 1}`} titleLevel={3}>
                <DetailList
                  items={[
                    { term: 'Size', detail: unit.size },
                    { term: 'Rent', detail: unit.rent },
                  ]}
                />
              </Card>
            ))}
          </Inline>
        )}
      </Section>
      <SubscriptionSection profile={profile} />
      <Section title="Private Suite Pictures">
        <SingleImage src={suiteImageOf(profile)} label="Private Suite Pictures" fallback={privateSuiteMessages.noImage} />
      </Section>
    </Stack>
  );
}

/** /private-suite/:id: one private suite's profile, units, subscription and picture (SPEC.md section 2). */
export default function PrivateSuiteDetail() {
  const { id } = useParams();
  const { data, error, mutate } = usePrivateSuiteProfile(id);
  const profile = data && typeof data === 'object' ? (data as { profile?: unknown }).profile : undefined;

  let body;
  if (data && profile && typeof profile === 'object') {
    body = <PrivateSuiteProfileView profile={profile as PrivateSuiteProfile} answer={data} />;
  } else if (data !== undefined) {
    // The call worked but the answer holds no profile (SPEC.md section 8).
    body = (
      <>
        <Heading level={1}>{privateSuiteMessages.title}</Heading>
        <EmptyState title={privateSuiteMessages.noData} />
      </>
    );
  } else if (error) {
    // The spec has no other words for this page: a suite that cannot be fetched has no data to show.
    body = (
      <>
        <Heading level={1}>{privateSuiteMessages.title}</Heading>
        <ErrorMessage onRetry={() => void mutate()}>{privateSuiteMessages.noData}</ErrorMessage>
      </>
    );
  } else {
    body = (
      <>
        <Heading level={1}>{privateSuiteMessages.title}</Heading>
        <ProfileSkeleton label={privateSuiteMessages.loading} />
      </>
    );
  }

  return (
    <Stack space="large">
      <BackLink to="/private-suites">Back to Private Suites</BackLink>
      {body}
    </Stack>
  );
}
