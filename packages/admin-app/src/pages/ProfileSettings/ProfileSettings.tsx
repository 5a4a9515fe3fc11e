import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { AdminProfile } from '@chairside/api-contract';
import { Avatar, Box, Button, Card, Inline, Skeleton, Stack, Text, TextField, toast } from '@chairside/design-system';
import { ApiError } from '../../api/client';
import { SaveFailure } from '../../app/saving';
import { ReadView } from '../../app/ReadView';
import { useAdminProfile } from '../../data/useReads';
import { useUpdateProfile } from '../../data/useUpdateProfile';
import { emailMessages, lazyRules, requiredMessage, useForm } from '../../forms';
import { SecuritySettings } from './SecuritySettings';

export const profileMessages = {
  saveFailure: 'There was an error updating your profile.',
  loadFailure: 'Failed to load your profile. Please try again later.',
  imageUrl: 'Enter a web address starting with http:// or https://, or a path starting with /.',
} as const;

type Values = { fullName: string; email: string; address: string; imageUrl: string };

const valuesOf = (profile: AdminProfile): Values => ({
  fullName: profile.fullName ?? '',
  email: profile.email ?? '',
  address: profile.address ?? '',
  imageUrl: profile.imageUrl ?? '',
});

function ProfileView({ profile }: { profile: AdminProfile }) {
  return (
    <Inline space="large" alignY="center" collapseBelow="tablet">
      {/* The name is written beside the photo, so the photo itself is not read out again. */}
      <Avatar src={profile.imageUrl} name={profile.fullName} decorative size="xlarge" />
      {/* The groups sit directly in the list: a <dl> may hold only dt/dd pairs or divs wrapping them. */}
      <Box as="dl" display="flex" flexDirection="column" gap="medium">
        <div>
          <Text as="dt" size="small" tone="muted">
            Full Name
          </Text>
          <Text as="dd" weight="semibold">
            {profile.fullName || 'N/A'}
          </Text>
        </div>
        <div>
          <Text as="dt" size="small" tone="muted">
            Email
          </Text>
          <Text as="dd">{profile.email || 'N/A'}</Text>
        </div>
        {profile.address ? (
          <div>
            <Text as="dt" size="small" tone="muted">
              Address
            </Text>
            <Text as="dd">{profile.address}</Text>
          </div>
        ) : null}
      </Box>
    </Inline>
  );
}

/**
 * /profile-settings: the admin's name and email, and an Edit Profile mode with Save Profile and
 * Cancel (SPEC.md sections 2, 4 and 8); below it, the Security part (issue 17): two-factor sign-in,
 * passkeys and sessions.
 */
export default function ProfileSettings() {
  const read = useAdminProfile();
  const { trigger } = useUpdateProfile();
  const [editing, setEditing] = useState(false);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const form = useForm({
    initialValues: { fullName: '', email: '', address: '', imageUrl: '' } satisfies Values,
    toBody: (values) => ({
      fullName: values.fullName.trim(),
      email: values.email.trim(),
      // An emptied optional field clears it on the server (null), rather than leaving it unchanged.
      address: values.address.trim() || null,
      imageUrl: values.imageUrl.trim() || null,
    }),
    rules: lazyRules(() => import('../../forms/requestSchemas').then((schemas) => schemas.profileUpdateSchema)),
    messages: {
      fullName: requiredMessage('Full Name'),
      email: emailMessages,
      imageUrl: { format: profileMessages.imageUrl },
    },
    labels: { fullName: 'Full Name', email: 'Email', address: 'Address', imageUrl: 'Image URL' },
    onSubmit: async (body) => {
      await trigger(body);
      stopEditing();
    },
    onError: (failure) => {
      // A 401 has already sent the admin to /login; there is no form left to complain next to.
      if (failure instanceof ApiError && failure.status === 401) return undefined;
      // The form stays open with what the admin typed, so nothing is lost.
      toast.error(profileMessages.saveFailure);
      return profileMessages.saveFailure;
    },
  });

  const startEditing = (profile: AdminProfile) => {
    form.reset(valuesOf(profile));
    // The switch is rendered at once so focus can move into the form: the button that had it is gone.
    flushSync(() => setEditing(true));
    form.focus('fullName');
  };

  const stopEditing = () => {
    // Back on the view, focus returns to Edit Profile rather than falling to <body> with the form.
    flushSync(() => setEditing(false));
    editButtonRef.current?.focus();
  };

  return (
    <Stack space="xlarge">
      <Card as="section" title="Profile Settings" titleLevel={1}>
        <ReadView
          read={read}
          messages={{ loading: 'Loading profile', failure: profileMessages.loadFailure }}
          skeleton={
            <Stack space="large">
              <Skeleton shape="block" width="25%" height="large" />
              <Skeleton count={3} />
            </Stack>
          }
        >
          {(profile) =>
            editing ? (
              <form noValidate onSubmit={form.handleSubmit} aria-label="Edit Profile">
                <Stack space="large">
                  <TextField label="Full Name" autoComplete="name" required {...form.field('fullName')} />
                  <TextField label="Email" type="email" autoComplete="email" required {...form.field('email')} />
                  <TextField label="Address" autoComplete="street-address" {...form.field('address')} />
                  <TextField label="Image URL" type="url" {...form.field('imageUrl')} />
                  <SaveFailure failure={form.failure} />
                  <Inline space="medium">
                    <Button type="submit" busy={form.busy} busyText="Saving...">
                      Save Profile
                    </Button>
                    <Button variant="secondary" onClick={stopEditing} disabled={form.busy}>
                      Cancel
                    </Button>
                  </Inline>
                </Stack>
              </form>
            ) : (
              <Stack space="large">
                <ProfileView profile={profile} />
                <div>
                  <Button ref={editButtonRef} onClick={() => startEditing(profile)}>
                    Edit Profile
                  </Button>
                </div>
              </Stack>
            )
          }
        </ReadView>
      </Card>
      <SecuritySettings />
    </Stack>
  );
}
