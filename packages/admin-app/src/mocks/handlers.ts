/*
 * MSW handlers for every call of SPEC.md section 7, built from api-contract's endpoint table: a handler
 * names its endpoint, and the method and path come from the table. They answer from the in-memory `db`
 * with the shapes the contract fixes and the server's own messages. Bodies are checked with the
 * endpoint's schema, as the server checks them. Protected calls answer 401 without the mock token.
 * Used by the app's tests (msw/node) and its screen stories (the browser worker).
 */
import { delay, http, HttpResponse, type DefaultBodyType, type HttpHandler, type HttpResponseResolver, type PathParams } from 'msw';
import {
  describeZodError,
  endpointRoutes,
  endpoints,
  serverMessages,
  type AccountKind,
  type EndpointDefinition,
  type EndpointName,
  type HttpMethod,
  type ParsedRequestBody,
} from '@chairside/api-contract';
import { toPagedResponse } from '@chairside/api-contract/demo';
import { dashboardSummary, db, mockToken, privateSuiteItems, professionalItems, salonItems } from './db';

const message = (text: string, status: number) => HttpResponse.json({ message: text }, { status });

const verbOf = (method: HttpMethod) => method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';

/** A raw handler for the endpoint's method and path (on any origin), with no session check. */
const on = (name: EndpointName, resolver: HttpResponseResolver<PathParams, DefaultBodyType>): HttpHandler =>
  http[verbOf(endpointRoutes[name].method)](`*${endpointRoutes[name].path}`, resolver);

/**
 * A handler for one endpoint of the table: `resolver` answers its method and path (on any origin). An
 * admin endpoint answers 401 `{ message }` without the mock session's bearer token, before `resolver`.
 */
export function handle(name: EndpointName, resolver: HttpResponseResolver<PathParams, DefaultBodyType>): HttpHandler {
  const { auth } = endpointRoutes[name];
  return on(name, (info) => {
    if (auth === 'admin' && info.request.headers.get('authorization') !== `Bearer ${db.token || mockToken}`) {
      return message(serverMessages.unauthenticated, 401);
    }
    return resolver(info);
  });
}

/** The request's body parsed by the endpoint's schema, or the 400 answer the server would give. */
async function bodyOf<N extends EndpointName>(
  name: N,
  request: Request,
): Promise<{ body: ParsedRequestBody<N>; refusal?: never } | { body?: never; refusal: Response }> {
  const schema: EndpointDefinition['body'] = endpoints[name].body;
  const parsed = schema?.safeParse(await request.json().catch(() => undefined));
  if (!parsed?.success) return { refusal: message(parsed ? describeZodError(parsed.error) : 'Bad request.', 400) };
  return { body: parsed.data as ParsedRequestBody<N> };
}

const idOf = (params: PathParams) => Number(params.id);

const accountsOf = (kind: AccountKind) =>
  kind === 'professional' ? db.professionals : kind === 'salon' ? db.salons : db.privateSuites;

/** Suspends or unsuspends the account of `kind` named by the path's :id. */
const suspension = (kind: AccountKind, isSuspended: boolean) => (({ params }) => {
  const account = accountsOf(kind).find((item) => item.id === idOf(params));
  if (!account) return message(serverMessages.notFound, 404);
  account.isSuspended = isSuspended;
  return HttpResponse.json({ message: isSuspended ? serverMessages.suspended : serverMessages.unsuspended });
}) satisfies HttpResponseResolver<PathParams, DefaultBodyType>;

/**
 * The admin's read and save of a stored document and the public read of it; each answer holds the
 * document under its name, `{ privacyPolicy }` or `{ terms }`.
 */
const documentHandlers = (
  name: 'privacyPolicy' | 'terms',
  calls: {
    read: 'getAdminPrivacyPolicy' | 'getAdminTerms';
    save: 'saveAdminPrivacyPolicy' | 'saveAdminTerms';
    publicRead: 'getPublicPrivacyPolicy' | 'getPublicTerms';
  },
) => [
  handle(calls.read, () => HttpResponse.json({ [name]: db[name] })),
  handle(calls.save, async ({ request }) => {
    const { body, refusal } = await bodyOf(calls.save, request);
    if (refusal) return refusal;
    db[name] = { ...db[name], content: body.content, updatedAt: new Date().toISOString() };
    return HttpResponse.json({ [name]: db[name] });
  }),
  handle(calls.publicRead, () => HttpResponse.json({ [name]: db[name] })),
];

export const handlers: HttpHandler[] = [
  handle('login', async ({ request }) => {
    const { body, refusal } = await bodyOf('login', request);
    if (refusal) return refusal;
    if (body.email.toLowerCase() !== db.admin.email || body.password !== db.password) {
      return message(serverMessages.invalidCredentials, 401);
    }
    return HttpResponse.json({ token: db.token, role: 'admin', message: serverMessages.loginSucceeded });
  }),
  handle('logout', () => HttpResponse.json({ message: serverMessages.loggedOut })),
  handle('getDashboardSummary', () => HttpResponse.json(dashboardSummary())),
  handle('getAdminProfile', () => HttpResponse.json(db.admin)),
  handle('updateAdminProfile', async ({ request }) => {
    const { body, refusal } = await bodyOf('updateAdminProfile', request);
    if (refusal) return refusal;
    db.admin = { ...db.admin, ...body };
    return HttpResponse.json(db.admin);
  }),
  handle('changePassword', async ({ request }) => {
    const { body, refusal } = await bodyOf('changePassword', request);
    if (refusal) return refusal;
    if (body.currentPassword !== db.password) return message(serverMessages.wrongCurrentPassword, 400);
    db.password = body.newPassword;
    return HttpResponse.json({ message: serverMessages.passwordChanged });
  }),
  handle('listProfessionals', () => HttpResponse.json(professionalItems())),
  handle('listSalons', () => HttpResponse.json(salonItems())),
  handle('listPrivateSuites', ({ request }) => {
    const url = new URL(request.url);
    const page = Number(url.searchParams.get('page') ?? '1');
    const limit = Number(url.searchParams.get('limit') ?? '10');
    const items = privateSuiteItems().toSorted((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
    return HttpResponse.json(toPagedResponse(items, page, limit));
  }),
  handle('suspendProfessional', suspension('professional', true)),
  handle('unsuspendProfessional', suspension('professional', false)),
  handle('suspendSalon', suspension('salon', true)),
  handle('unsuspendSalon', suspension('salon', false)),
  handle('suspendPrivateSuite', suspension('private-suite', true)),
  handle('unsuspendPrivateSuite', suspension('private-suite', false)),
  handle('deleteUser', ({ params }) => {
    const id = idOf(params);
    for (const list of [db.professionals, db.salons, db.privateSuites]) {
      const index = list.findIndex((item) => item.id === id);
      if (index >= 0) {
        list.splice(index, 1);
        return HttpResponse.json({ message: serverMessages.deleted });
      }
    }
    return message(serverMessages.notFound, 404);
  }),
  handle('getProfessionalProfile', ({ params }) => {
    const profile = db.professionals.find((item) => item.id === idOf(params));
    return profile ? HttpResponse.json(profile) : message(serverMessages.notFound, 404);
  }),
  handle('getSalonProfile', ({ params }) => {
    const profile = db.salons.find((item) => item.id === idOf(params));
    return profile ? HttpResponse.json(profile) : message(serverMessages.notFound, 404);
  }),
  handle('getPrivateSuiteProfile', ({ params }) => {
    const profile = db.privateSuites.find((item) => item.id === idOf(params));
    return profile ? HttpResponse.json({ profile }) : message(serverMessages.notFound, 404);
  }),
  ...documentHandlers('privacyPolicy', { read: 'getAdminPrivacyPolicy', save: 'saveAdminPrivacyPolicy', publicRead: 'getPublicPrivacyPolicy' }),
  ...documentHandlers('terms', { read: 'getAdminTerms', save: 'saveAdminTerms', publicRead: 'getPublicTerms' }),
  handle('createSupportRequest', async ({ request }) => {
    const { body, refusal } = await bodyOf('createSupportRequest', request);
    if (refusal) return refusal;
    db.supportRequests.unshift({
      id: Math.max(0, ...db.supportRequests.map((item) => item.id)) + 1,
      ...body,
      createdAt: new Date().toISOString(),
    });
    return HttpResponse.json({ message: serverMessages.supportCreated }, { status: 201 });
  }),
  handle('listFeedbacks', () => HttpResponse.json({ feedbacks: db.feedbacks })),
  handle('listSupportRequests', () => HttpResponse.json({ supportRequests: db.supportRequests })),
];

/**
 * A handler that answers the endpoint with `status` and `body` (no body when it is left out), whatever
 * was sent: `answering('changePassword', 204)`. It answers before the session check, as a stub should.
 */
export function answering(name: EndpointName, status: number, body?: DefaultBodyType): HttpHandler {
  return on(name, () => (body === undefined ? new HttpResponse(null, { status }) : HttpResponse.json(body, { status })));
}

/**
 * A handler that answers the endpoint with an error `{ message }`, for error states:
 * `failing('listProfessionals', 500, 'Database unavailable.')`.
 */
export function failing(name: EndpointName, status: number, text: string): HttpHandler {
  return answering(name, status, { message: text });
}

/** A handler for which the server cannot be reached: every call of the endpoint fails as a network error. */
export function unreachable(name: EndpointName): HttpHandler {
  return on(name, () => HttpResponse.error());
}

/** A handler that does not answer the endpoint in time (for loading states): waits `ms`, then 503. */
export function hanging(name: EndpointName, ms = 60_000): HttpHandler {
  return on(name, async () => {
    await delay(ms);
    return message('Timed out.', 503);
  });
}

/**
 * A handler that holds each call of the endpoint for `ms`, then lets the handlers after it answer (a
 * resolver that returns nothing passes the request on), so a test sees the busy state end as usual.
 */
export function slow(name: EndpointName, ms: number): HttpHandler {
  return on(name, async () => {
    await delay(ms);
  });
}

/** One call of an endpoint as `recording` saw it: the JSON body (undefined without one) and the bearer header. */
export type RecordedCall = { body: unknown; authorization: string | null };

/**
 * Records every call of the endpoint in `calls` and lets the handlers after it answer, so the mock
 * server still does its work: `const { handler, calls } = recording('createSupportRequest')`.
 */
export function recording(name: EndpointName): { handler: HttpHandler; calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  const handler = on(name, async ({ request }) => {
    // A clone, so the handler that answers can still read the body.
    const body: unknown = await request.clone().json().catch(() => undefined);
    calls.push({ body, authorization: request.headers.get('authorization') });
  });
  return { handler, calls };
}

/** Whether `request` is a call of the endpoint `name` (its method, and its path with any `:params`). */
export function isCallOf(name: EndpointName, request: Request): boolean {
  const { method, path } = endpointRoutes[name];
  const pattern = new RegExp(`${path.replace(/:[A-Za-z_]\w*/g, '[^/]+')}$`);
  return request.method === method && pattern.test(new URL(request.url).pathname);
}
