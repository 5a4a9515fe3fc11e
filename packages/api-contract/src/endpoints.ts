import type { z } from 'zod';
import { endpointRoutes, type AuthMode, type HttpMethod } from './routes';
import { errorResponseSchema, idParamsSchema, messageResponseSchema } from './common';
import { adminProfileSchema, dashboardSummarySchema, professionalProfileSchema, salonProfileSchema } from './entities';
import {
  auditLogQuerySchema,
  loginRequestSchema,
  passwordChangeSchema,
  policyUpdateSchema,
  privateSuitesQuerySchema,
  professionalsQuerySchema,
  profileUpdateSchema,
  salonsQuerySchema,
  supportRequestCreateSchema,
} from './requests';
import {
  auditLogResponseSchema,
  feedbacksResponseSchema,
  healthResponseSchema,
  loginResponseSchema,
  openApiResponseSchema,
  privacyPolicyResponseSchema,
  privateSuiteProfileResponseSchema,
  privateSuitesResponseSchema,
  professionalsResponseSchema,
  salonsResponseSchema,
  supportRequestsResponseSchema,
  termsResponseSchema,
} from './responses';

/** One row of the endpoint table. `null` means the call takes no body, query or params. */
export type EndpointDefinition = {
  method: HttpMethod;
  /** Fastify-style path: `:id` marks a parameter. */
  path: string;
  auth: AuthMode;
  summary: string;
  /** Where the row comes from: SPEC.md section 7, or an additive extra of this contract. */
  source: 'spec' | 'extra';
  body: z.ZodType | null;
  query: z.ZodType | null;
  params: z.ZodType | null;
  successStatus: 200 | 201;
  /** The body schema of each status the route answers with. */
  responses: Readonly<Record<number, z.ZodType>>;
};

type ErrorResponses<Statuses extends readonly number[]> = { readonly [S in Statuses[number]]: typeof errorResponseSchema };

const errors = <const Statuses extends readonly number[]>(...statuses: Statuses): ErrorResponses<Statuses> =>
  Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as ErrorResponses<Statuses>;

/*
 * Every admin route answers 401 without a valid session and 403 for a non-admin session. A route with
 * input adds 400; a route with an :id adds 404; a route with a body adds 413.
 */

/**
 * Every call of SPEC.md section 7, plus the additive extras, keyed by operation name. The server
 * registers its routes from this table and the app builds its calls from it.
 */
export const endpoints = {
  login: {
    ...endpointRoutes.login,
    summary: 'Sign in as an administrator',
    source: 'spec',
    body: loginRequestSchema,
    query: null,
    params: null,
    successStatus: 200,
    responses: { 200: loginResponseSchema, ...errors(400, 401, 403, 413, 429) },
  },
  logout: {
    ...endpointRoutes.logout,
    summary: 'Revoke the current session',
    source: 'extra',
    body: null,
    query: null,
    params: null,
    successStatus: 200,
    responses: { 200: messageResponseSchema, ...errors(401, 403) },
  },
  getDashboardSummary: {
    ...endpointRoutes.getDashboardSummary,
    summary: 'Totals, new this month, subscribed and free accounts',
    source: 'spec',
    body: null,
    query: null,
    params: null,
    successStatus: 200,
    responses: { 200: dashboardSummarySchema, ...errors(401, 403) },
  },
  getAdminProfile: {
    ...endpointRoutes.getAdminProfile,
    summary: "The signed-in administrator's profile",
    source: 'spec',
    body: null,
    query: null,
    params: null,
    successStatus: 200,
    responses: { 200: adminProfileSchema, ...errors(401, 403) },
  },
  updateAdminProfile: {
    ...endpointRoutes.updateAdminProfile,
    summary: "Update the signed-in administrator's profile",
    source: 'spec',
    body: profileUpdateSchema,
    query: null,
    params: null,
    successStatus: 200,
    responses: { 200: adminProfileSchema, ...errors(400, 401, 403, 409, 413) },
  },
  changePassword: {
    ...endpointRoutes.changePassword,
    summary: 'Change the signed-in administrator’s password; other sessions are revoked',
    source: 'spec',
    body: passwordChangeSchema,
    query: null,
    params: null,
    successStatus: 200,
    responses: { 200: messageResponseSchema, ...errors(400, 401, 403, 413) },
  },
  listPrivateSuites: {
    ...endpointRoutes.listPrivateSuites,
    summary: 'One page of private suites',
    source: 'spec',
    body: null,
    query: privateSuitesQuerySchema,
    params: null,
    successStatus: 200,
    responses: { 200: privateSuitesResponseSchema, ...errors(400, 401, 403) },
  },
  suspendPrivateSuite: {
    ...endpointRoutes.suspendPrivateSuite,
    summary: 'Suspend a private suite',
    source: 'spec',
    body: null,
    query: null,
    params: idParamsSchema,
    successStatus: 200,
    responses: { 200: messageResponseSchema, ...errors(400, 401, 403, 404) },
  },
  unsuspendPrivateSuite: {
    ...endpointRoutes.unsuspendPrivateSuite,
    summary: 'Unsuspend a private suite',
    source: 'spec',
    body: null,
    query: null,
    params: idParamsSchema,
    successStatus: 200,
    responses: { 200: messageResponseSchema, ...errors(400, 401, 403, 404) },
  },
  listProfessionals: {
    ...endpointRoutes.listProfessionals,
    summary: 'Every professional (a plain array)',
    source: 'spec',
    body: null,
    query: professionalsQuerySchema,
    params: null,
    successStatus: 200,
    responses: { 200: professionalsResponseSchema, ...errors(400, 401, 403) },
  },
  suspendProfessional: {
    ...endpointRoutes.suspendProfessional,
    summary: 'Suspend a professional',
    source: 'spec',
    body: null,
    query: null,
    params: idParamsSchema,
    successStatus: 200,
    responses: { 200: messageResponseSchema, ...errors(400, 401, 403, 404) },
  },
  unsuspendProfessional: {
    ...endpointRoutes.unsuspendProfessional,
    summary: 'Unsuspend a professional',
    source: 'spec',
    body: null,
    query: null,
    params: idParamsSchema,
    successStatus: 200,
    responses: { 200: messageResponseSchema, ...errors(400, 401, 403, 404) },
  },
  listSalons: {
    ...endpointRoutes.listSalons,
    summary: 'Every salon (a plain array)',
    source: 'spec',
    body: null,
    query: salonsQuerySchema,
    params: null,
    successStatus: 200,
    responses: { 200: salonsResponseSchema, ...errors(400, 401, 403) },
  },
  suspendSalon: {
    ...endpointRoutes.suspendSalon,
    summary: 'Suspend a salon',
    source: 'spec',
    body: null,
    query: null,
    params: idParamsSchema,
    successStatus: 200,
    responses: { 200: messageResponseSchema, ...errors(400, 401, 403, 404) },
  },
  unsuspendSalon: {
    ...endpointRoutes.unsuspendSalon,
    summary: 'Unsuspend a salon',
    source: 'spec',
    body: null,
    query: null,
    params: idParamsSchema,
    successStatus: 200,
    responses: { 200: messageResponseSchema, ...errors(400, 401, 403, 404) },
  },
  deleteUser: {
    ...endpointRoutes.deleteUser,
    summary: 'Delete a private suite, professional or salon and all its data',
    source: 'spec',
    body: null,
    query: null,
    params: idParamsSchema,
    successStatus: 200,
    responses: { 200: messageResponseSchema, ...errors(400, 401, 403, 404) },
  },
  getPrivateSuiteProfile: {
    ...endpointRoutes.getPrivateSuiteProfile,
    summary: "A private suite's profile, units inside it",
    source: 'spec',
    body: null,
    query: null,
    params: idParamsSchema,
    successStatus: 200,
    responses: { 200: privateSuiteProfileResponseSchema, ...errors(400, 401, 403, 404) },
  },
  getSalonProfile: {
    ...endpointRoutes.getSalonProfile,
    summary: "A salon's profile",
    source: 'spec',
    body: null,
    query: null,
    params: idParamsSchema,
    successStatus: 200,
    responses: { 200: salonProfileSchema, ...errors(400, 401, 403, 404) },
  },
  getProfessionalProfile: {
    ...endpointRoutes.getProfessionalProfile,
    summary: "A professional's profile",
    source: 'spec',
    body: null,
    query: null,
    params: idParamsSchema,
    successStatus: 200,
    responses: { 200: professionalProfileSchema, ...errors(400, 401, 403, 404) },
  },
  getAdminPrivacyPolicy: {
    ...endpointRoutes.getAdminPrivacyPolicy,
    summary: 'The privacy policy, for the editor',
    source: 'spec',
    body: null,
    query: null,
    params: null,
    successStatus: 200,
    responses: { 200: privacyPolicyResponseSchema, ...errors(401, 403) },
  },
  saveAdminPrivacyPolicy: {
    ...endpointRoutes.saveAdminPrivacyPolicy,
    summary: 'Save the privacy policy (sanitised on save)',
    source: 'spec',
    body: policyUpdateSchema,
    query: null,
    params: null,
    successStatus: 200,
    responses: { 200: privacyPolicyResponseSchema, ...errors(400, 401, 403, 413) },
  },
  getAdminTerms: {
    ...endpointRoutes.getAdminTerms,
    summary: 'The terms and conditions, for the editor',
    source: 'spec',
    body: null,
    query: null,
    params: null,
    successStatus: 200,
    responses: { 200: termsResponseSchema, ...errors(401, 403) },
  },
  saveAdminTerms: {
    ...endpointRoutes.saveAdminTerms,
    summary: 'Save the terms and conditions (sanitised on save)',
    source: 'spec',
    body: policyUpdateSchema,
    query: null,
    params: null,
    successStatus: 200,
    responses: { 200: termsResponseSchema, ...errors(400, 401, 403, 413) },
  },
  getPublicPrivacyPolicy: {
    ...endpointRoutes.getPublicPrivacyPolicy,
    summary: 'The privacy policy, for everyone',
    source: 'spec',
    body: null,
    query: null,
    params: null,
    successStatus: 200,
    responses: { 200: privacyPolicyResponseSchema },
  },
  getPublicTerms: {
    ...endpointRoutes.getPublicTerms,
    summary: 'The terms and conditions, for everyone',
    source: 'spec',
    body: null,
    query: null,
    params: null,
    successStatus: 200,
    responses: { 200: termsResponseSchema },
  },
  createSupportRequest: {
    ...endpointRoutes.createSupportRequest,
    summary: 'Submit a support request (public form)',
    source: 'spec',
    body: supportRequestCreateSchema,
    query: null,
    params: null,
    successStatus: 201,
    responses: { 201: messageResponseSchema, ...errors(400, 413, 429) },
  },
  listFeedbacks: {
    ...endpointRoutes.listFeedbacks,
    summary: 'Every product review, newest first',
    source: 'spec',
    body: null,
    query: null,
    params: null,
    successStatus: 200,
    responses: { 200: feedbacksResponseSchema, ...errors(401, 403) },
  },
  listSupportRequests: {
    ...endpointRoutes.listSupportRequests,
    summary: 'Every support request, newest first',
    source: 'spec',
    body: null,
    query: null,
    params: null,
    successStatus: 200,
    responses: { 200: supportRequestsResponseSchema, ...errors(401, 403) },
  },
  getAuditLog: {
    ...endpointRoutes.getAuditLog,
    summary: 'Who did what to whom, and when; newest first',
    source: 'extra',
    body: null,
    query: auditLogQuerySchema,
    params: null,
    successStatus: 200,
    responses: { 200: auditLogResponseSchema, ...errors(400, 401, 403) },
  },
  health: {
    ...endpointRoutes.health,
    summary: 'Liveness and database check',
    source: 'extra',
    body: null,
    query: null,
    params: null,
    successStatus: 200,
    responses: { 200: healthResponseSchema, ...errors(503) },
  },
  getOpenApiDocument: {
    ...endpointRoutes.getOpenApiDocument,
    summary: 'This contract as an OpenAPI 3.1 document',
    source: 'extra',
    body: null,
    query: null,
    params: null,
    successStatus: 200,
    responses: { 200: openApiResponseSchema },
  },
} as const satisfies Record<string, EndpointDefinition>;

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
