// @vitest-environment node
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import {
  buildOpenApiDocument,
  endpointNames,
  accessOf,
  endpoints,
  errorResponseSchema,
  idParamsSchema,
  pathFor,
  toOpenApiPath,
  type EndpointDefinition,
  type EndpointName,
  type Endpoints,
  type Permission,
  type RequestBody,
  type SuccessResponse,
} from './index';

/** Every row of SPEC.md section 7 (GET, POST rows split in two), as method and path. */
const specRows = [
  'POST /api/admin/login',
  'GET /api/admin/dashboard-summary',
  'GET /api/admin/profile',
  'PUT /api/admin/profile',
  'PUT /api/admin/password',
  'GET /api/admin/private-suites',
  'PUT /api/admin/private-suites/:id/suspend',
  'PUT /api/admin/private-suites/:id/unsuspend',
  'GET /api/admin/professionals',
  'PUT /api/admin/professionals/:id/suspend',
  'PUT /api/admin/professionals/:id/unsuspend',
  'GET /api/admin/salons',
  'PUT /api/admin/salons/:id/suspend',
  'PUT /api/admin/salons/:id/unsuspend',
  'DELETE /api/admin/users/:id',
  'GET /api/admin/profile/private-suite/:id',
  'GET /api/admin/profile/salon/:id',
  'GET /api/admin/profile/professional/:id',
  'GET /api/admin/privacy-policy',
  'POST /api/admin/privacy-policy',
  'GET /api/admin/terms',
  'POST /api/admin/terms',
  'GET /api/public/privacy-policy',
  'GET /api/public/terms',
  'POST /api/support',
  'GET /api/admin/feedbacks',
  'GET /api/admin/support-requests',
];

/** Issue 17: staff access. The first seven need no session: they are the steps of signing in. */
const staffAccessRows = [
  'POST /api/admin/login/mfa',
  'POST /api/admin/login/passkey/options',
  'POST /api/admin/login/passkey',
  'POST /api/admin/login/enroll/setup',
  'POST /api/admin/login/enroll/confirm',
  'POST /api/admin/invitations/lookup',
  'POST /api/admin/invitations/accept',
  'GET /api/admin/security',
  'POST /api/admin/mfa/totp/setup',
  'POST /api/admin/mfa/totp/confirm',
  'DELETE /api/admin/mfa/totp',
  'POST /api/admin/mfa/recovery-codes',
  'GET /api/admin/passkeys',
  'POST /api/admin/passkeys/options',
  'POST /api/admin/passkeys',
  'DELETE /api/admin/passkeys/:id',
  'POST /api/admin/reauth',
  'GET /api/admin/sessions',
  'DELETE /api/admin/sessions/:id',
  'DELETE /api/admin/sessions',
  'GET /api/admin/staff',
  'POST /api/admin/staff/invitations',
  'DELETE /api/admin/staff/invitations/:id',
  'PUT /api/admin/staff/:id',
  'POST /api/admin/staff/:id/deactivate',
  'POST /api/admin/staff/:id/reactivate',
];

/** Issue 18: the history of each public document. */
const revisionRows = ['privacy-policy', 'terms'].flatMap((document) => [
  `GET /api/admin/${document}/revisions`,
  `GET /api/admin/${document}/revisions/:id`,
  `POST /api/admin/${document}/revisions/:id/restore`,
  `POST /api/admin/${document}/revisions/:id/cancel`,
]);

const extraRows = [
  ...staffAccessRows,
  ...revisionRows,
  'POST /api/admin/logout',
  'GET /api/admin/audit-log',
  'GET /api/admin/audit-log.csv',
  'GET /api/admin/accounts/:id/history',
  'GET /api/admin/deleted-accounts',
  'POST /api/admin/users/:id/restore',
  'POST /api/admin/accounts/bulk',
  'POST /api/admin/undo',
  'GET /api/admin/accounts/matching',
  'GET /healthz',
  'GET /readyz',
  'GET /api/openapi.json',
];

const needing = (permission: Permission) =>
  endpointNames.filter((name) => accessOf(name)?.permission === permission).toSorted();

const rows: [string, EndpointDefinition][] = endpointNames.map((name) => [name, endpoints[name]]);
const key = (endpoint: EndpointDefinition) => `${endpoint.method} ${endpoint.path}`;
/** The statuses a row answers with, as its type names them. */
const statusesOf = <N extends EndpointName>(name: N) => Object.keys(endpoints[name].responses).map(Number) as (keyof Endpoints[N]['responses'])[];
/** The top-level property names of an answer, read from its JSON Schema. */
const shape = (schema: z.ZodType) => Object.keys((z.toJSONSchema(schema) as { properties?: object }).properties ?? {});

describe('the endpoint table', () => {
  it('has every row of SPEC.md section 7 and the additive extras, each once', () => {
    const spec = rows.filter(([, endpoint]) => endpoint.source === 'spec').map(([, endpoint]) => key(endpoint));
    const extra = rows.filter(([, endpoint]) => endpoint.source === 'extra').map(([, endpoint]) => key(endpoint));
    expect(spec.toSorted()).toEqual(specRows.toSorted());
    expect(extra.toSorted()).toEqual(extraRows.toSorted());
    expect(new Set(rows.map(([, endpoint]) => key(endpoint))).size).toBe(rows.length);
  });

  it('leaves login, the public pages, support, health, readiness and the OpenAPI document public, and guards the rest', () => {
    const publicRows = rows.filter(([, endpoint]) => endpoint.auth === 'public').map(([, endpoint]) => key(endpoint));
    expect(publicRows.toSorted()).toEqual(
      [
        'POST /api/admin/login',
        'GET /api/public/privacy-policy',
        'GET /api/public/terms',
        'POST /api/support',
        'GET /healthz',
        'GET /readyz',
        'GET /api/openapi.json',
        ...staffAccessRows.slice(0, 7),
      ].toSorted(),
    );
  });

  it('names what each guarded row needs of the staff role, and asks for a recent factor before the worst actions', () => {
    const unnamed = rows.filter(([name, endpoint]) => (accessOf(name as EndpointName) !== undefined) !== (endpoint.auth === 'admin'));
    expect(unnamed).toEqual([]);
    expect(needing('moderate')).toEqual(
      ['bulkModerate', 'suspendPrivateSuite', 'suspendProfessional', 'suspendSalon', 'undoActions', 'unsuspendPrivateSuite', 'unsuspendProfessional', 'unsuspendSalon'].toSorted(),
    );
    expect(needing('delete')).toEqual(['deleteUser', 'restoreUser']);
    const contentChanges = [
      'saveAdminPrivacyPolicy',
      'saveAdminTerms',
      'restorePrivacyPolicyRevision',
      'restoreTermsRevision',
      'cancelPrivacyPolicyRevision',
      'cancelTermsRevision',
    ];
    expect(needing('content')).toEqual(contentChanges.toSorted());
    const reauth = endpointNames.filter((name) => accessOf(name)?.reauth).toSorted();
    // Adding or removing a second factor too; passkeyOptions checks its register purpose itself.
    const factorChanges = ['setupTotp', 'confirmTotp', 'disableTotp', 'renewRecoveryCodes', 'addPasskey', 'removePasskey'];
    expect(reauth).toEqual(
      ['changeStaffRole', 'deactivateStaff', 'deleteUser', 'inviteStaff', 'reactivateStaff', 'revokeInvitation', ...contentChanges, ...factorChanges].toSorted(),
    );
    // Under REQUIRE_MFA, a session without a second factor reaches only what setting one up needs.
    expect(endpointNames.filter((name) => accessOf(name)?.enrolment).toSorted()).toEqual(
      ['addPasskey', 'confirmTotp', 'getAdminProfile', 'getSecurity', 'listPasskeys', 'logout', 'passkeyOptions', 'reauthenticate', 'setupTotp'].toSorted(),
    );
  });

  it.each(rows)('%s: answers its success status, 401/403 when guarded, 400/404 with an id, errors as { message }', (_name, endpoint) => {
    const statuses = Object.keys(endpoint.responses).map(Number);
    const expected = [
      endpoint.successStatus,
      ...(endpoint.auth === 'admin' ? [401, 403] : []),
      ...(endpoint.path.includes(':id') ? [400, 404] : []),
      ...(endpoint.body ? [400, 413] : []),
      ...(endpoint.query ? [400] : []),
    ];
    expect(statuses).toEqual(expect.arrayContaining(expected));
    expect(endpoint.params !== null).toBe(endpoint.path.includes(':id'));
    const errorSchemas = statuses.filter((status) => status >= 400).map((status) => endpoint.responses[status]);
    expect(errorSchemas.every((schema) => schema === errorResponseSchema)).toBe(true);
    expect(endpoint.method === 'GET' && endpoint.body !== null).toBe(false);
  });

  it('types each row as it is: the same statuses, params and success status as at run time', () => {
    expectTypeOf<keyof Endpoints['login']['responses']>().toEqualTypeOf<200 | 400 | 401 | 403 | 413 | 429>();
    expect(statusesOf('login')).toEqual([200, 400, 401, 403, 413, 429]);
    expectTypeOf<keyof Endpoints['updateAdminProfile']['responses']>().toEqualTypeOf<200 | 400 | 401 | 403 | 409 | 413>();
    expect(statusesOf('updateAdminProfile')).toEqual([200, 400, 401, 403, 409, 413]);
    expectTypeOf<keyof Endpoints['listPrivateSuites']['responses']>().toEqualTypeOf<200 | 400 | 401 | 403>();
    expect(statusesOf('listPrivateSuites')).toEqual([200, 400, 401, 403]);
    expectTypeOf<keyof Endpoints['suspendSalon']['responses']>().toEqualTypeOf<200 | 400 | 401 | 403 | 404 | 409 | 413 | 429>();
    expect(statusesOf('suspendSalon')).toEqual([200, 400, 401, 403, 404, 409, 413, 429]);
    expectTypeOf<keyof Endpoints['createSupportRequest']['responses']>().toEqualTypeOf<201 | 400 | 413 | 429>();
    expect(statusesOf('createSupportRequest')).toEqual([201, 400, 413, 429]);
    expectTypeOf<keyof Endpoints['getPublicTerms']['responses']>().toEqualTypeOf<200>();
    expect(statusesOf('getPublicTerms')).toEqual([200]);
    expectTypeOf<keyof Endpoints['health']['responses']>().toEqualTypeOf<200 | 503>();
    expect(statusesOf('health')).toEqual([200, 503]);
    expectTypeOf<keyof Endpoints['ready']['responses']>().toEqualTypeOf<200 | 503>();
    expect(statusesOf('ready')).toEqual([200, 503]);
    expectTypeOf(endpoints.deleteUser.params).toEqualTypeOf<typeof idParamsSchema>();
    expect(endpoints.deleteUser.params).toBe(idParamsSchema);
    expectTypeOf(endpoints.listSalons.params).toEqualTypeOf<null>();
    expect(endpoints.listSalons.params).toBeNull();
    expectTypeOf(endpoints.createSupportRequest.successStatus).toEqualTypeOf<201>();
    expect(endpoints.createSupportRequest.successStatus).toBe(201);
  });

  it('fixes the answer shapes the spec leaves open', () => {
    expect(shape(endpoints.getAdminTerms.responses[200])).toEqual(['terms']);
    expect(shape(endpoints.saveAdminTerms.responses[200])).toEqual(['terms']);
    expect(shape(endpoints.getPublicTerms.responses[200])).toEqual(['terms']);
    expect(shape(endpoints.getAdminPrivacyPolicy.responses[200])).toEqual(['privacyPolicy']);
    expect(shape(endpoints.saveAdminPrivacyPolicy.responses[200])).toEqual(['privacyPolicy']);
    expect(shape(endpoints.getPublicPrivacyPolicy.responses[200])).toEqual(['privacyPolicy']);
    expect(shape(endpoints.listFeedbacks.responses[200])).toEqual(['feedbacks']);
    expect(shape(endpoints.listSupportRequests.responses[200])).toEqual(['supportRequests']);
    expect(shape(endpoints.getPrivateSuiteProfile.responses[200])).toEqual(['profile']);
    expect(shape(endpoints.getSalonProfile.responses[200])).toEqual(expect.arrayContaining(['id', 'fullName', 'UserInformation']));
    expect(shape(endpoints.listPrivateSuites.responses[200])).toEqual(expect.arrayContaining(['data', 'totalPages']));
    // SPEC.md's plain array, or (with page, limit, sort or search) one page.
    for (const name of ['listProfessionals', 'listSalons'] as const) {
      const answer = endpoints[name].responses[200];
      expect(answer).toBeInstanceOf(z.ZodUnion);
      expect(answer.safeParse([]).success).toBe(true);
      expect(answer.safeParse({ data: [], total: 0, page: 1, limit: 10, totalPages: 0 }).success).toBe(true);
      expect(answer.safeParse({ data: [] }).success).toBe(false);
    }
    // SPEC.md's { message }, plus the additive audit entry and version (optional: the spec's backend sends neither).
    for (const name of ['suspendSalon', 'unsuspendProfessional', 'deleteUser'] as const) {
      expect(shape(endpoints[name].responses[200])).toEqual(['message', 'entry', 'version']);
      expect((z.toJSONSchema(endpoints[name].responses[200]) as { required?: string[] }).required).toEqual(['message']);
    }
  });

  it('types requests and answers from the table', () => {
    const body: RequestBody<'login'> = { email: 'admin@example.com', password: 'secret' };
    const answer: SuccessResponse<'listFeedbacks'> = { feedbacks: [] };
    const nothing: RequestBody<'getDashboardSummary'> = undefined;
    expect(endpoints.login.body.parse(body)).toEqual(body);
    expect(endpoints.listFeedbacks.responses[200].parse(answer)).toEqual(answer);
    expect(nothing).toBeUndefined();
  });
});

describe('pathFor and toOpenApiPath', () => {
  it('fills :id segments, encoding the value', () => {
    expect(pathFor(endpoints.suspendSalon.path, { id: 12 })).toBe('/api/admin/salons/12/suspend');
    expect(pathFor('/api/admin/users/:id', { id: 'a/b' })).toBe('/api/admin/users/a%2Fb');
    expect(pathFor('/api/admin/profile', {})).toBe('/api/admin/profile');
  });

  it('throws instead of building a url with a missing value', () => {
    expect(() => pathFor('/api/admin/users/:id', {} as { id: number })).toThrow(/no value for :id/);
  });

  it('writes OpenAPI parameters in braces', () => {
    expect(toOpenApiPath('/api/admin/profile/salon/:id')).toBe('/api/admin/profile/salon/{id}');
  });
});

describe('buildOpenApiDocument', () => {
  const document = buildOpenApiDocument();
  type Operation = {
    operationId: string;
    security: unknown[];
    parameters?: { name: string; in: string; required: boolean }[];
    requestBody?: { content: Record<string, { schema: { $ref: string } }> };
    responses: Record<string, { content: Record<string, { schema: { $ref: string } }> }>;
  };
  const operation = (path: string, method: string) => document.paths[path]?.[method] as Operation | undefined;

  it('is an OpenAPI 3.1 document with one operation per row of the table', () => {
    expect(document.openapi).toBe('3.1.0');
    for (const [name, endpoint] of rows) {
      expect(operation(toOpenApiPath(endpoint.path), endpoint.method.toLowerCase())?.operationId).toBe(name);
    }
    const operations = Object.values(document.paths).flatMap((item) => Object.keys(item));
    expect(operations).toHaveLength(rows.length);
  });

  it('requires bearer auth on admin routes only', () => {
    expect(document.components.securitySchemes.bearerAuth).toEqual(expect.objectContaining({ type: 'http', scheme: 'bearer' }));
    expect(operation('/api/admin/salons', 'get')?.security).toEqual([{ bearerAuth: [] }]);
    expect(operation('/api/admin/login', 'post')?.security).toEqual([]);
    expect(operation('/api/support', 'post')?.security).toEqual([]);
  });

  it('describes path and query parameters, with defaults optional', () => {
    expect(operation('/api/admin/users/{id}', 'delete')?.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
    ]);
    const query = operation('/api/admin/private-suites', 'get')?.parameters ?? [];
    expect(query.map((parameter) => [parameter.name, parameter.in, parameter.required])).toEqual([
      ['page', 'query', false],
      ['limit', 'query', false],
      ['search', 'query', false],
      ['sort', 'query', false],
      ['order', 'query', false],
    ]);
  });

  it('resolves every $ref to a named component schema', () => {
    const refs = JSON.stringify(document).match(/"\$ref":"[^"]+"/g) ?? [];
    expect(refs.length).toBeGreaterThan(rows.length);
    const missing = refs
      .map((ref) => ref.replace(/^"\$ref":"#\/components\/schemas\//, '').replace(/"$/, ''))
      .filter((name) => document.components.schemas[name] === undefined);
    expect(missing).toEqual([]);
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['LoginRequest', 'LoginResponse', 'ErrorResponse', 'PrivateSuitesResponse', 'SupportRequestCreate']),
    );
  });

  it('keeps request bodies strict and marks required fields', () => {
    const login = document.components.schemas.LoginRequest as { additionalProperties: boolean; required: string[] };
    expect(login.additionalProperties).toBe(false);
    expect(login.required.toSorted()).toEqual(['email', 'password']);
    expect(operation('/api/support', 'post')?.responses['201']).toBeDefined();
  });

  it('describes the optional moderation bodies and the CSV export', () => {
    const suspend = document.paths['/api/admin/salons/{id}/suspend']?.put as Operation & { requestBody: { required: boolean } };
    expect(suspend.requestBody.required).toBe(false);
    expect(suspend.requestBody.content['application/json']?.schema.$ref).toBe('#/components/schemas/SuspendRequest');
    const unsuspend = document.components.schemas.UnsuspendRequest as { properties: object; required?: string[] };
    expect(Object.keys(unsuspend.properties)).toEqual(['reason', 'note', 'notice']);
    expect(unsuspend.required ?? []).toEqual([]);
    expect((document.components.schemas.DeleteRequest as { required: string[] }).required).toEqual(['reason']);
    expect(Object.keys(operation('/api/admin/audit-log.csv', 'get')?.responses['200']?.content ?? {})).toEqual(['text/csv']);
  });

  it('survives a JSON round trip unchanged', () => {
    expect(JSON.parse(JSON.stringify(document))).toEqual(document);
  });
});
