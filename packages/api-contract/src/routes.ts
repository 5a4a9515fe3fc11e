/*
 * Where each endpoint lives: its method, path and whether it needs an admin session, without the
 * schemas. endpoints.ts completes each row into the full table (the one place a call is described);
 * this part stands alone so that a browser client can build its calls from it without bundling zod.
 */

import type { Permission } from './staffTexts';

export const httpMethods = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type HttpMethod = (typeof httpMethods)[number];

/** `public`: no token. `admin`: a bearer token of a staff session, checked on the server with the row's `permission`. */
export const authModes = ['public', 'admin'] as const;
export type AuthMode = (typeof authModes)[number];

export type EndpointRoute = {
  method: HttpMethod;
  /** Fastify-style path: `:id` marks a parameter. */
  path: string;
  auth: AuthMode;
  /** On admin routes: what the caller's staff role must allow (staffTexts.ts), checked on the server. */
  permission?: Permission;
  /** The call needs a factor given in the last `securityLimits.reauthMinutes` (POST /api/admin/reauth). */
  reauth?: true;
};

/** The method, path and auth of every endpoint, keyed by operation name as in `endpoints`. */
export const endpointRoutes = {
  login: { method: 'POST', path: '/api/admin/login', auth: 'public' },
  logout: { method: 'POST', path: '/api/admin/logout', auth: 'admin', permission: 'self' },
  getDashboardSummary: { method: 'GET', path: '/api/admin/dashboard-summary', auth: 'admin', permission: 'read' },
  getAdminProfile: { method: 'GET', path: '/api/admin/profile', auth: 'admin', permission: 'self' },
  updateAdminProfile: { method: 'PUT', path: '/api/admin/profile', auth: 'admin', permission: 'self' },
  changePassword: { method: 'PUT', path: '/api/admin/password', auth: 'admin', permission: 'self' },
  listPrivateSuites: { method: 'GET', path: '/api/admin/private-suites', auth: 'admin', permission: 'read' },
  suspendPrivateSuite: { method: 'PUT', path: '/api/admin/private-suites/:id/suspend', auth: 'admin', permission: 'moderate' },
  unsuspendPrivateSuite: { method: 'PUT', path: '/api/admin/private-suites/:id/unsuspend', auth: 'admin', permission: 'moderate' },
  listProfessionals: { method: 'GET', path: '/api/admin/professionals', auth: 'admin', permission: 'read' },
  suspendProfessional: { method: 'PUT', path: '/api/admin/professionals/:id/suspend', auth: 'admin', permission: 'moderate' },
  unsuspendProfessional: { method: 'PUT', path: '/api/admin/professionals/:id/unsuspend', auth: 'admin', permission: 'moderate' },
  listSalons: { method: 'GET', path: '/api/admin/salons', auth: 'admin', permission: 'read' },
  suspendSalon: { method: 'PUT', path: '/api/admin/salons/:id/suspend', auth: 'admin', permission: 'moderate' },
  unsuspendSalon: { method: 'PUT', path: '/api/admin/salons/:id/unsuspend', auth: 'admin', permission: 'moderate' },
  deleteUser: { method: 'DELETE', path: '/api/admin/users/:id', auth: 'admin', permission: 'delete', reauth: true },
  getPrivateSuiteProfile: { method: 'GET', path: '/api/admin/profile/private-suite/:id', auth: 'admin', permission: 'read' },
  getSalonProfile: { method: 'GET', path: '/api/admin/profile/salon/:id', auth: 'admin', permission: 'read' },
  getProfessionalProfile: { method: 'GET', path: '/api/admin/profile/professional/:id', auth: 'admin', permission: 'read' },
  getAdminPrivacyPolicy: { method: 'GET', path: '/api/admin/privacy-policy', auth: 'admin', permission: 'read' },
  saveAdminPrivacyPolicy: { method: 'POST', path: '/api/admin/privacy-policy', auth: 'admin', permission: 'content', reauth: true },
  getAdminTerms: { method: 'GET', path: '/api/admin/terms', auth: 'admin', permission: 'read' },
  saveAdminTerms: { method: 'POST', path: '/api/admin/terms', auth: 'admin', permission: 'content', reauth: true },
  getPublicPrivacyPolicy: { method: 'GET', path: '/api/public/privacy-policy', auth: 'public' },
  getPublicTerms: { method: 'GET', path: '/api/public/terms', auth: 'public' },
  createSupportRequest: { method: 'POST', path: '/api/support', auth: 'public' },
  listFeedbacks: { method: 'GET', path: '/api/admin/feedbacks', auth: 'admin', permission: 'read' },
  listSupportRequests: { method: 'GET', path: '/api/admin/support-requests', auth: 'admin', permission: 'read' },
  getAuditLog: { method: 'GET', path: '/api/admin/audit-log', auth: 'admin', permission: 'read' },
  exportAuditLog: { method: 'GET', path: '/api/admin/audit-log.csv', auth: 'admin', permission: 'read' },
  getAccountHistory: { method: 'GET', path: '/api/admin/accounts/:id/history', auth: 'admin', permission: 'read' },
  listDeletedAccounts: { method: 'GET', path: '/api/admin/deleted-accounts', auth: 'admin', permission: 'read' },
  restoreUser: { method: 'POST', path: '/api/admin/users/:id/restore', auth: 'admin', permission: 'delete' },
  bulkModerate: { method: 'POST', path: '/api/admin/accounts/bulk', auth: 'admin', permission: 'moderate' },
  undoActions: { method: 'POST', path: '/api/admin/undo', auth: 'admin', permission: 'moderate' },
  listMatchingAccounts: { method: 'GET', path: '/api/admin/accounts/matching', auth: 'admin', permission: 'read' },
  // Issue 17: staff access.
  loginMfa: { method: 'POST', path: '/api/admin/login/mfa', auth: 'public' },
  loginPasskeyOptions: { method: 'POST', path: '/api/admin/login/passkey/options', auth: 'public' },
  loginPasskey: { method: 'POST', path: '/api/admin/login/passkey', auth: 'public' },
  enrollSetup: { method: 'POST', path: '/api/admin/login/enroll/setup', auth: 'public' },
  enrollConfirm: { method: 'POST', path: '/api/admin/login/enroll/confirm', auth: 'public' },
  getSecurity: { method: 'GET', path: '/api/admin/security', auth: 'admin', permission: 'self' },
  setupTotp: { method: 'POST', path: '/api/admin/mfa/totp/setup', auth: 'admin', permission: 'self' },
  confirmTotp: { method: 'POST', path: '/api/admin/mfa/totp/confirm', auth: 'admin', permission: 'self' },
  disableTotp: { method: 'DELETE', path: '/api/admin/mfa/totp', auth: 'admin', permission: 'self' },
  renewRecoveryCodes: { method: 'POST', path: '/api/admin/mfa/recovery-codes', auth: 'admin', permission: 'self' },
  listPasskeys: { method: 'GET', path: '/api/admin/passkeys', auth: 'admin', permission: 'self' },
  passkeyOptions: { method: 'POST', path: '/api/admin/passkeys/options', auth: 'admin', permission: 'self' },
  addPasskey: { method: 'POST', path: '/api/admin/passkeys', auth: 'admin', permission: 'self' },
  removePasskey: { method: 'DELETE', path: '/api/admin/passkeys/:id', auth: 'admin', permission: 'self' },
  reauthenticate: { method: 'POST', path: '/api/admin/reauth', auth: 'admin', permission: 'self' },
  listSessions: { method: 'GET', path: '/api/admin/sessions', auth: 'admin', permission: 'self' },
  revokeSession: { method: 'DELETE', path: '/api/admin/sessions/:id', auth: 'admin', permission: 'self' },
  revokeOtherSessions: { method: 'DELETE', path: '/api/admin/sessions', auth: 'admin', permission: 'self' },
  listStaff: { method: 'GET', path: '/api/admin/staff', auth: 'admin', permission: 'staff' },
  inviteStaff: { method: 'POST', path: '/api/admin/staff/invitations', auth: 'admin', permission: 'staff', reauth: true },
  revokeInvitation: { method: 'DELETE', path: '/api/admin/staff/invitations/:id', auth: 'admin', permission: 'staff', reauth: true },
  changeStaffRole: { method: 'PUT', path: '/api/admin/staff/:id', auth: 'admin', permission: 'staff', reauth: true },
  deactivateStaff: { method: 'POST', path: '/api/admin/staff/:id/deactivate', auth: 'admin', permission: 'staff', reauth: true },
  reactivateStaff: { method: 'POST', path: '/api/admin/staff/:id/reactivate', auth: 'admin', permission: 'staff', reauth: true },
  lookupInvitation: { method: 'POST', path: '/api/admin/invitations/lookup', auth: 'public' },
  acceptInvitation: { method: 'POST', path: '/api/admin/invitations/accept', auth: 'public' },
  health: { method: 'GET', path: '/healthz', auth: 'public' },
  getOpenApiDocument: { method: 'GET', path: '/api/openapi.json', auth: 'public' },
} as const satisfies Record<string, EndpointRoute>;

export type EndpointRoutes = typeof endpointRoutes;

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
