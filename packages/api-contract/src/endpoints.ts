import type { z } from 'zod';
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

export const httpMethods = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type HttpMethod = (typeof httpMethods)[number];

/** `public`: no token. `admin`: a bearer token of an admin session, checked on the server. */
export const authModes = ['public', 'admin'] as const;
export type AuthMode = (typeof authModes)[number];

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
    method: 'POST',
    path: '/api/admin/login',
    auth: 'public',
    summary: 'Sign in as an administrator',
    source: 'spec',
    body: loginRequestSchema,
    query: null,
    params: null,
    successStatus: 200,
    responses: { 200: loginResponseSchema, ...errors(400, 401, 403, 413, 429) },
  },
  logout: {
    method: 'POST',
    path: '/api/admin/logout',
    auth: 'admin',
    summary: 'Revoke the current session',
    source: 'extra',
    body: null,
    query: null,
    params: null,
    successStatus: 200,
    responses: { 200: messageResponseSchema, ...errors(401, 403) },
  },
  getDashboardSummary: {
    method: 'GET',
    path: '/api/admin/dashboard-summary',
    auth: 'admin',
    summary: 'Totals, new this month, subscribed and free accounts',
    source: 'spec',
    body: null,
    query: null,
    params: null,
    successStatus: 200,
    responses: { 200: dashboardSummarySchema, ...errors(401, 403) },
  },
  getAdminProfile: {
    method: 'GET',
    path: '/api/admin/profile',
    auth: 'admin',
    summary: "The signed-in administrator's profile",
    source: 'spec',
    body: null,
    query: null,
    params: null,
    successStatus: 200,
    responses: { 200: adminProfileSchema, ...errors(401, 403) },
  },
  updateAdminProfile: {
    method: 'PUT',
    path: '/api/admin/profile',
    auth: 'admin',
    summary: "Update the signed-in administrator's profile",
    source: 'spec',
    body: profileUpdateSchema,
    query: null,
    params: null,
    successStatus: 200,
    responses: { 200: adminProfileSchema, ...errors(400, 401, 403, 409, 413) },
  },
  changePassword: {
    method: 'PUT',
    path: '/api/admin/password',
    auth: 'admin',
    summary: 'Change the signed-in administrator’s password; other sessions are revoked',
    source: 'spec',
    body: passwordChangeSchema,
    query: null,
    params: null,
    successStatus: 200,
    responses: { 200: messageResponseSchema, ...errors(400, 401, 403, 413) },
  },
  listPrivateSuites: {
    method: 'GET',
    path: '/api/admin/private-suites',
    auth: 'admin',
    summary: 'One page of private suites',
    source: 'spec',
    body: null,
    query: privateSuitesQuerySchema,
    params: null,
    successStatus: 200,
    responses: { 200: privateSuitesResponseSchema, ...errors(400, 401, 403) },
  },
  suspendPrivateSuite: {
    method: 'PUT',
    path: '/api/admin/private-suites/:id/suspend',
    auth: 'admin',
    summary: 'Suspend a private suite',
    source: 'spec',
    body: null,
    query: null,
    params: idParamsSchema,
    successStatus: 200,
    responses: { 200: messageResponseSchema, ...errors(400, 401, 403, 404) },
  },
  unsuspendPrivateSuite: {
    method: 'PUT',
    path: '/api/admin/private-suites/:id/unsuspend',
    auth: 'admin',
    summary: 'Unsuspend a private suite',
    source: 'spec',
    body: null,
    query: null,
    params: idParamsSchema,
    successStatus: 200,
    responses: { 200: messageResponseSchema, ...errors(400, 401, 403, 404) },
  },
  listProfessionals: {
    method: 'GET',
    path: '/api/admin/professionals',
    auth: 'admin',
    summary: 'Every professional (a plain array)',
    source: 'spec',
    body: null,
    query: professionalsQuerySchema,
    params: null,
    successStatus: 200,
    responses: { 200: professionalsResponseSchema, ...errors(400, 401, 403) },
  },
  suspendProfessional: {
    method: 'PUT',
    path: '/api/admin/professionals/:id/suspend',
    auth: 'admin',
    summary: 'Suspend a professional',
    source: 'spec',
    body: null,
    query: null,
    params: idParamsSchema,
    successStatus: 200,
    responses: { 200: messageResponseSchema, ...errors(400, 401, 403, 404) },
  },
  unsuspendProfessional: {
    method: 'PUT',
    path: '/api/admin/professionals/:id/unsuspend',
    auth: 'admin',
    summary: 'Unsuspend a professional',
    source: 'spec',
    body: null,
    query: null,
    params: idParamsSchema,
    successStatus: 200,
    responses: { 200: messageResponseSchema, ...errors(400, 401, 403, 404) },
  },
  listSalons: {
    method: 'GET',
    path: '/api/admin/salons',
    auth: 'admin',
    summary: 'Every salon (a plain array)',
    source: 'spec',
    body: null,
    query: salonsQuerySchema,
    params: null,
    successStatus: 200,
    responses: { 200: salonsResponseSchema, ...errors(400, 401, 403) },
  },
  suspendSalon: {
    method: 'PUT',
    path: '/api/admin/salons/:id/suspend',
    auth: 'admin',
    summary: 'Suspend a salon',
    source: 'spec',
    body: null,
    query: null,
    params: idParamsSchema,
    successStatus: 200,
    responses: { 200: messageResponseSchema, ...errors(400, 401, 403, 404) },
  },
  unsuspendSalon: {
    method: 'PUT',
    path: '/api/admin/salons/:id/unsuspend',
    auth: 'admin',
    summary: 'Unsuspend a salon',
    source: 'spec',
    body: null,
    query: null,
    params: idParamsSchema,
    successStatus: 200,
    responses: { 200: messageResponseSchema, ...errors(400, 401, 403, 404) },
  },
  deleteUser: {
    method: 'DELETE',
    path: '/api/admin/users/:id',
    auth: 'admin',
    summary: 'Delete a private suite, professional or salon and all its data',
    source: 'spec',
    body: null,
    query: null,
    params: idParamsSchema,
    successStatus: 200,
    responses: { 200: messageResponseSchema, ...errors(400, 401, 403, 404) },
  },
  getPrivateSuiteProfile: {
    method: 'GET',
    path: '/api/admin/profile/private-suite/:id',
    auth: 'admin',
    summary: "A private suite's profile, units inside it",
    source: 'spec',
    body: null,
    query: null,
    params: idParamsSchema,
    successStatus: 200,
    responses: { 200: privateSuiteProfileResponseSchema, ...errors(400, 401, 403, 404) },
  },
  getSalonProfile: {
    method: 'GET',
    path: '/api/admin/profile/salon/:id',
    auth: 'admin',
    summary: "A salon's profile",
    source: 'spec',
    body: null,
    query: null,
    params: idParamsSchema,
    successStatus: 200,
    responses: { 200: salonProfileSchema, ...errors(400, 401, 403, 404) },
  },
  getProfessionalProfile: {
    method: 'GET',
    path: '/api/admin/profile/professional/:id',
    auth: 'admin',
    summary: "A professional's profile",
    source: 'spec',
    body: null,
    query: null,
    params: idParamsSchema,
    successStatus: 200,
    responses: { 200: professionalProfileSchema, ...errors(400, 401, 403, 404) },
  },
  getAdminPrivacyPolicy: {
    method: 'GET',
    path: '/api/admin/privacy-policy',
    auth: 'admin',
    summary: 'The privacy policy, for the editor',
    source: 'spec',
    body: null,
    query: null,
    params: null,
    successStatus: 200,
    responses: { 200: privacyPolicyResponseSchema, ...errors(401, 403) },
  },
  saveAdminPrivacyPolicy: {
    method: 'POST',
    path: '/api/admin/privacy-policy',
    auth: 'admin',
    summary: 'Save the privacy policy (sanitised on save)',
    source: 'spec',
    body: policyUpdateSchema,
    query: null,
    params: null,
    successStatus: 200,
    responses: { 200: privacyPolicyResponseSchema, ...errors(400, 401, 403, 413) },
  },
  getAdminTerms: {
    method: 'GET',
    path: '/api/admin/terms',
    auth: 'admin',
    summary: 'The terms and conditions, for the editor',
    source: 'spec',
    body: null,
    query: null,
    params: null,
    successStatus: 200,
    responses: { 200: termsResponseSchema, ...errors(401, 403) },
  },
  saveAdminTerms: {
    method: 'POST',
    path: '/api/admin/terms',
    auth: 'admin',
    summary: 'Save the terms and conditions (sanitised on save)',
    source: 'spec',
    body: policyUpdateSchema,
    query: null,
    params: null,
    successStatus: 200,
    responses: { 200: termsResponseSchema, ...errors(400, 401, 403, 413) },
  },
  getPublicPrivacyPolicy: {
    method: 'GET',
    path: '/api/public/privacy-policy',
    auth: 'public',
    summary: 'The privacy policy, for everyone',
    source: 'spec',
    body: null,
    query: null,
    params: null,
    successStatus: 200,
    responses: { 200: privacyPolicyResponseSchema },
  },
  getPublicTerms: {
    method: 'GET',
    path: '/api/public/terms',
    auth: 'public',
    summary: 'The terms and conditions, for everyone',
    source: 'spec',
    body: null,
    query: null,
    params: null,
    successStatus: 200,
    responses: { 200: termsResponseSchema },
  },
  createSupportRequest: {
    method: 'POST',
    path: '/api/support',
    auth: 'public',
    summary: 'Submit a support request (public form)',
    source: 'spec',
    body: supportRequestCreateSchema,
    query: null,
    params: null,
    successStatus: 201,
    responses: { 201: messageResponseSchema, ...errors(400, 413, 429) },
  },
  listFeedbacks: {
    method: 'GET',
    path: '/api/admin/feedbacks',
    auth: 'admin',
    summary: 'Every product review, newest first',
    source: 'spec',
    body: null,
    query: null,
    params: null,
    successStatus: 200,
    responses: { 200: feedbacksResponseSchema, ...errors(401, 403) },
  },
  listSupportRequests: {
    method: 'GET',
    path: '/api/admin/support-requests',
    auth: 'admin',
    summary: 'Every support request, newest first',
    source: 'spec',
    body: null,
    query: null,
    params: null,
    successStatus: 200,
    responses: { 200: supportRequestsResponseSchema, ...errors(401, 403) },
  },
  getAuditLog: {
    method: 'GET',
    path: '/api/admin/audit-log',
    auth: 'admin',
    summary: 'Who did what to whom, and when; newest first',
    source: 'extra',
    body: null,
    query: auditLogQuerySchema,
    params: null,
    successStatus: 200,
    responses: { 200: auditLogResponseSchema, ...errors(400, 401, 403) },
  },
  health: {
    method: 'GET',
    path: '/healthz',
    auth: 'public',
    summary: 'Liveness and database check',
    source: 'extra',
    body: null,
    query: null,
    params: null,
    successStatus: 200,
    responses: { 200: healthResponseSchema, ...errors(503) },
  },
  getOpenApiDocument: {
    method: 'GET',
    path: '/api/openapi.json',
    auth: 'public',
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

/** The `:name` segments of a path as an object type. */
export type PathParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string | number } & PathParams<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? { [K in Name]: string | number }
    : Record<never, never>;

/**
 * Fills the `:name` segments of a table path: `pathFor('/api/admin/users/:id', { id: 7 })` is
 * `/api/admin/users/7`. Values are URI-encoded; a missing value throws rather than calling a wrong url.
 */
export const pathFor = <Path extends string>(path: Path, params: PathParams<Path>): string =>
  path.replace(/:([A-Za-z_]\w*)/g, (_segment, name: string) => {
    const value = (params as Record<string, string | number | undefined>)[name];
    if (value === undefined || value === '') throw new Error(`pathFor: no value for :${name} in ${path}`);
    return encodeURIComponent(String(value));
  });

/** The same path with OpenAPI's `{name}` parameter syntax. */
export const toOpenApiPath = (path: string): string => path.replace(/:([A-Za-z_]\w*)/g, '{$1}');
