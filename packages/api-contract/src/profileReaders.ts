/*
 * The detail pages' profiles read once, at the app's boundary. The marketplace's existing backend sends
 * profiles whose parts may be missing, null, a list or a single value (SPEC.md section 3); whatever
 * comes, the pages get one AccountProfile and only decide how to word what is missing. Zod-free, like
 * readers.ts, so the browser bundle stays small; never throws.
 */
import type { AccountKind } from './accountReaders';
import { timeOf, versionOf } from './accountReaders';
import { groupCategories, type CategoryGroup } from './categories';
import { displayName, firstOf, notAvailable, splitList } from './readers';

/** The five pay figures of a salary expectation (professionals) or a package (salons). */
export const payFigureKeys = ['boothRent', 'commission', 'salary', 'hourly', 'leaseFee'] as const;
export type PayFigureKey = (typeof payFigureKeys)[number];

/** A pay figure as sent: a number, or text a display may still parse ('1,200'); null when missing. */
export type PayAmount = number | string | null;

/** One rentable unit of a private suite, read. */
export type AccountProfileUnit = {
  /** Stable across renders: the unit's id (or 'unit') and its place in the list. */
  key: string;
  /** Square feet. */
  size: number | undefined;
  /** Dollars a month. */
  rent: number | undefined;
};

/** The newest subscription, read. */
export type AccountProfileSubscription = {
  name: string | undefined;
  /** Dollars. */
  price: number | undefined;
  /** When it ends, as a timestamp; null when missing or unreadable. */
  expiresAt: number | null;
};

/** One professional, salon or private suite as the detail page shows it. */
export type AccountProfile = {
  /** fullName, else name, else 'N/A'. */
  name: string;
  /** The email, or 'N/A'. */
  email: string;
  /** Whether the account is suspended, and when a timed suspension lifts itself (null: until lifted, or active). */
  isSuspended: boolean;
  suspendedUntil: number | null;
  /** Additive: the account's version, sent back in `If-Match`; null when the server sent none. */
  version: number | null;
  imageUrl: string | undefined;
  city: string | undefined;
  state: string | undefined;
  about: string | undefined;
  cvUrl: string | undefined;
  /** `categoriesId` grouped under parent categories, in catalogue order. */
  categories: CategoryGroup[];
  /** `positionsOpen` grouped likewise. */
  positions: CategoryGroup[];
  /** The first salary expectation's or package's figures; empty when there is none. */
  pay: Partial<Record<PayFigureKey, PayAmount>>;
  /** Comma-separated full day names: the salary expectation's own, else the profile's. */
  workingDays: string | undefined;
  startTime: string | undefined;
  endTime: string | undefined;
  subscription: AccountProfileSubscription | undefined;
  /** The portfolio's image urls; a private suite's one picture is the first. */
  portfolio: string[];
  /** A private suite's units that have a size or a rent, in order. */
  units: AccountProfileUnit[];
};

type Loose = Record<string, unknown>;

const objectOf = (value: unknown): Loose | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Loose) : undefined;

/** The trimmed text of a value, or undefined for anything that is not a non-blank string. */
export const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** A finite number from a number or a numeric string (some backends send DECIMAL columns as text). */
export const numberOf = (value: unknown): number | undefined => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
};

const idsOf = (value: unknown): CategoryGroup[] =>
  groupCategories(Array.isArray(value) ? value.filter((id) => typeof id === 'number' || typeof id === 'string') : textOf(value));

const portfolioOf = (value: unknown): string[] =>
  Array.isArray(value) ? splitList(value.filter((item) => typeof item === 'string')) : splitList(textOf(value));

const amountOf = (value: unknown): PayAmount => (typeof value === 'number' || typeof value === 'string' ? value : null);

const expiryOf = (value: unknown): number | null =>
  typeof value === 'number' ? (Number.isFinite(value) ? value : null) : timeOf(value);

function subscriptionOf(value: unknown): AccountProfileSubscription | undefined {
  const first = objectOf(firstOf(value));
  if (!first) return undefined;
  return { name: textOf(first.name), price: numberOf(first.price), expiresAt: expiryOf(first.expiry) };
}

function unitsOf(value: unknown): AccountProfileUnit[] {
  const list = Array.isArray(value) ? value : objectOf(value) ? [value] : [];
  return list.flatMap((item: unknown, index) => {
    const unit = objectOf(item);
    if (!unit) return [];
    const size = numberOf(unit.unitSize);
    const rent = numberOf(unit.unitRent);
    if (size === undefined && rent === undefined) return [];
    return [{ key: `${String(unit.id ?? 'unit')}-${index}`, size, rent }];
  });
}

/** One profile object, whatever parts it has. */
export function readProfile(profile: unknown, beside?: unknown): AccountProfile {
  const source = objectOf(profile) ?? {};
  const info = objectOf(source.UserInformation) ?? {};
  const exp = objectOf(firstOf(source.SalaryExps));
  const pay: Partial<Record<PayFigureKey, PayAmount>> = {};
  if (exp) for (const key of payFigureKeys) pay[key] = amountOf(exp[key]);
  return {
    name: displayName(source),
    email: textOf(source.email) ?? notAvailable,
    isSuspended: source.isSuspended === true,
    suspendedUntil: source.isSuspended === true ? timeOf(source.suspendedUntil) : null,
    version: versionOf(source.version),
    imageUrl: textOf(info.imageUrl),
    city: textOf(info.city),
    state: textOf(info.state),
    about: textOf(info.about),
    cvUrl: textOf(info.cvUrl),
    categories: idsOf(info.categoriesId),
    positions: idsOf(info.positionsOpen),
    pay,
    // The profile builder stores the days with the hours, on the salary expectation.
    workingDays: textOf(exp?.workingDays) ?? textOf(info.workingDays),
    startTime: textOf(exp?.startTime),
    endTime: textOf(exp?.endTime),
    subscription: subscriptionOf(source.Subscription),
    portfolio: portfolioOf(info.portfolio),
    // The contract keeps the units inside the profile; SPEC.md section 7 also shows them beside it.
    units: unitsOf(source.privateSuiteUnits ?? objectOf(beside)?.privateSuiteUnits),
  };
}

/**
 * A detail answer of any kind: the profile itself for professionals and salons, `{ profile, ... }`
 * for a private suite. Null when the answer holds no profile.
 */
export function readAccountProfile(kind: AccountKind, answer: unknown): AccountProfile | null {
  const profile = kind === 'private-suite' ? objectOf(answer)?.profile : answer;
  return objectOf(profile) ? readProfile(profile, answer) : null;
}
