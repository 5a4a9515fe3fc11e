import { useNavigate, useParams } from 'react-router';
import { can, notAvailable, type AccountKind, type AccountProfile, type ModerationAction } from '@chairside/api-contract';
import { Button, EmptyState, ErrorMessage, Heading, Inline, Stack, Text } from '@chairside/design-system';
import { accountDetailDescriptions, type AccountDetailDescription } from '../../data/accountDetails';
import { useAccountActions, type ModerationSubject } from '../../data/useAccountActions';
import { useAccountProfile } from '../../data/useAccountProfile';
import { useAccountRefresh, useProfileModeration } from '../../data/useModeration';
import { useStaffRole } from '../../data/useStaffRole';
import AccountModerationDialog from '../../moderation/AccountModerationDialog';
import { BackLink, ProfileHeader, ProfileSkeleton } from '../../profile/ProfileParts';
import { locationText, suitePlaceText } from '../../profile/profileText';
import { AccountHistory } from './AccountHistory';
import { DetailSectionView } from './DetailSections';
import { DownloadCv } from './DownloadCv';

type ProfileViewProps = {
  id: string;
  profile: AccountProfile;
  detail: AccountDetailDescription;
  /** Opens the moderation dialog for the account; absent when the staff role may not (no button). */
  onToggleSuspended?: (subject: ModerationSubject) => void;
  onDelete?: (subject: ModerationSubject) => void;
};

function ProfileView({ id, profile, detail, onToggleSuspended, onDelete }: ProfileViewProps) {
  const subject: ModerationSubject = {
    id,
    name: profile.name,
    email: profile.email === notAvailable ? null : profile.email,
    isSuspended: profile.isSuspended,
    version: profile.version,
  };
  return (
    <Stack space="large">
      <ProfileHeader
        name={profile.name}
        imageUrl={profile.imageUrl}
        place={<Text>{detail.place === 'suite' ? suitePlaceText(profile) : locationText(profile)}</Text>}
        email={profile.email}
        actions={
          <Inline space="small" alignY="top">
            {detail.cv ? <DownloadCv cvUrl={profile.cvUrl} /> : null}
            {onToggleSuspended ? (
              <Button variant="secondary" onClick={() => onToggleSuspended(subject)}>
                {profile.isSuspended ? 'Unsuspend' : 'Suspend'}
              </Button>
            ) : null}
            {onDelete ? (
              <Button variant="danger" onClick={() => onDelete(subject)}>
                Delete
              </Button>
            ) : null}
          </Inline>
        }
      />
      {detail.sections.map((section, index) => (
        <DetailSectionView key={index} section={section} profile={profile} />
      ))}
      <AccountHistory id={id} />
    </Stack>
  );
}

/**
 * /professionals-list/:id, /salons/:id and /private-suite/:id: one account's profile in the sections its
 * kind's description lists (SPEC.md section 2), with that kind's fallbacks and failure texts, then its
 * moderation history. Suspend (or Unsuspend) and Delete open the moderation dialog; after a delete the
 * page goes back to the kind's list. When someone else changed the account first, the profile and the
 * history are read again; when it was deleted meanwhile, the page goes back to the list. A staff role
 * sees only the buttons it may use (issue 17), and none until the role is known.
 */
export default function AccountDetail({ kind }: { kind: AccountKind }) {
  const detail = accountDetailDescriptions[kind];
  const { id } = useParams();
  const navigate = useNavigate();
  const { data, error, mutate } = useAccountProfile(kind, id);
  const refresh = useAccountRefresh(kind, id);
  const { role, loading: roleLoading } = useStaffRole();
  const canModerate = can(role, 'moderate');
  const canDelete = can(role, 'delete');
  const { toggleSuspended, remove, dialog } = useAccountActions(kind, useProfileModeration(kind, id), {
    onDone: (action: ModerationAction) => {
      if (action === 'delete') void navigate(detail.listPath);
    },
    onConflict: () => void refresh(),
    onGone: () => void navigate(detail.listPath),
  });

  let body;
  if (roleLoading) {
    // The header's buttons depend on the role: the skeleton stays until it is known, so none flashes up.
    body = <ProfileSkeleton label={detail.loadingLabel} />;
  } else if (data && id) {
    body = (
      <ProfileView
        id={id}
        profile={data}
        detail={detail}
        onToggleSuspended={canModerate ? toggleSuspended : undefined}
        onDelete={canDelete ? remove : undefined}
      />
    );
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
      {data && !roleLoading ? (
        body
      ) : (
        <>
          <Heading level={1}>{detail.title}</Heading>
          {body}
        </>
      )}
      <AccountModerationDialog {...dialog} />
    </Stack>
  );
}
