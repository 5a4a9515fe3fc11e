/*
 * Tolerant readers. The admin app also talks to the marketplace's existing backend, whose answers vary
 * (SPEC.md section 3): a name may be `fullName` or `name`, a subscription an array or a single value, a
 * list an array or `{ data }`. These functions accept any of those and never throw.
 */

/** What the app shows for a missing name, location or date (SPEC.md section 9). */
export const notAvailable = 'N/A';

const isPresentText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** `fullName`, else `name`, else 'N/A'. Blank strings count as missing. */
export const displayName = (item: { fullName?: unknown; name?: unknown } | null | undefined): string => {
  if (isPresentText(item?.fullName)) return item.fullName;
  if (isPresentText(item?.name)) return item.name;
  return notAvailable;
};

/** True for a non-empty array, or for any other truthy value (a single subscription object). */
export const hasSubscription = (value: unknown): boolean => (Array.isArray(value) ? value.length > 0 : Boolean(value));

/** The array's length, 1 for a single value, else 'N/A' (null, undefined, false, empty string). */
export const subscriptionCount = (value: unknown): number | typeof notAvailable => {
  if (Array.isArray(value)) return value.length;
  if (value === null || value === undefined || value === false || value === '') return notAvailable;
  return 1;
};

/** The first item of a list, the value itself when it is not a list, or undefined. */
export const firstOf = <T>(listOrValue: T | readonly T[] | null | undefined): T | undefined => {
  if (Array.isArray(listOrValue)) return (listOrValue as readonly T[])[0];
  return (listOrValue ?? undefined) as T | undefined;
};

/** The items of a list answer: the array itself, or its `data` array; anything else is an empty list. */
export const pagedItems = <T>(
  answer: readonly T[] | { data?: readonly T[] | null; totalPages?: unknown } | null | undefined,
): T[] => {
  if (Array.isArray(answer)) return [...(answer as readonly T[])];
  const data = (answer as { data?: unknown } | null | undefined)?.data;
  return Array.isArray(data) ? [...(data as readonly T[])] : [];
};

/** `totalPages` of a paged answer; a plain array (or a missing or bad count) is one page. */
export const totalPagesOf = (answer: unknown): number => {
  const total = (answer as { totalPages?: unknown } | null | undefined)?.totalPages;
  return typeof total === 'number' && Number.isInteger(total) && total >= 1 ? total : 1;
};

/** The items of a comma-separated field (`portfolio`, `workingDays`, `categoriesId`), trimmed, blanks dropped. */
export const splitList = (value: string | readonly string[] | null | undefined): string[] => {
  const parts = typeof value === 'string' ? value.split(',') : [...(value ?? [])];
  return parts.map((part) => part.trim()).filter((part) => part !== '');
};

/**
 * The HTML of a policy or terms answer: `{ privacyPolicy: { content } }` or `{ terms: { content } }`
 * (this server), a bare `{ content }` (SPEC.md section 7 gives the terms answer as "content"), or the
 * text itself. Undefined when the answer holds none of these.
 */
export const documentContent = (answer: unknown, key: 'privacyPolicy' | 'terms'): string | undefined => {
  if (typeof answer === 'string') return answer;
  if (answer === null || typeof answer !== 'object') return undefined;
  const wrapped = (answer as Record<string, unknown>)[key];
  if (typeof wrapped === 'string') return wrapped;
  const nested = wrapped !== null && typeof wrapped === 'object' ? (wrapped as { content?: unknown }).content : undefined;
  if (typeof nested === 'string') return nested;
  const bare = (answer as { content?: unknown }).content;
  return typeof bare === 'string' ? bare : undefined;
};
