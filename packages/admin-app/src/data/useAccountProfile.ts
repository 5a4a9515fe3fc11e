import { readAccountProfile, type AccountKind, type AccountProfile } from '@chairside/api-contract';
import type { CallArgs } from '../api/client';
import { accountKindEndpoints } from './accountEndpoints';
import { useRead } from './useReads';

/** A profile as the detail page shows it, with the account's version (null when the server sent none). */
export type VersionedProfile = AccountProfile & { version: number | null };

/**
 * The profile's version, which api-contract's profile reader leaves out: on the profile itself, or on
 * a private suite's `{ profile }`.
 */
function versionOf(kind: AccountKind, answer: unknown): number | null {
  const source = (kind === 'private-suite' ? (answer as { profile?: unknown } | null)?.profile : answer) as { version?: unknown } | null | undefined;
  const version = source?.version;
  return typeof version === 'number' && Number.isInteger(version) && version > 0 ? version : null;
}

/**
 * One account's profile, read into the one shape every detail page shows (null when the answer holds
 * none), with its version for `If-Match`; no call without an id. A module of its own so the profile
 * reader and the category catalogue it groups with load with the detail page only, not with every
 * page that reads (bundle-budget.mjs).
 */
export function useAccountProfile(kind: AccountKind, id: string | undefined) {
  const { profile } = accountKindEndpoints[kind];
  const args = (id ? [{ params: { id } }] : null) as CallArgs<typeof profile> | null;
  return useRead(profile, args, (answer): VersionedProfile | null => {
    const read = readAccountProfile(kind, answer);
    return read && { ...read, version: versionOf(kind, answer) };
  });
}
