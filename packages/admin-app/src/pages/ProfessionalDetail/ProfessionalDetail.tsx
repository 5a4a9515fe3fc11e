import { useState } from 'react';
import { useParams } from 'react-router';
import type { ProfessionalProfile } from '@chairside/api-contract';
import { displayName } from '@chairside/api-contract';
import { Button, ErrorMessage, Heading, ImageGrid, Stack, Text } from '@chairside/design-system';
import { useProfessionalProfile } from '../../data/useReads';
import { downloadFile } from '../../profile/downloadFile';
import {
  AboutSection,
  BackLink,
  CategorySection,
  PayFiguresSection,
  ProfileHeader,
  ProfileSkeleton,
  Section,
  WorkingHoursSection,
} from '../../profile/ProfileParts';
import { emailOf, infoOf, locationOf, portfolioOf, textOf } from '../../profile/readProfile';

export const professionalMessages = {
  failure: 'Error loading profile. Please try again later.',
  noAbout: 'No about provided.',
  noCv: 'CV not available',
  noPortfolio: 'No portfolio images available.',
  loading: 'Loading profile',
  title: 'Professional Profile',
} as const;

/** 'Download CV': saves the file, or says 'CV not available' when there is none or the server has lost it. */
function DownloadCv({ cvUrl }: { cvUrl: string | undefined }) {
  const [busy, setBusy] = useState(false);
  const [unavailable, setUnavailable] = useState(false);

  const download = async () => {
    setUnavailable(false);
    if (!cvUrl) {
      setUnavailable(true);
      return;
    }
    setBusy(true);
    try {
      await downloadFile(cvUrl, 'cv');
    } catch {
      setUnavailable(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack space="small" align="left">
      <Button variant="secondary" busy={busy} busyText="Downloading..." onClick={() => void download()}>
        Download CV
      </Button>
      {/* An alert in the page rather than window.alert: announced, and it does not block the screen. */}
      {unavailable ? (
        <Text role="alert" tone="danger">
          {professionalMessages.noCv}
        </Text>
      ) : null}
    </Stack>
  );
}

function ProfessionalProfileView({ profile }: { profile: ProfessionalProfile }) {
  const info = infoOf(profile);
  const portfolio = portfolioOf(profile).map((src) => ({ src }));
  return (
    <Stack space="large">
      <ProfileHeader
        name={displayName(profile)}
        imageUrl={textOf(info.imageUrl)}
        place={<Text>{locationOf(profile)}</Text>}
        email={emailOf(profile)}
        actions={<DownloadCv cvUrl={textOf(info.cvUrl)} />}
      />
      <AboutSection about={textOf(info.about)} fallback={professionalMessages.noAbout} />
      {/*
        The SPEC names two near-identical lists. The plural one shows `categoriesId`, every profession
        and expertise the professional practises; the singular one shows `positionsOpen`, the one
        profession they are looking for a position in (the profile builder stores a single group there).
      */}
      <CategorySection title="Professions & Expertise" ids={info.categoriesId} />
      <CategorySection title="Profession & Expertise" ids={info.positionsOpen} />
      <PayFiguresSection title="Salary Expectation" profile={profile} hourlyLabel="Hourly Rent" />
      <WorkingHoursSection title="Working Availability" profile={profile} />
      <Section title="Portfolio">
        <ImageGrid images={portfolio} label="Portfolio" fallback={professionalMessages.noPortfolio} />
      </Section>
    </Stack>
  );
}

/** /professionals-list/:id: one professional's profile, CV, expertise, pay, availability and portfolio (SPEC.md section 2). */
export default function ProfessionalDetail() {
  const { id } = useParams();
  const { data, error, mutate } = useProfessionalProfile(id);

  let body;
  if (data && typeof data === 'object') {
    body = <ProfessionalProfileView profile={data} />;
  } else if (error || data !== undefined) {
    // A failed call, or an answer that holds no profile: the same SPEC message either way.
    body = (
      <>
        <Heading level={1}>{professionalMessages.title}</Heading>
        <ErrorMessage onRetry={() => void mutate()}>{professionalMessages.failure}</ErrorMessage>
      </>
    );
  } else {
    body = (
      <>
        <Heading level={1}>{professionalMessages.title}</Heading>
        <ProfileSkeleton label={professionalMessages.loading} />
      </>
    );
  }

  return (
    <Stack space="large">
      <BackLink to="/professionals-list">Back to Professionals</BackLink>
      {body}
    </Stack>
  );
}
