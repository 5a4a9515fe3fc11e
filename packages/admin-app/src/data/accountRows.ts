import type { PrivateSuiteListItem, ProfessionalListItem, SalonListItem } from '@chairside/api-contract';
import { displayName, hasSubscription } from '@chairside/api-contract';

/** One row of the professionals, salons or private suites list, read tolerantly from the answer. */
export type AccountRow = {
  id: string | number;
  /** fullName, else name, else 'N/A'. */
  name: string;
  /** City (and state for suites); null when missing, so the table shows 'N/A' and sorts it last. */
  location: string | null;
  /** The joining date as a timestamp, for sorting; null when missing or unreadable. */
  joinedAt: number | null;
  /** The joining date as shown. */
  joined: string | null;
  isSuspended: boolean;
  subscribed: boolean;
};

// A fixed locale and UTC so a date reads the same for every administrator and in tests.
const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

const present = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** A timestamp from an ISO date, or null when it is missing or not a date. */
export const timeOf = (value: unknown): number | null => {
  if (!present(value)) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
};

/** 'Mar 4, 2025', or null for no date. */
export const formatJoined = (time: number | null): string | null => (time === null ? null : dateFormat.format(time));

type LooseItem = Partial<ProfessionalListItem | SalonListItem | PrivateSuiteListItem> & { name?: unknown };

function toRow(item: LooseItem, location: (string | null | undefined)[], joinedRaw: unknown): AccountRow {
  const joinedAt = timeOf(joinedRaw);
  const place = location.filter(present).join(', ');
  return {
    id: item.id ?? '',
    name: displayName(item),
    location: place === '' ? null : place,
    joinedAt,
    joined: formatJoined(joinedAt),
    isSuspended: item.isSuspended === true,
    subscribed: hasSubscription(item.Subscription),
  };
}

/** Professionals: location is the city; joining date is UserInformation.createdAt (SPEC section 3). */
export const professionalRow = (item: LooseItem): AccountRow =>
  toRow(item, [item.UserInformation?.city], item.UserInformation?.createdAt ?? item.createdAt);

/** Salons: as professionals. */
export const salonRow = professionalRow;

/** Private suites: city and state; joining date is the item's createdAt. */
export const privateSuiteRow = (item: LooseItem): AccountRow =>
  toRow(item, [item.UserInformation?.city, item.UserInformation?.state], item.createdAt ?? item.UserInformation?.createdAt);
