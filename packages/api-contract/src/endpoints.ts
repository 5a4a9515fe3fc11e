import type { z } from 'zod';
import type { Permission } from './staffTexts';
import { accessOf } from './access';
import { endpointRoutes, type AuthMode, type EndpointRoute, type EndpointRoutes, type HttpMethod } from './routes';
import { errorResponseSchema, idParamsSchema, messageResponseSchema } from './common';
import { adminProfileSchema, dashboardSummarySchema, professionalProfileSchema, salonProfileSchema } from './entities';
import { accountHistoryResponseSchema } from './audit';
import { deleteRequestSchema, suspendRequestSchema, unsuspendRequestSchema } from './moderation';
import {
  bulkRequestSchema,
  bulkResponseSchema,
  matchingAccountsResponseSchema,
  moderationResponseSchema,
  restoreRequestSchema,
  undoRequestSchema,
} from './recovery';
import {
  acceptInvitationRequestSchema,
  codeRequestSchema,
  enrollConfirmRequestSchema,
  enrollConfirmResponseSchema,
  enrollSetupRequestSchema,
  invitationLookupRequestSchema,
  invitationLookupResponseSchema,
  inviteRequestSchema,
  inviteResponseSchema,
  loginAnswerSchema,
  loginMfaRequestSchema,
  passkeyAddedResponseSchema,
  passkeyLoginOptionsRequestSchema,
  passkeyLoginRequestSchema,
  passkeyOptionsRequestSchema,
  passkeyOptionsResponseSchema,
  passkeyRegisterRequestSchema,
  passkeysResponseSchema,
  passwordChangeResponseSchema,
  reauthRequestSchema,
  reauthResponseSchema,
  recoveryCodesResponseSchema,
  revokedSessionsResponseSchema,
  revokeSessionsQuerySchema,
  securityStatusSchema,
  sessionsResponseSchema,
  staffMemberResponseSchema,
  staffResponseSchema,
  staffRoleChangeSchema,
  totpSetupResponseSchema,
} from './security';
import {
  auditLogExportQuerySchema,
  auditLogQuerySchema,
  deletedAccountsQuerySchema,
  matchingAccountsQuerySchema,
  loginRequestSchema,
  passwordChangeSchema,
  policyUpdateSchema,
  privateSuitesQuerySchema,
  professionalsQuerySchema,
  profileUpdateSchema,
  revisionRestoreSchema,
  revisionsQuerySchema,
  salonsQuerySchema,
  supportRequestCreateSchema,
} from './requests';
import {
  auditLogCsvResponseSchema,
  auditLogResponseSchema,
  deletedAccountsResponseSchema,
  feedbacksResponseSchema,
  healthResponseSchema,
  loginResponseSchema,
  openApiResponseSchema,
  privacyPolicyResponseSchema,
  privateSuiteProfileResponseSchema,
  readyResponseSchema,
  revisionCancelResponseSchema,
  revisionResponseSchema,
  revisionsResponseSchema,
  privateSuitesResponseSchema,
  professionalsAnswerSchema,
  salonsAnswerSchema,
  supportRequestsResponseSchema,
  termsResponseSchema,
} from './responses';

/** One row of the endpoint table. `null` means the call takes no body, query or params. */
export type EndpointDefinition = {
  method: HttpMethod;
  /** Fastify-style path: `:id` marks a parameter. */
  path: string;
  auth: AuthMode;
  /** What the caller's staff role must allow (admin routes). */
  permission?: Permission;
  /** Needs a factor given in the last 10 minutes. */
  reauth?: true;
  /** Open, under REQUIRE_MFA, to a session of a staff member without a second factor (access.ts). */
  enrolment?: true;
  summary: string;
  /** Where the row comes from: SPEC.md section 7, or an additive extra of this contract. */
  source: 'spec' | 'extra';
  body: z.ZodType | null;
  query: z.ZodType | null;
  params: z.ZodType | null;
  successStatus: 200 | 201;
  /** The body schema of each status the route answers with. */
  responses: Readonly<Record<number, z.ZodType>>;
  /** The media type of the success answer when it is not JSON. */
  answerType?: 'text/csv';
};

/**
 * A row as the table writes it: only what is particular to the call. `complete` adds the rest, the
 * same way for every row:
 * - the method, path and auth come from `endpointRoutes`;
 * - `source` is 'spec' and the success status 200 unless the row says otherwise;
 * - a path with `:id` takes `idParamsSchema` as its params;
 * - a body the row marks `.optional()` may be left out: the call then takes no body, `{}` or `null`;
 * - an admin route answers 401 without a valid session and 403 for a non-admin session; a route with
 *   input (a body, a query or an :id) adds 400, a route with an :id adds 404 and one with a body 413.
 */
type RowSpec = {
  summary: string;
  source?: 'spec' | 'extra';
  body?: z.ZodType;
  query?: z.ZodType;
  successStatus?: 200 | 201;
  /** The body of the success answer. */
  answer: z.ZodType;
  /** The media type of the success answer when it is not JSON. */
  answerType?: 'text/csv';
  /** Error statuses the rules above do not give the row. */
  moreErrors?: readonly number[];
};

type IdPath = `${string}:id${string}`;

type SuccessStatusOf<Spec extends RowSpec> = Spec extends { successStatus: infer Status extends 200 | 201 } ? Status : 200;

type ErrorStatusOf<Route extends EndpointRoute, Spec extends RowSpec> =
  | (Route['auth'] extends 'admin' ? 401 | 403 : never)
  | (Spec extends { body: z.ZodType } | { query: z.ZodType } ? 400 : never)
  | (Route['path'] extends IdPath ? 400 | 404 : never)
  | (Spec extends { body: z.ZodType } ? 413 : never)
  | (Spec extends { moreErrors: readonly (infer Status extends number)[] } ? Status : never);

/** What `complete` makes of a route and a row, typed as precisely as the row written out in full. */
type Row<Route extends EndpointRoute, Spec extends RowSpec> = {
  readonly method: Route['method'];
  readonly path: Route['path'];
  readonly auth: Route['auth'];
  readonly summary: Spec['summary'];
  readonly source: Spec extends { source: infer Source extends 'spec' | 'extra' } ? Source : 'spec';
  readonly body: Spec extends { body: infer Body extends z.ZodType } ? Body : null;
  readonly query: Spec extends { query: infer Query extends z.ZodType } ? Query : null;
  readonly params: Route['path'] extends IdPath ? typeof idParamsSchema : null;
  readonly successStatus: SuccessStatusOf<Spec>;
  readonly responses: {
    readonly [Status in SuccessStatusOf<Spec> | ErrorStatusOf<Route, Spec>]: Status extends SuccessStatusOf<Spec>
      ? Spec['answer']
      : typeof errorResponseSchema;
  };
};

const complete = (route: EndpointRoute, spec: RowSpec): EndpointDefinition => {
  const { summary, source = 'spec', body = null, query = null, successStatus = 200, answer, moreErrors = [], answerType } = spec;
  const params = route.path.includes(':id') ? idParamsSchema : null;
  const errorStatuses = [
    ...(route.auth === 'admin' ? [401, 403] : []),
    ...(body || query || params ? [400] : []),
    ...(params ? [404] : []),
    ...(body ? [413] : []),
    ...moreErrors,
  ];
  return {
    ...route,
    summary,
    source,
    body,
    query,
    params,
    successStatus,
    responses: { [successStatus]: answer, ...Object.fromEntries(errorStatuses.map((status) => [status, errorResponseSchema])) },
    ...(answerType ? { answerType } : {}),
  };
};

/** The four revision calls of a document (issue 18), the same for the privacy policy and the terms. */
const revisionRows = <Document extends string, Name extends 'PrivacyPolicy' | 'Terms'>(document: Document, name: Name) =>
  ({
    [`list${name}Revisions`]: {
      summary: `The ${document}'s revisions, newest first`,
      source: 'extra',
      query: revisionsQuerySchema,
      answer: revisionsResponseSchema,
    },
    [`get${name}Revision`]: { summary: `One revision of the ${document}, with its content`, source: 'extra', answer: revisionResponseSchema },
    [`restore${name}Revision`]: {
      summary: `Make a revision's content the ${document} again, as a new revision`,
      source: 'extra',
      body: revisionRestoreSchema.optional(),
      answer: revisionResponseSchema,
      // baseRevision is stale (a RevisionConflict), or a scheduled revision would be left on older text (a ScheduledConflict).
      moreErrors: [409],
    },
    [`cancel${name}Revision`]: {
      summary: `Withdraw a scheduled revision of the ${document} before its date`,
      source: 'extra',
      answer: revisionCancelResponseSchema,
      // It is already in effect, or already withdrawn.
      moreErrors: [409],
    },
  }) as {
    [K in `list${Name}Revisions`]: { summary: string; source: 'extra'; query: typeof revisionsQuerySchema; answer: typeof revisionsResponseSchema };
  } & { [K in `get${Name}Revision`]: { summary: string; source: 'extra'; answer: typeof revisionResponseSchema } } & {
    [K in `restore${Name}Revision`]: {
      summary: string;
      source: 'extra';
      body: z.ZodOptional<typeof revisionRestoreSchema>;
      answer: typeof revisionResponseSchema;
      moreErrors: readonly [409];
    };
  } & {
    [K in `cancel${Name}Revision`]: { summary: string; source: 'extra'; answer: typeof revisionCancelResponseSchema; moreErrors: readonly [409] };
  };

const rows = {
  login: {
    summary: 'Sign in as an administrator',
    body: loginRequestSchema,
    // SPEC.md's answer, or (additive, only for staff with a second factor or under REQUIRE_MFA) a further step.
    answer: loginAnswerSchema,
    // Public, but it refuses a wrong password (401), a non-admin (403) and too many attempts (429).
    moreErrors: [401, 403, 429],
  },
  logout: { summary: 'Revoke the current session', source: 'extra', answer: messageResponseSchema },
  getDashboardSummary: { summary: 'Totals, new this month, subscribed and free accounts', answer: dashboardSummarySchema },
  getAdminProfile: { summary: "The signed-in administrator's profile", answer: adminProfileSchema },
  updateAdminProfile: {
    summary: "Update the signed-in administrator's profile",
    body: profileUpdateSchema,
    answer: adminProfileSchema,
    // The new email address belongs to another account.
    moreErrors: [409],
  },
  changePassword: {
    summary: 'Change the signed-in administrator’s password; other sessions are revoked',
    body: passwordChangeSchema,
    answer: passwordChangeResponseSchema,
  },
  listPrivateSuites: { summary: 'One page of private suites', query: privateSuitesQuerySchema, answer: privateSuitesResponseSchema },
  suspendPrivateSuite: { summary: 'Suspend a private suite', body: suspendRequestSchema.optional(), answer: moderationResponseSchema, moreErrors: [409, 429] },
  unsuspendPrivateSuite: { summary: 'Unsuspend a private suite', body: unsuspendRequestSchema.optional(), answer: moderationResponseSchema, moreErrors: [409, 429] },
  listProfessionals: {
    summary: 'Every professional (a plain array), or one page of them with page, limit, sort or search',
    query: professionalsQuerySchema,
    answer: professionalsAnswerSchema,
  },
  suspendProfessional: { summary: 'Suspend a professional', body: suspendRequestSchema.optional(), answer: moderationResponseSchema, moreErrors: [409, 429] },
  unsuspendProfessional: { summary: 'Unsuspend a professional', body: unsuspendRequestSchema.optional(), answer: moderationResponseSchema, moreErrors: [409, 429] },
  listSalons: {
    summary: 'Every salon (a plain array), or one page of them with page, limit, sort or search',
    query: salonsQuerySchema,
    answer: salonsAnswerSchema,
  },
  suspendSalon: { summary: 'Suspend a salon', body: suspendRequestSchema.optional(), answer: moderationResponseSchema, moreErrors: [409, 429] },
  unsuspendSalon: { summary: 'Unsuspend a salon', body: unsuspendRequestSchema.optional(), answer: moderationResponseSchema, moreErrors: [409, 429] },
  deleteUser: {
    summary: 'Delete a private suite, professional or salon and all its data',
    body: deleteRequestSchema.optional(),
    answer: moderationResponseSchema,
    // A stale If-Match; too many notices this hour.
    moreErrors: [409, 429],
  },
  getPrivateSuiteProfile: { summary: "A private suite's profile, units inside it", answer: privateSuiteProfileResponseSchema },
  getSalonProfile: { summary: "A salon's profile", answer: salonProfileSchema },
  getProfessionalProfile: { summary: "A professional's profile", answer: professionalProfileSchema },
  getAdminPrivacyPolicy: { summary: 'The privacy policy, for the editor', answer: privacyPolicyResponseSchema },
  saveAdminPrivacyPolicy: {
    summary: 'Save the privacy policy (sanitised on save) as a new revision, now or at effectiveAt',
    body: policyUpdateSchema,
    answer: privacyPolicyResponseSchema,
    // baseRevision is no longer the newest revision (the body is a RevisionConflict), or a scheduled revision
    // built on older text would replace this save on its date (a ScheduledConflict).
    moreErrors: [409],
  },
  getAdminTerms: { summary: 'The terms and conditions, for the editor', answer: termsResponseSchema },
  saveAdminTerms: {
    summary: 'Save the terms and conditions (sanitised on save) as a new revision, now or at effectiveAt',
    body: policyUpdateSchema,
    answer: termsResponseSchema,
    moreErrors: [409],
  },
  getPublicPrivacyPolicy: { summary: 'The privacy policy, for everyone', answer: privacyPolicyResponseSchema },
  getPublicTerms: { summary: 'The terms and conditions, for everyone', answer: termsResponseSchema },
  createSupportRequest: {
    summary: 'Submit a support request (public form)',
    body: supportRequestCreateSchema,
    successStatus: 201,
    answer: messageResponseSchema,
    moreErrors: [429],
  },
  listFeedbacks: { summary: 'Every product review, newest first', answer: feedbacksResponseSchema },
  listSupportRequests: { summary: 'Every support request, newest first', answer: supportRequestsResponseSchema },
  getAuditLog: { summary: 'Who did what to whom, and when; newest first', source: 'extra', query: auditLogQuerySchema, answer: auditLogResponseSchema },
  exportAuditLog: {
    summary: 'The filtered audit log as a CSV download, newest first',
    source: 'extra',
    query: auditLogExportQuerySchema,
    answer: auditLogCsvResponseSchema,
    answerType: 'text/csv',
  },
  getAccountHistory: {
    summary: "An account's own audit entries, newest first, and its current suspension",
    source: 'extra',
    answer: accountHistoryResponseSchema,
  },
  listDeletedAccounts: {
    summary: 'Deleted accounts that can still be restored, newest delete first',
    source: 'extra',
    query: deletedAccountsQuerySchema,
    answer: deletedAccountsResponseSchema,
  },
  restoreUser: {
    summary: 'Bring a deleted account back as it was',
    source: 'extra',
    body: restoreRequestSchema.optional(),
    answer: moderationResponseSchema,
    // Its email address now belongs to another account.
    moreErrors: [409],
  },
  bulkModerate: {
    summary: 'Suspend, unsuspend or delete many accounts, each in its own transaction',
    source: 'extra',
    body: bulkRequestSchema,
    answer: bulkResponseSchema,
    // Too many notices this hour.
    moreErrors: [429],
  },
  undoActions: {
    summary: 'Reverse the actions of audit entries through the server',
    source: 'extra',
    body: undoRequestSchema,
    answer: bulkResponseSchema,
    // An entry's undo window (the server's UNDO_WINDOW_SECONDS) has passed.
    moreErrors: [410],
  },
  listMatchingAccounts: {
    summary: "Every account of a kind that a list's search matches (ids and names)",
    source: 'extra',
    query: matchingAccountsQuerySchema,
    answer: matchingAccountsResponseSchema,
  },
  loginMfa: {
    summary: 'The second step of a sign-in: an authenticator code, a recovery code or a passkey',
    source: 'extra',
    body: loginMfaRequestSchema,
    answer: loginResponseSchema,
    // A wrong code or a spent mfaToken (401), a deactivated account (403), too many wrong codes (429).
    moreErrors: [401, 403, 429],
  },
  loginPasskeyOptions: {
    summary: 'A challenge to sign in with a passkey, as the first factor or (with mfaToken) the second',
    source: 'extra',
    body: passkeyLoginOptionsRequestSchema.optional(),
    answer: passkeyOptionsResponseSchema,
    moreErrors: [401, 429],
  },
  loginPasskey: {
    summary: 'Sign in with a passkey alone',
    source: 'extra',
    body: passkeyLoginRequestSchema,
    answer: loginResponseSchema,
    moreErrors: [401, 403, 429],
  },
  enrollSetup: {
    summary: 'REQUIRE_MFA: a new authenticator key for a staff member who has none, during sign-in',
    source: 'extra',
    body: enrollSetupRequestSchema,
    answer: totpSetupResponseSchema,
    moreErrors: [401],
  },
  enrollConfirm: {
    summary: 'REQUIRE_MFA: confirm the key with a code; signs in and gives the recovery codes',
    source: 'extra',
    body: enrollConfirmRequestSchema,
    answer: enrollConfirmResponseSchema,
    moreErrors: [401, 429],
  },
  getSecurity: { summary: "The signed-in staff member's role and second factors", source: 'extra', answer: securityStatusSchema },
  setupTotp: { summary: 'Start turning on an authenticator app: a new key and its QR code', source: 'extra', answer: totpSetupResponseSchema, moreErrors: [409] },
  confirmTotp: {
    summary: 'Turn the authenticator app on with a current code; answers the recovery codes once',
    source: 'extra',
    body: codeRequestSchema,
    answer: recoveryCodesResponseSchema,
    moreErrors: [409, 429],
  },
  disableTotp: { summary: 'Turn the authenticator app off with a current code', source: 'extra', body: codeRequestSchema, answer: messageResponseSchema, moreErrors: [409, 429] },
  renewRecoveryCodes: {
    summary: 'Replace the recovery codes, with a current code',
    source: 'extra',
    body: codeRequestSchema,
    answer: recoveryCodesResponseSchema,
    moreErrors: [409, 429],
  },
  listPasskeys: { summary: "The signed-in staff member's passkeys", source: 'extra', answer: passkeysResponseSchema },
  passkeyOptions: {
    summary: 'A challenge to register a passkey or to re-authenticate with one',
    source: 'extra',
    body: passkeyOptionsRequestSchema,
    answer: passkeyOptionsResponseSchema,
    moreErrors: [409],
  },
  addPasskey: { summary: 'Register a passkey', source: 'extra', body: passkeyRegisterRequestSchema, successStatus: 201, answer: passkeyAddedResponseSchema, moreErrors: [409] },
  removePasskey: { summary: 'Remove a passkey', source: 'extra', answer: messageResponseSchema, moreErrors: [409] },
  reauthenticate: {
    summary: 'Give a factor again so the worst actions go through for the next 10 minutes',
    source: 'extra',
    body: reauthRequestSchema,
    answer: reauthResponseSchema,
    moreErrors: [429],
  },
  listSessions: { summary: "The signed-in staff member's sessions, this one first", source: 'extra', answer: sessionsResponseSchema },
  revokeSession: { summary: 'Sign one of your sessions out', source: 'extra', answer: messageResponseSchema },
  revokeOtherSessions: {
    summary: 'Sign out every session of yours but this one',
    source: 'extra',
    query: revokeSessionsQuerySchema,
    answer: revokedSessionsResponseSchema,
  },
  listStaff: { summary: 'Every staff member and the open invitations', source: 'extra', answer: staffResponseSchema },
  inviteStaff: {
    summary: 'Invite a staff member by email: a single-use link valid 72 hours',
    source: 'extra',
    body: inviteRequestSchema,
    successStatus: 201,
    answer: inviteResponseSchema,
    moreErrors: [409],
  },
  revokeInvitation: { summary: 'Withdraw an open invitation', source: 'extra', answer: messageResponseSchema },
  changeStaffRole: { summary: "Change a staff member's role", source: 'extra', body: staffRoleChangeSchema, answer: staffMemberResponseSchema, moreErrors: [409] },
  deactivateStaff: { summary: 'Deactivate a staff member and end their sessions', source: 'extra', answer: staffMemberResponseSchema, moreErrors: [409] },
  reactivateStaff: { summary: 'Let a deactivated staff member sign in again', source: 'extra', answer: staffMemberResponseSchema },
  lookupInvitation: {
    summary: 'What an invitation link offers',
    source: 'extra',
    body: invitationLookupRequestSchema,
    answer: invitationLookupResponseSchema,
    moreErrors: [404, 429],
  },
  acceptInvitation: {
    summary: 'Accept an invitation: name and password; signs the new staff member in',
    source: 'extra',
    body: acceptInvitationRequestSchema,
    answer: loginAnswerSchema,
    moreErrors: [404, 409, 429],
  },
  ...revisionRows('privacy policy', 'PrivacyPolicy'),
  ...revisionRows('terms', 'Terms'),
  health: { summary: 'Liveness and database check', source: 'extra', answer: healthResponseSchema, moreErrors: [503] },
  ready: { summary: 'Readiness for traffic: database, migrations, not shutting down', source: 'extra', answer: readyResponseSchema, moreErrors: [503] },
  getOpenApiDocument: { summary: 'This contract as an OpenAPI 3.1 document', source: 'extra', answer: openApiResponseSchema },
} as const satisfies { [Name in keyof EndpointRoutes]: RowSpec };

/**
 * Every call of SPEC.md section 7, plus the additive extras, keyed by operation name in the order of
 * `endpointRoutes`. The server registers its routes from this table and the app builds its calls from it.
 */
export const endpoints = Object.fromEntries(
  Object.entries(endpointRoutes).map(([name, route]) => [
    name,
    { ...complete(route, rows[name as keyof EndpointRoutes]), ...accessOf(name as keyof EndpointRoutes) },
  ]),
) as { [Name in keyof EndpointRoutes]: Row<EndpointRoutes[Name], (typeof rows)[Name]> };

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/** The rows of the table as a list, in declaration order. */
export const endpointNames = Object.keys(endpoints) as EndpointName[];

type SchemaOrUndefined<S, Io extends 'input' | 'output'> = S extends z.ZodType
  ? Io extends 'input'
    ? z.input<S>
    : z.output<S>
  : undefined;

/** What the caller sends as the body of an endpoint (before defaults and trimming). */
export type RequestBody<N extends EndpointName> = SchemaOrUndefined<Endpoints[N]['body'], 'input'>;
/** What the server works with once the body is parsed. */
export type ParsedRequestBody<N extends EndpointName> = SchemaOrUndefined<Endpoints[N]['body'], 'output'>;
/** Query parameters as the caller gives them. */
export type RequestQuery<N extends EndpointName> = SchemaOrUndefined<Endpoints[N]['query'], 'input'>;
/** Query parameters once parsed (numbers coerced, defaults applied). */
export type ParsedRequestQuery<N extends EndpointName> = SchemaOrUndefined<Endpoints[N]['query'], 'output'>;
/** Path parameters once parsed. */
export type RequestParams<N extends EndpointName> = SchemaOrUndefined<Endpoints[N]['params'], 'output'>;
/** The body of the endpoint's success answer. */
export type SuccessResponse<N extends EndpointName> = z.output<
  Endpoints[N]['responses'][Endpoints[N]['successStatus'] & keyof Endpoints[N]['responses']]
>;

/** The same path with OpenAPI's `{name}` parameter syntax. */
export const toOpenApiPath = (path: string): string => path.replace(/:([A-Za-z_]\w*)/g, '{$1}');
