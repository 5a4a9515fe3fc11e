/*
 * Tolerant readers for the three detail pages (professional, salon, private suite). The marketplace's
 * existing backend sends profiles whose parts may be missing, null, a list or a single value (SPEC.md
 * section 3), so every reader here accepts any of those and never throws; the pages only decide what
 * to show for what is missing.
 */
import {
  firstOf,
  groupCategories,
  notAvailable,
  splitList,
  type PrivateSuiteUnit,
  type SalaryExp,
  type Subscription,
  type UserInformation,
} from '@chairside/api-contract';

/** A profile as any backend may send it: every part optional, lists possibly single values. */
export type ProfileLike = {
  id?: unknown;
  fullName?: unknown;
  name?: unknown;
  email?: unknown;
  UserInformation?: Partial<Record<keyof UserInformation, unknown>> | null;
  SalaryExps?: Partial<SalaryExp> | readonly Partial<SalaryExp>[] | null;
  Subscription?: Partial<Subscription> | readonly Partial<Subscription>[] | null;
  privateSuiteUnits?: Partial<PrivateSuiteUnit> | readonly Partial<PrivateSuiteUnit>[] | null;
};

/** A group of categories as GroupedList shows it. */
export type CategoryGroupView = { id: number; name: string; children: { id: number; name: string }[] };

/** The words the pages show when a figure, a time or a list is missing. */
export const profileTexts = {
  notSpecified: 'Not specified',
  noneListed: 'None listed.',
  general: 'General',
  unknownCity: 'Unknown City',
  unknownState: 'Unknown State',
  noSubscription: 'No subscription.',
} as const;

/** The trimmed text of a value, or undefined for anything that is not a non-blank string. */
export const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** A finite number from a number or a numeric string (some backends send DECIMAL columns as text). */
export const numberOf = (value: unknown): number | undefined => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
};

/** The profile's UserInformation, or an empty one when the owner never filled it in. */
export const infoOf = (profile: ProfileLike | null | undefined): Partial<Record<keyof UserInformation, unknown>> => {
  const info = profile?.UserInformation;
  return info && typeof info === 'object' ? info : {};
};

/** The email, or 'N/A'. */
export const emailOf = (profile: ProfileLike | null | undefined): string => textOf(profile?.email) ?? notAvailable;

/** 'City, State' with whichever of the two is known, or 'N/A' when neither is (SPEC.md section 9). */
export const locationOf = (profile: ProfileLike | null | undefined): string => {
  const info = infoOf(profile);
  const parts = [textOf(info.city), textOf(info.state)].filter((part) => part !== undefined);
  return parts.length > 0 ? parts.join(', ') : notAvailable;
};

/** The private suite's city and state, each with the suite page's own fallback (SPEC.md section 2). */
export const suitePlaceOf = (profile: ProfileLike | null | undefined): { city: string; state: string } => {
  const info = infoOf(profile);
  return { city: textOf(info.city) ?? profileTexts.unknownCity, state: textOf(info.state) ?? profileTexts.unknownState };
};

/** The first salary expectation (professionals) or package (salons); the pages read only that one. */
export const salaryExpOf = (profile: ProfileLike | null | undefined): Partial<SalaryExp> | undefined => {
  const first = firstOf(profile?.SalaryExps);
  return first && typeof first === 'object' ? first : undefined;
};

/** The first subscription, which is the newest one, expired or not. */
export const subscriptionOf = (profile: ProfileLike | null | undefined): Partial<Subscription> | undefined => {
  const first = firstOf(profile?.Subscription);
  return first && typeof first === 'object' ? first : undefined;
};

/** The portfolio's image urls: comma-separated for salons and professionals, one url for a suite. */
export const portfolioOf = (profile: ProfileLike | null | undefined): string[] => {
  const portfolio = infoOf(profile).portfolio;
  return Array.isArray(portfolio) ? splitList(portfolio.filter((item) => typeof item === 'string')) : splitList(textOf(portfolio));
};

/** A private suite's one portfolio image; should a backend send several, the first is the suite's picture. */
export const suiteImageOf = (profile: ProfileLike | null | undefined): string | undefined => portfolioOf(profile)[0];

/**
 * Category ids (`positionsOpen` or `categoriesId`) as groups with their sub-categories, in catalogue
 * order. A group listed alone has no children; GroupedList then shows 'General' for it.
 */
export const categoryGroupsOf = (ids: unknown): CategoryGroupView[] => {
  const list = Array.isArray(ids) ? ids.filter((id) => typeof id === 'number' || typeof id === 'string') : textOf(ids);
  return groupCategories(list).map((group) => ({
    id: group.id,
    name: group.name,
    children: group.children.map((child) => ({ id: child.id, name: child.name })),
  }));
};

/**
 * The working days: the salary expectation's own list when it has one (where the profile builder
 * stores them with the hours), else the profile's.
 */
export const workingDaysOf = (profile: ProfileLike | null | undefined): string | undefined =>
  textOf(salaryExpOf(profile)?.workingDays) ?? textOf(infoOf(profile).workingDays);

/** A timestamp as a date in the reader's locale, or 'N/A' when it is missing or unreadable. */
export const formatLocalDate = (timestamp: unknown): string => {
  if (typeof timestamp !== 'string' && typeof timestamp !== 'number') return notAvailable;
  if (typeof timestamp === 'string' && timestamp.trim() === '') return notAvailable;
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? notAvailable : date.toLocaleDateString();
};

/** A clock time as stored ('09:00'), or the fallback. */
export const formatClockTime = (time: unknown, fallback: string = profileTexts.notSpecified): string =>
  textOf(time) ?? fallback;

const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const centDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
const plainNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** Dollars as '$45,000', or '$29.99' when there are cents. The marketplace prices in US dollars. */
export const formatDollars = (amount: number): string =>
  Number.isInteger(amount) ? wholeDollars.format(amount) : centDollars.format(amount);

/** A plain figure with thousands separators, such as a unit's size. */
export const formatNumber = (value: number): string => plainNumber.format(value);

/** A private suite's units with readable size and rent; units with neither figure are left out. */
export const suiteUnitsOf = (
  profile: ProfileLike | null | undefined,
  answer?: { privateSuiteUnits?: unknown } | null,
): { key: string; size: string; rent: string }[] => {
  // The contract keeps the units inside the profile; SPEC.md section 7 also shows them beside it.
  const source = profile?.privateSuiteUnits ?? (answer?.privateSuiteUnits as ProfileLike['privateSuiteUnits']);
  const units = Array.isArray(source) ? source : source && typeof source === 'object' ? [source] : [];
  return units
    .filter((unit): unit is Partial<PrivateSuiteUnit> => Boolean(unit) && typeof unit === 'object')
    .map((unit, index) => ({ unit, index, size: numberOf(unit.unitSize), rent: numberOf(unit.unitRent) }))
    .filter(({ size, rent }) => size !== undefined || rent !== undefined)
    .map(({ unit, index, size, rent }) => ({
      key: `${String(unit.id ?? 'unit')}-${index}`,
      size: size === undefined ? profileTexts.notSpecified : `${formatNumber(size)} sq ft`,
      rent: rent === undefined ? profileTexts.notSpecified : `${formatDollars(rent)}/mo`,
    }));
};

/** A subscription's name, price and local expiry date; undefined when there is none. */
export const subscriptionView = (
  profile: ProfileLike | null | undefined,
  now: Date = new Date(),
): { name: string; price: string; expires: string; expired: boolean } | undefined => {
  const subscription = subscriptionOf(profile);
  if (!subscription) return undefined;
  const price = numberOf(subscription.price);
  const expiry = typeof subscription.expiry === 'string' ? Date.parse(subscription.expiry) : Number.NaN;
  return {
    name: textOf(subscription.name) ?? notAvailable,
    price: price === undefined ? notAvailable : formatDollars(price),
    expires: formatLocalDate(subscription.expiry),
    expired: Number.isFinite(expiry) && expiry <= now.getTime(),
  };
};
