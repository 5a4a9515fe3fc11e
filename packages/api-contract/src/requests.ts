import { z } from 'zod';
import { accountKinds as memberKinds } from './accountReaders';
import { auditActionSchema } from './audit';
import { limits, maxId, markupText, multiLine, oneLine, refuseControlCharacters, requiredEmail, requiredText, roles, strictBody } from './common';
import { revisionLimits, scheduledRevisionChoices } from './revisionTexts';

/*
 * Request bodies are strict: an unknown field is a 400 naming it. Messages start with the field's
 * name so `describeZodError` can turn the first issue into the `{ message }` of the answer as is.
 */

const password = (label: string, min: number, { newPassword = false } = {}) => {
  const text = z.string({ error: (issue) => (issue.input === undefined ? `${label} is required.` : `${label} must be text.`) });
  // Only a password being chosen is held to the control character rule: one set before the rule
  // existed must still be accepted where it is proved (login, currentPassword), or its owner is locked out.
  return (newPassword ? text.check(refuseControlCharacters(label)) : text)
    .min(min, { error: min <= 1 ? `${label} is required.` : `${label} must be at least ${min} characters.` })
    .max(limits.password.max, { error: `${label} must be at most ${limits.password.max} characters.` });
};

/** POST /api/admin/login */
export const loginRequestSchema = strictBody({
  email: requiredEmail('email'),
  // Any length is accepted at login: the rule for new passwords must not lock out older accounts.
  password: password('password', 1),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/**
 * An image url we are willing to store: a same-origin path (`/uploads/a.png`) or an http(s) URL.
 * `javascript:` and protocol-relative urls are refused. An empty string clears the image, like null.
 */
const imageUrl = oneLine('imageUrl', 'imageUrl must be text or null.')
  .trim()
  .max(limits.url, { error: `imageUrl must be at most ${limits.url} characters.` })
  .regex(/^(?:|\/(?!\/)\S*|https?:\/\/\S+)$/, {
    error: 'imageUrl must be a path starting with / or an http(s) URL.',
  });

/**
 * PUT /api/admin/profile. fullName and email are required; address and imageUrl may be left out
 * (unchanged) or set to null (cleared).
 */
export const profileUpdateSchema = strictBody({
  fullName: requiredText('fullName', limits.fullName),
  email: requiredEmail('email'),
  address: oneLine('address', 'address must be text or null.')
    .trim()
    .max(limits.address, { error: `address must be at most ${limits.address} characters.` })
    .nullable()
    .optional(),
  imageUrl: imageUrl.nullable().optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/**
 * PUT /api/admin/password. `removeRecentFactors` (additive): also remove the second factors
 * other sessions added in the last 24 hours, as signing out everywhere does.
 */
export const passwordChangeSchema = strictBody({
  currentPassword: password('currentPassword', 1),
  newPassword: password('newPassword', limits.password.min, { newPassword: true }),
  removeRecentFactors: z.boolean({ error: 'removeRecentFactors must be true or false.' }).optional(),
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/**
 * What a save of the privacy policy or the terms may add to SPEC.md's `{ content }` (issue 18): a
 * one-line summary for the history, the instant it takes effect (left out or null: now) and the
 * revision the editor started from (a newer one makes the save a 409; null: it started from the
 * built-in default). A client that sends only `content` saves as before.
 */
const revisionFields = {
  summary: oneLine('summary')
    .trim()
    .max(revisionLimits.summary, { error: `summary must be at most ${revisionLimits.summary} characters.` })
    .optional(),
  effectiveAt: z
    .string({ error: 'effectiveAt must be a date and time.' })
    .pipe(z.iso.datetime({ offset: true, error: 'effectiveAt must be an ISO 8601 date and time, such as 2026-12-01T09:00:00Z.' }))
    .transform((value) => new Date(value).toISOString())
    .nullable()
    .optional(),
  baseRevision: z
    .number({ error: 'baseRevision must be a revision id or null.' })
    .int({ error: 'baseRevision must be a revision id or null.' })
    .positive({ error: 'baseRevision must be a revision id or null.' })
    .max(maxId, { error: 'baseRevision is out of range.' })
    .nullable()
    .optional(),
  /** What to do with scheduled revisions this write would leave built on older text. */
  scheduledRevisions: z
    .enum(scheduledRevisionChoices, { error: `scheduledRevisions must be one of ${scheduledRevisionChoices.join(', ')}.` })
    .optional(),
};

/** POST /api/admin/privacy-policy and POST /api/admin/terms: the editor's HTML, sanitised on save. */
export const policyUpdateSchema = strictBody({
  content: markupText('content')
    .max(limits.policyContent, { error: `content must be at most ${limits.policyContent} characters.` })
    .regex(/\S/, { error: 'content is required.' }),
  ...revisionFields,
});
export type PolicyUpdate = z.infer<typeof policyUpdateSchema>;

/** POST /api/admin/{privacy-policy|terms}/revisions/:id/restore: the restore's own summary, the base revision, and what to do with stale scheduled ones. */
export const revisionRestoreSchema = strictBody({
  summary: revisionFields.summary,
  baseRevision: revisionFields.baseRevision,
  scheduledRevisions: revisionFields.scheduledRevisions,
});
export type RevisionRestore = z.infer<typeof revisionRestoreSchema>;


/** POST /api/support, the public form. */
export const supportRequestCreateSchema = strictBody({
  email: requiredEmail('email'),
  headline: requiredText('headline', limits.supportHeadline),
  description: requiredText('description', limits.supportDescription, multiLine),
});
export type SupportRequestCreate = z.infer<typeof supportRequestCreateSchema>;

// --- List queries ----------------------------------------------------------------------------------

/**
 * What the account lists may be sorted by (issue 19). `location` orders by city, then state;
 * `status` puts active accounts first when ascending; `subscription` puts subscribed accounts last
 * when ascending; `reports` is the professionals' own.
 */
export const professionalSortKeys = ['name', 'location', 'joiningDate', 'status', 'subscription', 'reports'] as const;
export const salonSortKeys = ['name', 'location', 'joiningDate', 'status', 'subscription'] as const;
export const privateSuiteSortKeys = salonSortKeys;
export type AccountSortKey = (typeof professionalSortKeys)[number];

/** The column names the lists were sorted by before issue 19; still accepted, as the key they name. */
export const sortKeyAliases = { fullName: 'name', createdAt: 'joiningDate', isSuspended: 'status' } as const satisfies Record<
  string,
  AccountSortKey
>;

export const sortOrders = ['asc', 'desc'] as const;
export type SortOrder = (typeof sortOrders)[number];

/** One key of `sort`; `direction` is undefined when the key named none (`order` then decides). */
export type SortTerm = { key: AccountSortKey; direction: SortOrder | undefined };
/** One key of a list's order, its direction settled. */
export type ResolvedSortTerm = { key: AccountSortKey; direction: SortOrder };

/** With no `sort`, every list is ordered by joining date, newest first (SPEC.md section 9). */
export const defaultSort: ResolvedSortTerm = { key: 'joiningDate', direction: 'desc' };

/** The private suites page size of SPEC.md section 9 (every list's page size unless `limit` says otherwise), and the most a caller may ask for. */
export const pageLimits = { default: 10, max: 100 } as const;

/** How many keys one `sort` may name. */
export const maxSortKeys = 5;

const search = oneLine('search')
  .trim()
  .max(limits.search, { error: `search must be at most ${limits.search} characters.` })
  .optional();

const order = z.enum(sortOrders, { error: "order must be 'asc' or 'desc'." }).optional();

const sortFormat = 'sort must be keys separated by commas, each optionally followed by .asc or .desc (such as status.asc,joiningDate.desc).';

/**
 * `sort=status.asc,joiningDate.desc`: the first key decides, the next ones break its ties. The old
 * names (`fullName`, `createdAt`, `isSuspended`) are the same keys, so naming one twice under both is
 * a repeat like any other.
 */
const sortBy = <const Keys extends readonly AccountSortKey[]>(keys: Keys) => {
  const aliases = Object.keys(sortKeyAliases).filter((alias) => keys.includes(sortKeyAliases[alias as keyof typeof sortKeyAliases]));
  const allowed = `${keys.join(', ')} (also ${aliases.join(', ')})`;
  // One line like any text, so a refusal that quotes a key never carries a line break or a bidi control.
  return oneLine('sort', sortFormat)
    .transform((text, ctx): SortTerm[] => {
      const refuse = (message: string) => {
        ctx.addIssue({ code: 'custom', message, input: text });
        return z.NEVER;
      };
      const parts = text.split(',').map((part) => part.trim());
      if (parts.some((part) => part === '')) return refuse(sortFormat);
      if (parts.length > maxSortKeys) return refuse(`sort takes at most ${maxSortKeys} keys.`);
      const terms: SortTerm[] = [];
      const named = new Map<AccountSortKey, string>();
      for (const part of parts) {
        const dot = part.indexOf('.');
        const name = dot === -1 ? part : part.slice(0, dot);
        const direction = dot === -1 ? undefined : part.slice(dot + 1);
        const key = (keys as readonly string[]).includes(name)
          ? (name as AccountSortKey)
          : Object.hasOwn(sortKeyAliases, name) && keys.includes(sortKeyAliases[name as keyof typeof sortKeyAliases])
            ? sortKeyAliases[name as keyof typeof sortKeyAliases]
            : undefined;
        if (key === undefined) return refuse(`sort key '${name}' is not one of: ${allowed}.`);
        if (direction !== undefined && !(sortOrders as readonly string[]).includes(direction)) {
          return refuse(`sort direction '${direction}' (in '${part}') must be asc or desc.`);
        }
        const earlier = named.get(key);
        if (earlier !== undefined) {
          const as = earlier === name ? '' : ` ('${earlier}' and '${name}' are the same key)`;
          return refuse(`sort names '${key}' more than once${as}.`);
        }
        named.set(key, name);
        terms.push({ key, direction: direction as SortOrder | undefined });
      }
      return terms;
    })
    .meta({
      description:
        `Keys from ${allowed}, separated by commas, each optionally followed by .asc or .desc; the first decides, the next break ties, ` +
        `the id breaks the last ties. At most ${maxSortKeys} keys, each once. A key without a direction takes \`order\` (asc by default).`,
    })
    .optional();
};

/**
 * A list's order as the server applies it: the keys of `sort` with their directions (a key that named
 * none takes `order`, else asc), or joining date in `order` (newest first by default) without `sort`.
 * Rows whose keys are all equal follow their id, in the direction of the last key.
 */
export const resolveListSort = (query: { sort?: readonly SortTerm[] | undefined; order?: SortOrder | undefined }): ResolvedSortTerm[] =>
  query.sort && query.sort.length > 0
    ? query.sort.map(({ key, direction }) => ({ key, direction: direction ?? query.order ?? 'asc' }))
    : [{ key: defaultSort.key, direction: query.order ?? defaultSort.direction }];

/** A whole number from 1 to `max` in a query; one message for any value outside, unless `tooLarge` says otherwise. */
const wholeNumber = (message: string, max: number, tooLarge = message) =>
  z.coerce.number({ error: message }).int({ error: message }).min(1, { error: message }).max(max, { error: tooLarge });

const pageNumber = wholeNumber('page must be a whole number of at least 1.', 1_000_000, 'page is out of range.');
const page = pageNumber.default(1);

const pageSize = wholeNumber(`limit must be a whole number from 1 to ${pageLimits.max}.`, pageLimits.max);
const limit = (fallback: number) => pageSize.default(fallback);

/*
 * Query objects drop parameters they do not know (unlike bodies): caches and proxies add their own, and
 * an ignored `?_=123` changes nothing. `search` keeps accounts where every word of it begins a word of
 * the name, email, city or state, ignoring case and accents.
 */

/**
 * GET /api/admin/professionals. Without page, limit, sort or search the answer is SPEC.md's plain
 * array; with any of them it is one page (`limit` defaults to 10).
 */
export const professionalsQuerySchema = z.object({
  page: pageNumber.optional(),
  limit: pageSize.optional(),
  search,
  sort: sortBy(professionalSortKeys),
  order,
});
export type ProfessionalsQuery = z.output<typeof professionalsQuerySchema>;
export type ProfessionalsQueryInput = z.input<typeof professionalsQuerySchema>;

/** GET /api/admin/salons: as the professionals' query, without `reports`. */
export const salonsQuerySchema = z.object({
  page: pageNumber.optional(),
  limit: pageSize.optional(),
  search,
  sort: sortBy(salonSortKeys),
  order,
});
export type SalonsQuery = z.output<typeof salonsQuerySchema>;
export type SalonsQueryInput = z.input<typeof salonsQuerySchema>;

/** GET /api/admin/private-suites?page={n}&limit=10; `page` is one-based. Always one page. */
export const privateSuitesQuerySchema = z.object({
  page,
  limit: limit(pageLimits.default),
  search,
  sort: sortBy(privateSuiteSortKeys),
  order,
});
export type PrivateSuitesQuery = z.output<typeof privateSuitesQuerySchema>;
export type PrivateSuitesQueryInput = z.input<typeof privateSuitesQuerySchema>;

/** A day (`2026-11-15`, a whole UTC day) or an instant (`2026-11-15T09:30:00+01:00`). */
const dayOrInstant = (label: string, edge: 'start' | 'end') =>
  z
    .union([z.iso.date(), z.iso.datetime({ offset: true })], {
      error: `${label} must be a date (YYYY-MM-DD) or an ISO 8601 date and time.`,
    })
    .transform((value) =>
      value.length === 10 ? `${value}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}Z` : new Date(value).toISOString(),
    )
    .optional();

/** `q`: part of a name or email to look for, any case. */
const textQuery = oneLine('q')
  .trim()
  .max(limits.search, { error: `q must be at most ${limits.search} characters.` })
  .optional();

/** The filters of the audit log and of its CSV export. */
const auditLogFilters = {
  /** One entry by its id (the link from an entry that undoes it), with the entries that undo it. */
  entry: wholeNumber('entry must be a positive whole number.', maxId).optional(),
  action: auditActionSchema.optional(),
  /** The administrator who acted. */
  actorId: wholeNumber('actorId must be a positive whole number.', maxId).optional(),
  /** The kind of account acted on. */
  kind: z.enum(roles, { error: `kind must be one of: ${roles.join(', ')}.` }).optional(),
  /** From this day or instant on (inclusive). */
  from: dayOrInstant('from', 'start'),
  /** Up to this day (all of it) or instant (inclusive). */
  to: dayOrInstant('to', 'end'),
  /**
   * Part of a name or email, any case: of the account acted on (as it was named then, or its current
   * email), of who acted, or in the entry's detail (a deleted account's email is kept there).
   */
  q: textQuery,
};

/** GET /api/admin/audit-log: newest first, filtered, one page (the Activity screen asks for 25). */
export const auditLogQuerySchema = z.object({ page, limit: limit(20), ...auditLogFilters });
export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;
export type AuditLogQueryInput = z.input<typeof auditLogQuerySchema>;

/** GET /api/admin/audit-log.csv: every entry the filters select, newest first. */
export const auditLogExportQuerySchema = z.object(auditLogFilters);
export type AuditLogExportQuery = z.output<typeof auditLogExportQuerySchema>;
export type AuditLogFilters = AuditLogExportQuery;

/** GET /api/admin/deleted-accounts: newest delete first, one page, optionally of one kind or matching a name or email. */
export const deletedAccountsQuerySchema = z.object({
  page,
  limit: limit(20),
  kind: z.enum(memberKinds, { error: `kind must be one of: ${memberKinds.join(', ')}.` }).optional(),
  q: textQuery,
});
export type DeletedAccountsQuery = z.output<typeof deletedAccountsQuerySchema>;
export type DeletedAccountsQueryInput = z.input<typeof deletedAccountsQuerySchema>;

/** GET /api/admin/accounts/matching?kind=salon&search=…: the same search as the kind's list. */
export const matchingAccountsQuerySchema = z.object({
  kind: z.enum(memberKinds, { error: `kind must be one of: ${memberKinds.join(', ')}.` }),
  search,
});
export type MatchingAccountsQuery = z.output<typeof matchingAccountsQuerySchema>;
export type MatchingAccountsQueryInput = z.input<typeof matchingAccountsQuerySchema>;

/** GET /api/admin/{privacy-policy|terms}/revisions: newest first, one page. */
export const revisionsQuerySchema = z.object({ page, limit: limit(revisionLimits.page) });
export type RevisionsQuery = z.output<typeof revisionsQuerySchema>;
export type RevisionsQueryInput = z.input<typeof revisionsQuerySchema>;
