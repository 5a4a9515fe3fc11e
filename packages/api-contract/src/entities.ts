import { z } from 'zod';
import { idSchema, roleSchema, timestampSchema } from './common';

/*
 * The entities of SPEC.md section 3 as our server sends them. Field names (fullName, isSuspended,
 * UserInformation, SalaryExps, Subscription, privateSuiteUnits, starsCount...) are the marketplace's
 * own and must not be "tidied": the admin app also talks to the marketplace's existing backend.
 * Response objects strip unknown keys when parsed, so a server that parses before sending cannot leak
 * a column it did not mean to send.
 */

const money = z.number().nonnegative();
const nullableText = z.string().nullable();

/** When a record was created and last changed, on every record that keeps both. */
const timestamps = { createdAt: timestampSchema, updatedAt: timestampSchema };

/** How every account starts, whatever its kind: admin, member profile or list row. */
const accountFields = { id: idSchema, fullName: z.string(), email: z.string() };

/** A day of the week as stored in `workingDays` (full English name). */
export const weekDays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type WeekDay = (typeof weekDays)[number];

/** `HH:MM` on a 24-hour clock, as the working-hours pickers store it. */
export const clockTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Use a HH:MM time.' });

// --- Dashboard -------------------------------------------------------------------------------------

const count = z.number().int().nonnegative();

export const professionalsSummarySchema = z.object({ total: count, newThisMonth: count });
export const accountsSummarySchema = z.object({
  total: count,
  newThisMonth: count,
  /** Accounts with an unexpired subscription. */
  subscribed: count,
  /** Accounts without one: `total - subscribed`. */
  free: count,
});

export const dashboardSummarySchema = z.object({
  professionals: professionalsSummarySchema,
  privateSuites: accountsSummarySchema,
  salons: accountsSummarySchema,
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

// --- Profile parts ---------------------------------------------------------------------------------

/**
 * The profile details of an account. Every field may be null: accounts are created before their owners
 * fill anything in, and the screens have a fallback text for each.
 */
export const userInformationSchema = z.object({
  /** The profile photo's url; the app shows a placeholder when it is null. */
  imageUrl: nullableText,
  city: nullableText,
  state: nullableText,
  about: nullableText,
  /** Comma-separated image urls for salons and professionals; one url for a private suite. */
  portfolio: nullableText,
  cvUrl: nullableText,
  /** Comma-separated category ids. */
  positionsOpen: nullableText,
  /** Comma-separated category ids. */
  categoriesId: nullableText,
  /** Comma-separated full day names, e.g. `Monday,Wednesday,Friday`. */
  workingDays: nullableText,
  ...timestamps,
});
export type UserInformation = z.infer<typeof userInformationSchema>;

/** One salary expectation (professionals) or package (salons). The screens read the first item. */
export const salaryExpSchema = z.object({
  id: idSchema,
  /** $ per week, "not more than". */
  boothRent: money.nullable(),
  /** Percent, "not less than". */
  commission: z.number().min(0).max(100).nullable(),
  /** $ per year, "not less than". */
  salary: money.nullable(),
  /** $ per hour, "not less than". */
  hourly: money.nullable(),
  /** $ per month, "not more than". */
  leaseFee: money.nullable(),
  workingDays: nullableText,
  startTime: clockTimeSchema.nullable(),
  endTime: clockTimeSchema.nullable(),
  createdAt: timestampSchema,
});
export type SalaryExp = z.infer<typeof salaryExpSchema>;

/** A subscription plan an account bought. The screens read the first item of the list. */
export const subscriptionSchema = z.object({
  id: idSchema,
  name: z.string(),
  /** Dollars. */
  price: money,
  /** When the subscription ends; an expired one no longer counts as subscribed. */
  expiry: timestampSchema,
  createdAt: timestampSchema,
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** One rentable unit of a private suite. */
export const privateSuiteUnitSchema = z.object({
  id: idSchema,
  /** Square feet. */
  unitSize: z.number().positive(),
  /** $ per month. */
  unitRent: money,
});
export type PrivateSuiteUnit = z.infer<typeof privateSuiteUnitSchema>;

/**
 * Additive: when a timed suspension lifts itself (null while suspended until lifted, and when active).
 * Our server always sends it; the marketplace's backend does not, hence optional.
 */
const suspendedUntil = timestampSchema.nullable().optional();

/**
 * Additive: the account's version, raised by every change to it (recovery.ts's accountVersionSchema;
 * kept here as a plain number schema so entities need not import recovery). Our server always sends it.
 */
const version = z.number().int().positive().optional();

// --- Profiles --------------------------------------------------------------------------------------

const profileFields = {
  ...accountFields,
  role: roleSchema,
  isSuspended: z.boolean(),
  suspendedUntil,
  version,
  ...timestamps,
  UserInformation: userInformationSchema.nullable(),
  SalaryExps: z.array(salaryExpSchema),
  Subscription: z.array(subscriptionSchema),
};

/** The profile of SPEC.md section 3, common to salons, professionals and private suites. */
export const profileSchema = z.object({
  ...profileFields,
  privateSuiteUnits: z.array(privateSuiteUnitSchema).optional(),
});
export type Profile = z.infer<typeof profileSchema>;

export const professionalProfileSchema = z.object({ ...profileFields, role: z.literal('professional') });
export type ProfessionalProfile = z.infer<typeof professionalProfileSchema>;

export const salonProfileSchema = z.object({ ...profileFields, role: z.literal('salon') });
export type SalonProfile = z.infer<typeof salonProfileSchema>;

/** A private suite's profile carries its units inside the profile object. */
export const privateSuiteProfileSchema = z.object({
  ...profileFields,
  role: z.literal('private-suite'),
  privateSuiteUnits: z.array(privateSuiteUnitSchema),
});
export type PrivateSuiteProfile = z.infer<typeof privateSuiteProfileSchema>;

/** The administrator's own profile (GET and PUT /api/admin/profile). */
export const adminProfileSchema = z.object({
  ...accountFields,
  role: z.literal('admin'),
  address: nullableText,
  imageUrl: nullableText,
  ...timestamps,
});
export type AdminProfile = z.infer<typeof adminProfileSchema>;

// --- List items ------------------------------------------------------------------------------------

/** The part of UserInformation the lists show: location and the joining date. */
export const listUserInformationSchema = z.object({
  city: nullableText,
  state: nullableText,
  /** The joining date as the professional and salon lists read it. */
  createdAt: timestampSchema,
});
export type ListUserInformation = z.infer<typeof listUserInformationSchema>;

const listItemFields = {
  ...accountFields,
  isSuspended: z.boolean(),
  suspendedUntil,
  version,
  /** The joining date as the private suite list reads it; equal to UserInformation.createdAt. */
  createdAt: timestampSchema,
  UserInformation: listUserInformationSchema,
  /** Unexpired subscriptions only, newest first: an empty list means "free". */
  Subscription: z.array(subscriptionSchema),
};

export const professionalListItemSchema = z.object({
  ...listItemFields,
  /** How many times the professional was reported. */
  reports: count,
});
export type ProfessionalListItem = z.infer<typeof professionalListItemSchema>;

export const salonListItemSchema = z.object(listItemFields);
export type SalonListItem = z.infer<typeof salonListItemSchema>;

export const privateSuiteListItemSchema = z.object(listItemFields);
export type PrivateSuiteListItem = z.infer<typeof privateSuiteListItemSchema>;

/**
 * A page of a list: `data` and `totalPages` as SPEC.md section 7 shows, plus the one-based `page`,
 * the `limit` and the `total` count as additive fields.
 */
export const pagedResponseSchema = <Item extends z.ZodType>(item: Item) =>
  z.object({
    data: z.array(item),
    totalPages: count,
    page: z.number().int().positive(),
    limit: z.number().int().positive(),
    total: count,
  });
export type PagedResponse<Item> = {
  data: Item[];
  totalPages: number;
  page: number;
  limit: number;
  total: number;
};

// --- Categories ------------------------------------------------------------------------------------

export type Category = {
  id: number;
  name: string;
  /** null for a top-level category. */
  parentId: number | null;
  createdAt: string;
  updatedAt: string;
  subcategories: Category[];
};

export const categorySchema: z.ZodType<Category> = z.object({
  id: idSchema,
  name: z.string(),
  parentId: idSchema.nullable(),
  ...timestamps,
  get subcategories() {
    return z.array(categorySchema);
  },
});

// --- Feedback and support --------------------------------------------------------------------------

export const feedbackSchema = z.object({
  id: idSchema,
  starsCount: z.number().int().min(1).max(5),
  text: z.string(),
  createdAt: timestampSchema,
  /** The author; null when the account is gone. The app shows 'Anonymous' then. */
  user: z.object({ fullName: z.string().nullable() }).nullable(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

export const supportRequestSchema = z.object({
  id: idSchema,
  email: z.string(),
  headline: z.string(),
  description: z.string(),
  createdAt: timestampSchema,
});
export type SupportRequest = z.infer<typeof supportRequestSchema>;

// --- Policy and terms ------------------------------------------------------------------------------

/** Where a revision stands: in effect now, waiting for its date, superseded, or withdrawn before its date. */
export const revisionStatuses = ['current', 'scheduled', 'past', 'cancelled'] as const;
export type RevisionStatus = (typeof revisionStatuses)[number];

/**
 * One saved revision of the privacy policy or the terms (issue 18), without its content. `number`
 * counts the document's revisions from 1 in the order they were saved; `id` is what calls name.
 */
export const policyRevisionSchema = z.object({
  id: idSchema,
  number: z.number().int().positive(),
  savedAt: timestampSchema,
  /** When it takes (or took) effect: the save time, or the date a scheduled save chose. */
  effectiveAt: timestampSchema,
  /** Who saved it, as named when they saved it; the id is null once that account is gone. */
  author: z.object({ id: idSchema.nullable(), name: z.string().nullable() }),
  /** Characters of sanitised HTML. */
  size: z.number().int().min(0),
  /** The one line asked for in the save dialog; null when none was given. */
  summary: z.string().nullable(),
  /** The revision whose content this one brought back, for a restore. */
  restoredFrom: z.object({ id: idSchema, number: z.number().int().positive() }).nullable(),
  status: z.enum(revisionStatuses),
  /** When a scheduled revision was withdrawn. */
  cancelledAt: timestampSchema.nullable(),
  /**
   * Its base: the revision in force just before its date when it was saved, or a rebase
   * since; null for the built-in default.
   */
  baseRevisionId: idSchema.nullable().optional(),
  /**
   * True when its base is no longer the revision in force just before its date (something was
   * published in between, and no save said to keep or rebase it): it does not take effect.
   */
  stale: z.boolean().optional(),
  /** What a rebase noted: its text was written before its base and does not include it. */
  reviewNote: z.string().nullable().optional(),
});
export type PolicyRevision = z.infer<typeof policyRevisionSchema>;

/** A revision with its sanitised HTML. */
export const policyRevisionWithContentSchema = policyRevisionSchema.extend({ content: z.string() });
export type PolicyRevisionWithContent = z.infer<typeof policyRevisionWithContentSchema>;

/**
 * The privacy policy or the terms: sanitised HTML. SPEC.md gives `content`; the rest is additive.
 * The public answers carry `updatedAt` only; the admin answers also say which revision the content is
 * and what is scheduled, so the editor can name its base revision when it saves.
 */
export const policyContentSchema = z.object({
  content: z.string(),
  /** When what is shown took effect; null for the built-in default. */
  updatedAt: timestampSchema.nullable().optional(),
  /** The revision being served; null for the built-in default (admin answers). */
  revisionId: idSchema.nullable().optional(),
  /**
   * The newest revision saved, scheduled ones included and cancelled ones not: what an editor opened now
   * starts from, and sends back as `baseRevision` (admin answers).
   */
  latestRevisionId: idSchema.nullable().optional(),
  /** Revisions waiting for their date, soonest first (admin answers). */
  scheduled: z.array(policyRevisionSchema).optional(),
  /** The revision a save just made, scheduled or not (save answers). */
  revision: policyRevisionSchema.optional(),
});
export type PolicyContent = z.infer<typeof policyContentSchema>;
