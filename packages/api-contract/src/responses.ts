import { z } from 'zod';
import { roleSchema, timestampSchema } from './common';
import { staffRoles } from './staffTexts';
import { auditLogEntrySchema } from './audit';
import { deletedAccountSchema } from './recovery';
import {
  feedbackSchema,
  pagedResponseSchema,
  policyContentSchema,
  policyRevisionSchema,
  policyRevisionWithContentSchema,
  privateSuiteListItemSchema,
  privateSuiteProfileSchema,
  professionalListItemSchema,
  salonListItemSchema,
  supportRequestSchema,
} from './entities';

/*
 * The answers of SPEC.md section 7, with the shapes this package fixes where the spec leaves them
 * open (see README.md, "Shapes fixed here").
 */

/** POST /api/admin/login. Only admins get a 200; other roles get a 403 and no token. */
export const loginResponseSchema = z.object({
  token: z.string().min(1),
  role: roleSchema,
  message: z.string(),
  /** Additive: when the token stops working unless it is used again sooner. */
  expiresAt: timestampSchema.optional(),
  /** Additive: what this staff member may do (`role` stays 'admin' for every one of them). */
  staffRole: z.enum(staffRoles).optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** GET /api/admin/professionals without page, limit, sort or search: SPEC.md's plain array. */
export const professionalsResponseSchema = z.array(professionalListItemSchema);
export type ProfessionalsResponse = z.infer<typeof professionalsResponseSchema>;

/** GET /api/admin/professionals with any of page, limit, sort or search: `{ data, total, page, limit, totalPages }`. */
export const professionalsPageResponseSchema = pagedResponseSchema(professionalListItemSchema);
export type ProfessionalsPageResponse = z.infer<typeof professionalsPageResponseSchema>;

/** What GET /api/admin/professionals may answer: the plain array, or one page when the query asked for one. */
export const professionalsAnswerSchema = z.union([professionalsResponseSchema, professionalsPageResponseSchema]);
export type ProfessionalsAnswer = z.infer<typeof professionalsAnswerSchema>;

/** GET /api/admin/salons without page, limit, sort or search: SPEC.md's plain array. */
export const salonsResponseSchema = z.array(salonListItemSchema);
export type SalonsResponse = z.infer<typeof salonsResponseSchema>;

/** GET /api/admin/salons with any of page, limit, sort or search: one page. */
export const salonsPageResponseSchema = pagedResponseSchema(salonListItemSchema);
export type SalonsPageResponse = z.infer<typeof salonsPageResponseSchema>;

/** What GET /api/admin/salons may answer: the plain array, or one page when the query asked for one. */
export const salonsAnswerSchema = z.union([salonsResponseSchema, salonsPageResponseSchema]);
export type SalonsAnswer = z.infer<typeof salonsAnswerSchema>;

/** GET /api/admin/private-suites: `{ data, totalPages }` plus page, limit and total. */
export const privateSuitesResponseSchema = pagedResponseSchema(privateSuiteListItemSchema);
export type PrivateSuitesResponse = z.infer<typeof privateSuitesResponseSchema>;

/** GET /api/admin/profile/private-suite/:id: `{ profile }`, units inside the profile. */
export const privateSuiteProfileResponseSchema = z.object({ profile: privateSuiteProfileSchema });
export type PrivateSuiteProfileResponse = z.infer<typeof privateSuiteProfileResponseSchema>;

/** GET and POST /api/admin/privacy-policy, GET /api/public/privacy-policy. */
export const privacyPolicyResponseSchema = z.object({ privacyPolicy: policyContentSchema });
export type PrivacyPolicyResponse = z.infer<typeof privacyPolicyResponseSchema>;

/** GET /api/admin/{privacy-policy|terms}/revisions: `{ data, total, page, limit, totalPages }`, newest first. */
export const revisionsResponseSchema = pagedResponseSchema(policyRevisionSchema);
export type RevisionsResponse = z.infer<typeof revisionsResponseSchema>;

/** GET …/revisions/:id, and POST …/revisions/:id/restore (the new revision it made). */
export const revisionResponseSchema = z.object({ revision: policyRevisionWithContentSchema });
export type RevisionResponse = z.infer<typeof revisionResponseSchema>;

/** POST …/revisions/:id/cancel: the withdrawn revision. */
export const revisionCancelResponseSchema = z.object({ revision: policyRevisionSchema });
export type RevisionCancelResponse = z.infer<typeof revisionCancelResponseSchema>;

/**
 * The 409 of a save or a restore whose `baseRevision` is no longer the newest: the error's message,
 * plus the newest revision, so the editor can offer to compare before saving over it.
 */
export const revisionConflictSchema = z.object({ message: z.string(), latest: policyRevisionSchema });
export type RevisionConflict = z.infer<typeof revisionConflictSchema>;

/**
 * The 409 of a save or a restore that would take effect before a scheduled revision built on older
 * text, sent without `scheduledRevisions`: the message, those scheduled
 * revisions (soonest first) and the revision in force now (null: the built-in default).
 */
export const scheduledConflictSchema = z.object({
  message: z.string(),
  scheduled: z.array(policyRevisionSchema).min(1),
  current: policyRevisionSchema.nullable(),
});
export type ScheduledConflict = z.infer<typeof scheduledConflictSchema>;

/** GET and POST /api/admin/terms, GET /api/public/terms. */
export const termsResponseSchema = z.object({ terms: policyContentSchema });
export type TermsResponse = z.infer<typeof termsResponseSchema>;

/** GET /api/admin/feedbacks, newest first. */
export const feedbacksResponseSchema = z.object({ feedbacks: z.array(feedbackSchema) });
export type FeedbacksResponse = z.infer<typeof feedbacksResponseSchema>;

/** GET /api/admin/support-requests, newest first. */
export const supportRequestsResponseSchema = z.object({ supportRequests: z.array(supportRequestSchema) });
export type SupportRequestsResponse = z.infer<typeof supportRequestsResponseSchema>;

/** GET /api/admin/audit-log, newest first. */
export const auditLogResponseSchema = pagedResponseSchema(auditLogEntrySchema);
export type AuditLogResponse = z.infer<typeof auditLogResponseSchema>;

/** GET /api/admin/deleted-accounts, newest delete first. */
export const deletedAccountsResponseSchema = pagedResponseSchema(deletedAccountSchema);
export type DeletedAccountsResponse = z.infer<typeof deletedAccountsResponseSchema>;

/** GET /api/admin/audit-log.csv: RFC 4180 text, UTF-8, CRLF line ends, a header row; cells a spreadsheet would run start with '. */
export const auditLogCsvResponseSchema = z.string();

/** GET /healthz: the process is up and its database answers. */
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgres']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/**
 * GET /readyz: the server may be sent traffic: its database answers, every migration of its code is
 * applied, and it is not shutting down. A 503 `{ message }` says which of them failed.
 */
export const readyResponseSchema = z.object({
  status: z.literal('ready'),
  database: z.enum(['sqlite', 'postgres']),
  migrations: z.literal('current'),
});
export type ReadyResponse = z.infer<typeof readyResponseSchema>;

/** GET /api/openapi.json: an OpenAPI 3.1 document (see `buildOpenApiDocument`). */
export const openApiResponseSchema = z
  .object({ openapi: z.string(), info: z.object({ title: z.string(), version: z.string() }), paths: z.record(z.string(), z.unknown()) })
  .loose();
export type OpenApiResponse = z.infer<typeof openApiResponseSchema>;

/**
 * The messages our server puts in `{ message }` answers, shared so the app's fallbacks and the server's
 * texts do not drift. SPEC.md section 8 texts are the app's own; these are the server's.
 */
export const serverMessages = {
  loginSucceeded: 'Login successful.',
  loggedOut: 'Logged out.',
  invalidCredentials: 'Invalid credentials. Please try again.',
  notAdmin: 'Only administrators can sign in to the back-office.',
  unauthenticated: 'Authentication required. Please log in.',
  forbidden: 'Administrator access required.',
  passwordChanged: 'Password changed successfully.',
  wrongCurrentPassword: 'The current password is incorrect.',
  supportCreated: 'Support request submitted successfully.',
  suspended: 'Account suspended.',
  unsuspended: 'Account unsuspended.',
  deleted: 'Account deleted.',
  notFound: 'Not found.',
  tooManyRequests: 'Too many attempts. Please try again later.',
  payloadTooLarge: 'The request body is too large.',
  internalError: 'Something went wrong on our side.',
} as const;
