/*
 * MSW handlers for every call of SPEC.md section 7, built from api-contract's endpoint table: a handler
 * names its endpoint, and the method and path come from the table. They answer from the in-memory `db`
 * with the shapes the contract fixes and the server's own messages. Bodies are checked with the
 * endpoint's schema, as the server checks them. Protected calls answer 401 without the mock token.
 * Used by the app's tests (msw/node) and its screen stories (the browser worker).
 */
import { delay, http, HttpResponse, type DefaultBodyType, type HttpHandler, type HttpResponseResolver, type PathParams } from 'msw';
import {
  accessOf,
  activityCsvFileName,
  auditActionLabels,
  can,
  permissionRefusals,
  noticeStatusLabels,
  endpointRoutes,
  serverMessages,
  type EndpointName,
  type EndpointRoute,
  type HttpMethod,
  type AuditLogEntry,
  type AuditLogFilters,
} from '@chairside/api-contract';
import { toPagedResponse } from '@chairside/api-contract/demo';
import { dashboardSummary, db, mockToken } from './db';
import { accountHistory, deletion, suspension } from './moderation';
import { bulk, deletedAccounts, matchingAccounts, restore, undo } from './recovery';
import { listAccounts } from './lists';
import { bodyOf, message, queryOf } from './respond';
import * as security from './security';
import * as signIn from './signIn';
import * as staff from './staff';
import { revisionResolvers } from './revisions';
import { editedDocuments, type EditedDocumentName } from '../data/documents';

const verbOf = (method: HttpMethod) => method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';

/** A raw handler for the endpoint's method and path (on any origin), with no session check. */
const on = (name: EndpointName, resolver: HttpResponseResolver<PathParams, DefaultBodyType>): HttpHandler =>
  http[verbOf(endpointRoutes[name].method)](`*${endpointRoutes[name].path}`, resolver);

/**
 * A handler for one endpoint of the table: `resolver` answers its method and path (on any origin). An
 * admin endpoint answers 401 `{ message }` without the mock session's bearer token, and 403 with the
 * server's words when the signed-in admin's staff role lacks the row's permission, before `resolver`.
 */
export function handle(name: EndpointName, resolver: HttpResponseResolver<PathParams, DefaultBodyType>): HttpHandler {
  const { auth }: EndpointRoute = endpointRoutes[name];
  const permission = accessOf(name)?.permission;
  return on(name, (info) => {
    if (auth === 'admin' && info.request.headers.get('authorization') !== `Bearer ${db.token || mockToken}`) {
      return message(serverMessages.unauthenticated, 401);
    }
    if (permission && !can(security.currentStaffRole(), permission)) return message(permissionRefusals[permission], 403);
    return resolver(info);
  });
}

/**
 * The log's entries the filters select, newest first, as the server chooses them (dates are ISO instants
 * by now); `entry` selects that entry and those that undo it.
 */
function auditEntries({ entry: entryId, action, actorId, kind, from, to, q }: AuditLogFilters): AuditLogEntry[] {
  const text = q?.trim().toLowerCase();
  return db.auditLog.filter(
    (entry) =>
      (entryId === undefined || entry.id === entryId || entry.undoes === entryId) &&
      (!action || entry.action === action) &&
      (actorId === undefined || entry.actorId === actorId) &&
      (!kind || entry.targetRole === kind) &&
      (!from || Date.parse(entry.createdAt) >= Date.parse(from)) &&
      (!to || Date.parse(entry.createdAt) <= Date.parse(to)) &&
      (!text || [entry.targetName, entry.actorName, entry.actorEmail, entry.detail].some((value) => value?.toLowerCase().includes(text))),
  );
}

/** A CSV cell: quoted when it holds a comma, quote or line break (RFC 4180). */
const csvCell = (value: string | number | null | undefined) => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** The export's rows, a shorter header than the server's: enough for the screens that link to it. */
const auditCsv = (entries: AuditLogEntry[]) =>
  [
    ['When', 'Action', 'Administrator', 'Account', 'Reason', 'Note', 'Notice'],
    ...entries.map((entry) => [
      entry.createdAt,
      auditActionLabels[entry.action],
      entry.actorName,
      entry.targetName,
      entry.reason,
      entry.note,
      entry.notice ? noticeStatusLabels[entry.notice.status] : null,
    ]),
  ]
    .map((row) => row.map(csvCell).join(','))
    .join('\r\n');

const idOf = (params: PathParams) => Number(params.id);

/** The reads, saves and revision calls of one document (mocks/revisions.ts). */
const documentHandlers = (name: EditedDocumentName) => {
  const resolvers = revisionResolvers(name);
  return (Object.keys(resolvers) as (keyof typeof resolvers)[]).map((call) => handle(editedDocuments[name][call], resolvers[call]));
};

export const handlers: HttpHandler[] = [
  // The two-step and enrolment accounts first; every other sign-in passes on to the admin's below.
  handle('login', signIn.twoStepLogin),
  handle('login', async ({ request }) => {
    const { body, refusal } = await bodyOf('login', request);
    if (refusal) return refusal;
    if (body.email.toLowerCase() !== db.admin.email || body.password !== db.password) {
      return message(serverMessages.invalidCredentials, 401);
    }
    return HttpResponse.json({ token: db.token, role: 'admin', message: serverMessages.loginSucceeded });
  }),
  handle('logout', () => HttpResponse.json({ message: serverMessages.loggedOut })),
  handle('loginMfa', signIn.loginMfa),
  handle('loginPasskeyOptions', signIn.loginPasskeyOptions),
  handle('loginPasskey', signIn.loginPasskey),
  handle('enrollSetup', signIn.enrollSetup),
  handle('enrollConfirm', signIn.enrollConfirm),
  handle('lookupInvitation', signIn.lookupInvitation),
  handle('acceptInvitation', signIn.acceptInvitation),
  handle('reauthenticate', signIn.reauthenticate),
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
  handle('listProfessionals', listAccounts('professional')),
  handle('listSalons', listAccounts('salon')),
  handle('listPrivateSuites', listAccounts('private-suite')),
  handle('suspendProfessional', suspension('professional', true)),
  handle('unsuspendProfessional', suspension('professional', false)),
  handle('suspendSalon', suspension('salon', true)),
  handle('unsuspendSalon', suspension('salon', false)),
  handle('suspendPrivateSuite', suspension('private-suite', true)),
  handle('unsuspendPrivateSuite', suspension('private-suite', false)),
  handle('deleteUser', deletion),
  handle('getAccountHistory', accountHistory),
  handle('listDeletedAccounts', deletedAccounts),
  handle('restoreUser', restore),
  handle('bulkModerate', bulk),
  handle('undoActions', undo),
  handle('listMatchingAccounts', matchingAccounts),
  handle('getSecurity', () => HttpResponse.json(security.securityStatus())),
  handle('setupTotp', security.setupTotp),
  handle('confirmTotp', security.confirmTotp),
  handle('disableTotp', security.disableTotp),
  handle('renewRecoveryCodes', security.renewRecoveryCodes),
  handle('listPasskeys', security.listPasskeys),
  handle('passkeyOptions', security.passkeyOptions),
  handle('addPasskey', security.addPasskey),
  handle('removePasskey', security.removePasskey),
  handle('listSessions', security.listSessions),
  handle('revokeSession', security.revokeSession),
  handle('revokeOtherSessions', security.revokeOtherSessions),
  handle('listStaff', staff.listStaff),
  handle('inviteStaff', staff.inviteStaff),
  handle('revokeInvitation', staff.revokeInvitation),
  handle('changeStaffRole', staff.changeStaffRole),
  handle('deactivateStaff', staff.deactivateStaff),
  handle('reactivateStaff', staff.reactivateStaff),
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
  ...documentHandlers('privacyPolicy'),
  ...documentHandlers('terms'),
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
  handle('getAuditLog', ({ request }) => {
    const { query, refusal } = queryOf('getAuditLog', request);
    if (refusal) return refusal;
    return HttpResponse.json(toPagedResponse(auditEntries(query), query.page, query.limit));
  }),
  handle('exportAuditLog', ({ request }) => {
    const { query, refusal } = queryOf('exportAuditLog', request);
    if (refusal) return refusal;
    return HttpResponse.text(`${auditCsv(auditEntries(query))}\r\n`, {
      headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${activityCsvFileName}"` },
    });
  }),
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

/** One call of an endpoint as `recording` saw it: the JSON body (undefined without one), the bearer header and any `If-Match` header. */
export type RecordedCall = { body: unknown; authorization: string | null; ifMatch?: string };

/**
 * Records every call of the endpoint in `calls` (and its url, with the query, in `urls`) and lets the
 * handlers after it answer, so the mock server still does its work:
 * `const { handler, calls } = recording('createSupportRequest')`.
 */
export function recording(name: EndpointName): { handler: HttpHandler; calls: RecordedCall[]; urls: URL[] } {
  const calls: RecordedCall[] = [];
  const urls: URL[] = [];
  const handler = on(name, async ({ request }) => {
    // A clone, so the handler that answers can still read the body.
    const body: unknown = await request.clone().json().catch(() => undefined);
    const ifMatch = request.headers.get('if-match');
    calls.push({ body, authorization: request.headers.get('authorization'), ...(ifMatch === null ? {} : { ifMatch }) });
    urls.push(new URL(request.url));
  });
  return { handler, calls, urls };
}

/** Whether `request` is a call of the endpoint `name` (its method, and its path with any `:params`). */
export function isCallOf(name: EndpointName, request: Request): boolean {
  const { method, path } = endpointRoutes[name];
  const pattern = new RegExp(`${path.replace(/:[A-Za-z_]\w*/g, '[^/]+')}$`);
  return request.method === method && pattern.test(new URL(request.url).pathname);
}
