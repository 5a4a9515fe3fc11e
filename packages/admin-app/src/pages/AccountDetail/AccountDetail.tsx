import { useParams } from 'react-router';
import type { AccountKind, AccountProfile } from '@chairside/api-contract';
import { EmptyState, ErrorMessage, Heading, Stack, Text } from '@chairside/design-system';
import { accountDetailDescriptions, type AccountDetailDescription } from '../../data/accountDetails';
import { useAccountProfile } from '../../data/useAccountProfile';
import { BackLink, ProfileHeader, ProfileSkeleton } from '../../profile/ProfileParts';
import { locationText, suitePlaceText } from '../../profile/profileText';
import { DetailSectionView } from './DetailSections';
import { DownloadCv } from './DownloadCv';

function ProfileView({ profile, detail }: { profile: AccountProfile; detail: AccountDetailDescription }) {
  return (
    <Stack space="large">
      <ProfileHeader
        name={profile.name}
        imageUrl={profile.imageUrl}
        place={<Text>{detail.place === 'suite' ? suitePlaceText(profile) : locationText(profile)}</Text>}
        email={profile.email}
        actions={detail.cv ? <DownloadCv cvUrl={profile.cvUrl} /> : undefined}
      />
      {detail.sections.map((section, index) => (
        <DetailSectionView key={index} section={section} profile={profile} />
      ))}
    </Stack>
  );
}

/**
 * /professionals-list/:id, /salons/:id and /private-suite/:id: one account's profile in the sections its
 * kind's description lists (SPEC.md section 2), with that kind's fallbacks and failure texts.
 */
export default function AccountDetail({ kind }: { kind: AccountKind }) {
  const detail = accountDetailDescriptions[kind];
  const { id } = useParams();
  const { data, error, mutate } = useAccountProfile(kind, id);

  let body;
  if (data) {
    body = <ProfileView profile={data} detail={detail} />;
  } else if (data === null && detail.noProfile) {
    // The call worked but the answer holds no profile (SPEC.md section 8).
    body = <EmptyState title={detail.noProfile} />;
  } else if (error || data === null) {
    // A failed call, or (where the kind has no words of its own for it) an answer without a profile.
    body = <ErrorMessage onRetry={() => void mutate()}>{detail.failure}</ErrorMessage>;
  } else {
    body = <ProfileSkeleton label={detail.loadingLabel} />;
  }

  return (
    <Stack space="large">
      <BackLink to={detail.listPath}>{detail.backLabel}</BackLink>
      {data ? (
        body
      ) : (
        <>
          <Heading level={1}>{detail.title}</Heading>
          {body}
        </>
      )}
    </Stack>
  );
}
