/*
 * MSW handlers for every call of SPEC.md section 7, answering from the in-memory `db` with the shapes
 * the contract fixes. Used by the app's tests (msw/node) and its screen stories (the browser worker).
 * Protected calls answer 401 without the mock token, like the real server.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { toPagedResponse } from '@chairside/api-contract/fixtures';
import {
  dashboardSummary,
  db,
  mockToken,
  privateSuiteItems,
  professionalItems,
  salonItems,
} from './db';

const message = (text: string, status: number) => HttpResponse.json({ message: text }, { status });

const authorised = (request: Request) => request.headers.get('authorization') === `Bearer ${db.token || mockToken}`;

/** Wraps a protected handler: 401 `{ message }` without the right bearer token. */
const admin =
  (resolver: (info: { request: Request; params: Record<string, string | readonly string[] | undefined> }) => Response | Promise<Response>) =>
  (info: { request: Request; params: Record<string, string | readonly string[] | undefined> }) =>
    authorised(info.request) ? resolver(info) : message('Authentication required. Please log in.', 401);

const idOf = (params: Record<string, string | readonly string[] | undefined>) => Number(params.id);

type Kind = 'professionals' | 'salons' | 'private-suites';
const listOf = (kind: Kind) =>
  kind === 'professionals' ? db.professionals : kind === 'salons' ? db.salons : db.privateSuites;

function setSuspended(kind: Kind, suspended: boolean) {
  return admin(({ params }) => {
    const account = listOf(kind).find((item) => item.id === idOf(params));
    if (!account) return message('Not found.', 404);
    account.isSuspended = suspended;
    return HttpResponse.json({ message: suspended ? 'Account suspended.' : 'Account unsuspended.' });
  });
}

export const handlers: HttpHandler[] = [
  http.post('*/api/admin/login', async ({ request }) => {
    const body = (await request.json().catch(() => null)) as { email?: string; password?: string } | null;
    if (!body?.email || !body.password) return message('Email and password are required.', 400);
    if (body.email.toLowerCase() !== db.admin.email || body.password !== db.password) {
      return message('Invalid credentials. Please try again.', 401);
    }
    return HttpResponse.json({ token: db.token, role: 'admin', message: 'Login successful.' });
  }),
  http.post('*/api/admin/logout', admin(() => HttpResponse.json({ message: 'Logged out.' }))),
  http.get('*/api/admin/dashboard-summary', admin(() => HttpResponse.json(dashboardSummary()))),
  http.get('*/api/admin/profile', admin(() => HttpResponse.json(db.admin))),
  http.put(
    '*/api/admin/profile',
    admin(async ({ request }) => {
      const body = (await request.json()) as Partial<typeof db.admin>;
      db.admin = { ...db.admin, ...body };
      return HttpResponse.json(db.admin);
    }),
  ),
  http.put(
    '*/api/admin/password',
    admin(async ({ request }) => {
      const body = (await request.json()) as { currentPassword?: string; newPassword?: string };
      if (body.currentPassword !== db.password) return message('The current password is incorrect.', 400);
      if (!body.newPassword || body.newPassword.length < 8) {
        return message('The new password must be at least 8 characters long.', 400);
      }
      db.password = body.newPassword;
      return HttpResponse.json({ message: 'Password changed successfully.' });
    }),
  ),
  http.get('*/api/admin/professionals', admin(() => HttpResponse.json(professionalItems()))),
  http.get('*/api/admin/salons', admin(() => HttpResponse.json(salonItems()))),
  http.get(
    '*/api/admin/private-suites',
    admin(({ request }) => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page') ?? '1');
      const limit = Number(url.searchParams.get('limit') ?? '10');
      const items = privateSuiteItems().toSorted((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
      return HttpResponse.json(toPagedResponse(items, page, limit));
    }),
  ),
  http.put('*/api/admin/professionals/:id/suspend', setSuspended('professionals', true)),
  http.put('*/api/admin/professionals/:id/unsuspend', setSuspended('professionals', false)),
  http.put('*/api/admin/salons/:id/suspend', setSuspended('salons', true)),
  http.put('*/api/admin/salons/:id/unsuspend', setSuspended('salons', false)),
  http.put('*/api/admin/private-suites/:id/suspend', setSuspended('private-suites', true)),
  http.put('*/api/admin/private-suites/:id/unsuspend', setSuspended('private-suites', false)),
  http.delete(
    '*/api/admin/users/:id',
    admin(({ params }) => {
      const id = idOf(params);
      for (const list of [db.professionals, db.salons, db.privateSuites]) {
        const index = list.findIndex((item) => item.id === id);
        if (index >= 0) {
          list.splice(index, 1);
          return HttpResponse.json({ message: 'Account deleted.' });
        }
      }
      return message('Not found.', 404);
    }),
  ),
  http.get(
    '*/api/admin/profile/professional/:id',
    admin(({ params }) => {
      const profile = db.professionals.find((item) => item.id === idOf(params));
      return profile ? HttpResponse.json(profile) : message('Not found.', 404);
    }),
  ),
  http.get(
    '*/api/admin/profile/salon/:id',
    admin(({ params }) => {
      const profile = db.salons.find((item) => item.id === idOf(params));
      return profile ? HttpResponse.json(profile) : message('Not found.', 404);
    }),
  ),
  http.get(
    '*/api/admin/profile/private-suite/:id',
    admin(({ params }) => {
      const profile = db.privateSuites.find((item) => item.id === idOf(params));
      return profile ? HttpResponse.json({ profile }) : message('Not found.', 404);
    }),
  ),
  http.get('*/api/admin/privacy-policy', admin(() => HttpResponse.json({ privacyPolicy: db.privacyPolicy }))),
  http.post(
    '*/api/admin/privacy-policy',
    admin(async ({ request }) => {
      const { content } = (await request.json()) as { content: string };
      db.privacyPolicy = { ...db.privacyPolicy, content, updatedAt: new Date().toISOString() };
      return HttpResponse.json({ privacyPolicy: db.privacyPolicy });
    }),
  ),
  http.get('*/api/admin/terms', admin(() => HttpResponse.json({ terms: db.terms }))),
  http.post(
    '*/api/admin/terms',
    admin(async ({ request }) => {
      const { content } = (await request.json()) as { content: string };
      db.terms = { ...db.terms, content, updatedAt: new Date().toISOString() };
      return HttpResponse.json({ terms: db.terms });
    }),
  ),
  http.get('*/api/public/privacy-policy', () => HttpResponse.json({ privacyPolicy: db.privacyPolicy })),
  http.get('*/api/public/terms', () => HttpResponse.json({ terms: db.terms })),
  http.post('*/api/support', async ({ request }) => {
    const body = (await request.json()) as { email: string; headline: string; description: string };
    db.supportRequests.unshift({
      id: Math.max(0, ...db.supportRequests.map((item) => item.id)) + 1,
      ...body,
      createdAt: new Date().toISOString(),
    });
    return HttpResponse.json({ message: 'Support request submitted successfully.' }, { status: 201 });
  }),
  http.get('*/api/admin/feedbacks', admin(() => HttpResponse.json({ feedbacks: db.feedbacks }))),
  http.get('*/api/admin/support-requests', admin(() => HttpResponse.json({ supportRequests: db.supportRequests }))),
];

/** A handler that answers `path` (any method given) with an error `{ message }`, for error states. */
export const failing = (method: 'get' | 'post' | 'put' | 'delete', path: string, status: number, text: string) =>
  http[method](`*${path}`, () => message(text, status));

/** A handler that never answers `path` in time (for loading states): waits `ms` then answers 503. */
export const hanging = (method: 'get' | 'post' | 'put' | 'delete', path: string, ms = 60_000) =>
  http[method](`*${path}`, async () => {
    await delay(ms);
    return message('Timed out.', 503);
  });
