/*
 * How the detail pages word a read profile (api-contract's AccountProfile): places, money, sizes,
 * dates and the texts for what is missing. Reading the wire happens in api-contract; this is display.
 */
import { notAvailable, type AccountProfile, type AccountProfileUnit } from '@chairside/api-contract';

/** The words the pages show when a figure, a time or a list is missing. */
export const profileTexts = {
  notSpecified: 'Not specified',
  noneListed: 'None listed.',
  general: 'General',
  unknownCity: 'Unknown City',
  unknownState: 'Unknown State',
  noSubscription: 'No subscription.',
} as const;

type Place = Pick<AccountProfile, 'city' | 'state'>;

/** 'City, State' with whichever of the two is known, or 'N/A' when neither is (SPEC.md section 9). */
export const locationText = ({ city, state }: Place): string =>
  [city, state].filter((part) => part !== undefined).join(', ') || notAvailable;

/** A private suite's 'City, State', each with the suite page's own fallback (SPEC.md section 2). */
export const suitePlaceText = ({ city, state }: Place): string =>
  `${city ?? profileTexts.unknownCity}, ${state ?? profileTexts.unknownState}`;

/** A timestamp as a date in the reader's locale, or 'N/A' when it is missing or unreadable. */
export const formatLocalDate = (timestamp: unknown): string => {
  if (typeof timestamp !== 'string' && typeof timestamp !== 'number') return notAvailable;
  if (typeof timestamp === 'string' && timestamp.trim() === '') return notAvailable;
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? notAvailable : date.toLocaleDateString();
};

/** A clock time as stored ('09:00'), or the fallback. */
export const formatClockTime = (time: string | undefined, fallback: string = profileTexts.notSpecified): string =>
  time?.trim() || fallback;

const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const centDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
const plainNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** Dollars as '$45,000', or '$29.99' when there are cents. The marketplace prices in US dollars. */
export const formatDollars = (amount: number): string =>
  Number.isInteger(amount) ? wholeDollars.format(amount) : centDollars.format(amount);

/** A plain figure with thousands separators, such as a unit's size. */
export const formatNumber = (value: number): string => plainNumber.format(value);

/** A unit's size in sq ft and rent in $/mo. */
export const unitText = (unit: AccountProfileUnit): { size: string; rent: string } => ({
  size: unit.size === undefined ? profileTexts.notSpecified : `${formatNumber(unit.size)} sq ft`,
  rent: unit.rent === undefined ? profileTexts.notSpecified : `${formatDollars(unit.rent)}/mo`,
});

/** A subscription's name, price and local expiry date, and whether it has run out; undefined for none. */
export const subscriptionText = (
  subscription: AccountProfile['subscription'],
  now: Date = new Date(),
): { name: string; price: string; expires: string; expired: boolean } | undefined => {
  if (!subscription) return undefined;
  const { name, price, expiresAt } = subscription;
  return {
    name: name ?? notAvailable,
    price: price === undefined ? notAvailable : formatDollars(price),
    expires: formatLocalDate(expiresAt ?? undefined),
    expired: expiresAt !== null && expiresAt <= now.getTime(),
  };
};
