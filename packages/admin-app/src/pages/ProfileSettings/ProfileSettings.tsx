import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { AdminProfile } from '@chairside/api-contract';
import {
  Avatar,
  Box,
  Button,
  Card,
  ErrorMessage,
  Inline,
  Skeleton,
  SkeletonGroup,
  Stack,
  Text,
  TextField,
  toast,
} from '@chairside/design-system';
import { ApiError } from '../../api/client';
import { emailError, requiredError } from '../../app/validation';
import { useAdminProfile } from '../../data/useReads';
import { useUpdateProfile } from '../../data/useUpdateProfile';

export const profileMessages = {
  saveFailure: 'There was an error updating your profile.',
  loadFailure: 'Failed to load your profile. Please try again later.',
  imageUrl: 'Enter a web address starting with http:// or https://, or a path starting with /.',
} as const;

type Values = { fullName: string; email: string; address: string; imageUrl: string };
type FieldErrors = Partial<Record<keyof Values, string>>;

// The server accepts an image as a site path or an http(s) address (api-contract's profile update).
const imageUrlPattern = /^(?:\/(?!\/)\S*|https?:\/\/\S+)$/;

const valuesOf = (profile: AdminProfile): Values => ({
  fullName: profile.fullName ?? '',
  email: profile.email ?? '',
  address: profile.address ?? '',
  imageUrl: profile.imageUrl ?? '',
});

function check(values: Values): FieldErrors {
  const imageUrl = values.imageUrl.trim();
  return {
    fullName: requiredError(values.fullName, 'Full Name'),
    email: emailError(values.email),
    imageUrl: imageUrl !== '' && !imageUrlPattern.test(imageUrl) ? profileMessages.imageUrl : undefined,
  };
}

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
 * Cancel (SPEC.md sections 2, 4 and 8).
 */
export default function ProfileSettings() {
  const { data: profile, error, isLoading, mutate } = useAdminProfile();
  const { trigger, isMutating } = useUpdateProfile();
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<Values>({ fullName: '', email: '', address: '', imageUrl: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saveFailed, setSaveFailed] = useState(false);
  const fullNameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const imageUrlRef = useRef<HTMLInputElement>(null);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const startEditing = () => {
    if (!profile) return;
    setValues(valuesOf(profile));
    setErrors({});
    setSaveFailed(false);
    // The switch is rendered at once so focus can move into the form: the button that had it is gone.
    flushSync(() => setEditing(true));
    fullNameRef.current?.focus();
  };

  const stopEditing = () => {
    setErrors({});
    setSaveFailed(false);
    // Back on the view, focus returns to Edit Profile rather than falling to <body> with the form.
    flushSync(() => setEditing(false));
    editButtonRef.current?.focus();
  };

  const change = (name: keyof Values) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isMutating) return;
    const nextErrors = check(values);
    setErrors(nextErrors);
    setSaveFailed(false);
    const firstInvalid = nextErrors.fullName ? fullNameRef : nextErrors.email ? emailRef : nextErrors.imageUrl ? imageUrlRef : null;
    if (firstInvalid) {
      firstInvalid.current?.focus();
      return;
    }
    try {
      await trigger({
        fullName: values.fullName.trim(),
        email: values.email.trim(),
        // An emptied optional field clears it on the server (null), rather than leaving it unchanged.
        address: values.address.trim() || null,
        imageUrl: values.imageUrl.trim() || null,
      });
      stopEditing();
    } catch (failure) {
      // A 401 has already sent the admin to /login; there is no form left to complain next to.
      if (failure instanceof ApiError && failure.status === 401) return;
      // The form stays open with what the admin typed, so nothing is lost.
      setSaveFailed(true);
      toast.error(profileMessages.saveFailure);
    }
  };

  let body;
  if (profile && editing) {
    body = (
      <form noValidate onSubmit={save} aria-label="Edit Profile">
        <Stack space="large">
          <TextField
            ref={fullNameRef}
            label="Full Name"
            name="fullName"
            autoComplete="name"
            required
            value={values.fullName}
            error={errors.fullName}
            onChange={change('fullName')}
          />
          <TextField
            ref={emailRef}
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            required
            value={values.email}
            error={errors.email}
            onChange={change('email')}
          />
          <TextField
            label="Address"
            name="address"
            autoComplete="street-address"
            value={values.address}
            onChange={change('address')}
          />
          <TextField
            ref={imageUrlRef}
            label="Image URL"
            type="url"
            name="imageUrl"
            value={values.imageUrl}
            error={errors.imageUrl}
            onChange={change('imageUrl')}
          />
          {saveFailed ? (
            <Text role="alert" tone="danger">
              {profileMessages.saveFailure}
            </Text>
          ) : null}
          <Inline space="medium">
            <Button type="submit" busy={isMutating} busyText="Saving...">
              Save Profile
            </Button>
            <Button variant="secondary" onClick={stopEditing} disabled={isMutating}>
              Cancel
            </Button>
          </Inline>
        </Stack>
      </form>
    );
  } else if (profile) {
    body = (
      <Stack space="large">
        <ProfileView profile={profile} />
        <div>
          <Button ref={editButtonRef} onClick={startEditing}>
            Edit Profile
          </Button>
        </div>
      </Stack>
    );
  } else if (error) {
    body = <ErrorMessage onRetry={() => void mutate()}>{profileMessages.loadFailure}</ErrorMessage>;
  } else if (isLoading) {
    body = (
      <SkeletonGroup label="Loading profile">
        <Stack space="large">
          <Skeleton shape="block" width="25%" height="large" />
          <Skeleton count={3} />
        </Stack>
      </SkeletonGroup>
    );
  }

  return (
    <Card as="section" title="Profile Settings" titleLevel={1}>
      {body}
    </Card>
  );
}
