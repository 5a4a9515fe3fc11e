import { useParams } from 'react-router';
import type { SalonProfile } from '@chairside/api-contract';
import { displayName } from '@chairside/api-contract';
import { ErrorMessage, Heading, ImageGrid, Stack, Text } from '@chairside/design-system';
import { useSalonProfile } from '../../data/useReads';
import {
  AboutSection,
  BackLink,
  CategorySection,
  PayFiguresSection,
  ProfileHeader,
  ProfileSkeleton,
  Section,
  SubscriptionSection,
  WorkingHoursSection,
} from '../../profile/ProfileParts';
import { emailOf, infoOf, locationOf, portfolioOf, textOf } from '../../profile/readProfile';

export const salonMessages = {
  failure: 'Failed to load salon data.',
  noAbout: 'No about information provided.',
  noPictures: 'No pictures available.',
  loading: 'Loading salon',
  title: 'Salon Profile',
} as const;

function SalonProfileView({ profile }: { profile: SalonProfile }) {
  const info = infoOf(profile);
  const pictures = portfolioOf(profile).map((src) => ({ src }));
  return (
    <Stack space="large">
      <ProfileHeader
        name={displayName(profile)}
        imageUrl={textOf(info.imageUrl)}
        place={<Text>{locationOf(profile)}</Text>}
        email={emailOf(profile)}
      />
      <AboutSection about={textOf(info.about)} fallback={salonMessages.noAbout} />
      {/* positionsOpen holds the staff positions a salon hires for; categoriesId the services it offers. */}
      <CategorySection title="Positions Available" ids={info.positionsOpen} />
      <CategorySection title="Services We Offer" ids={info.categoriesId} />
      <PayFiguresSection title="Packages Available" profile={profile} hourlyLabel="Hourly" />
      <WorkingHoursSection title="Operation Days and Hours" profile={profile} />
      <SubscriptionSection profile={profile} />
      {/* 'Saloon' is the SPEC's own spelling of this heading. */}
      <Section title="Saloon Pictures">
        <ImageGrid images={pictures} label="Saloon Pictures" fallback={salonMessages.noPictures} />
      </Section>
    </Stack>
  );
}

/** /salons/:id: one salon's profile, packages, hours, subscription and pictures (SPEC.md section 2). */
export default function SalonDetail() {
  const { id } = useParams();
  const { data, error, mutate } = useSalonProfile(id);

  let body;
  if (data && typeof data === 'object') {
    body = <SalonProfileView profile={data} />;
  } else if (error || data !== undefined) {
    // A failed call, or an answer that holds no profile: the same SPEC message either way.
    body = (
      <>
        <Heading level={1}>{salonMessages.title}</Heading>
        <ErrorMessage onRetry={() => void mutate()}>{salonMessages.failure}</ErrorMessage>
      </>
    );
  } else {
    body = (
      <>
        <Heading level={1}>{salonMessages.title}</Heading>
        <ProfileSkeleton label={salonMessages.loading} />
      </>
    );
  }

  return (
    <Stack space="large">
      <BackLink to="/salons">Back to Salons</BackLink>
      {body}
    </Stack>
  );
}
