import { readAccountProfile, type AccountKind } from '@chairside/api-contract';
import type { CallArgs } from '../api/client';
import { accountKindEndpoints } from './accountEndpoints';
import { useRead } from './useReads';

/**
 * One account's profile, read into the one shape every detail page shows (null when the answer holds
 * none), with its version for `If-Match`; no call without an id. A module of its own so the profile
 * reader and the category catalogue it groups with load with the detail page only, not with every
 * page that reads (bundle-budget.mjs).
 */
export function useAccountProfile(kind: AccountKind, id: string | undefined) {
  const { profile } = accountKindEndpoints[kind];
  const args = (id ? [{ params: { id } }] : null) as CallArgs<typeof profile> | null;
  return useRead(profile, args, (answer) => readAccountProfile(kind, answer));
}
