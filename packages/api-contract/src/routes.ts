/*
 * Where each endpoint lives: its method, path and whether it needs an admin session, without the
 * schemas. endpoints.ts completes each row into the full table (the one place a call is described);
 * this part stands alone so that a browser client can build its calls from it without bundling zod.
 */

export const httpMethods = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type HttpMethod = (typeof httpMethods)[number];

/** `public`: no token. `admin`: a bearer token of a staff session, checked on the server with the row's permission (access.ts). */
export const authModes = ['public', 'admin'] as const;
export type AuthMode = (typeof authModes)[number];

export type EndpointRoute = {
  method: HttpMethod;
  /** Fastify-style path: `:id` marks a parameter. */
  path: string;
  auth: AuthMode;
};

/** The method, path and auth of every endpoint, keyed by operation name as in `endpoints`. */
export const endpointRoutes = {
  login: { method: 'POST', path: '/api/admin/login', auth: 'public' },
  logout: { method: 'POST', path: '/api/admin/logout', auth: 'admin' },
  getDashboardSummary: { method: 'GET', path: '/api/admin/dashboard-summary', auth: 'admin' },
  getAdminProfile: { method: 'GET', path: '/api/admin/profile', auth: 'admin' },
  updateAdminProfile: { method: 'PUT', path: '/api/admin/profile', auth: 'admin' },
  changePassword: { method: 'PUT', path: '/api/admin/password', auth: 'admin' },
  listPrivateSuites: { method: 'GET', path: '/api/admin/private-suites', auth: 'admin' },
  suspendPrivateSuite: { method: 'PUT', path: '/api/admin/private-suites/:id/suspend', auth: 'admin' },
  unsuspendPrivateSuite: { method: 'PUT', path: '/api/admin/private-suites/:id/unsuspend', auth: 'admin' },
  listProfessionals: { method: 'GET', path: '/api/admin/professionals', auth: 'admin' },
  suspendProfessional: { method: 'PUT', path: '/api/admin/professionals/:id/suspend', auth: 'admin' },
  unsuspendProfessional: { method: 'PUT', path: '/api/admin/professionals/:id/unsuspend', auth: 'admin' },
  listSalons: { method: 'GET', path: '/api/admin/salons', auth: 'admin' },
  suspendSalon: { method: 'PUT', path: '/api/admin/salons/:id/suspend', auth: 'admin' },
  unsuspendSalon: { method: 'PUT', path: '/api/admin/salons/:id/unsuspend', auth: 'admin' },
  deleteUser: { method: 'DELETE', path: '/api/admin/users/:id', auth: 'admin' },
  getPrivateSuiteProfile: { method: 'GET', path: '/api/admin/profile/private-suite/:id', auth: 'admin' },
  getSalonProfile: { method: 'GET', path: '/api/admin/profile/salon/:id', auth: 'admin' },
  getProfessionalProfile: { method: 'GET', path: '/api/admin/profile/professional/:id', auth: 'admin' },
  getAdminPrivacyPolicy: { method: 'GET', path: '/api/admin/privacy-policy', auth: 'admin' },
  saveAdminPrivacyPolicy: { method: 'POST', path: '/api/admin/privacy-policy', auth: 'admin' },
  getAdminTerms: { method: 'GET', path: '/api/admin/terms', auth: 'admin' },
  saveAdminTerms: { method: 'POST', path: '/api/admin/terms', auth: 'admin' },
  getPublicPrivacyPolicy: { method: 'GET', path: '/api/public/privacy-policy', auth: 'public' },
  getPublicTerms: { method: 'GET', path: '/api/public/terms', auth: 'public' },
  createSupportRequest: { method: 'POST', path: '/api/support', auth: 'public' },
  listFeedbacks: { method: 'GET', path: '/api/admin/feedbacks', auth: 'admin' },
  listSupportRequests: { method: 'GET', path: '/api/admin/support-requests', auth: 'admin' },
  getAuditLog: { method: 'GET', path: '/api/admin/audit-log', auth: 'admin' },
  exportAuditLog: { method: 'GET', path: '/api/admin/audit-log.csv', auth: 'admin' },
  getAccountHistory: { method: 'GET', path: '/api/admin/accounts/:id/history', auth: 'admin' },
  listDeletedAccounts: { method: 'GET', path: '/api/admin/deleted-accounts', auth: 'admin' },
  restoreUser: { method: 'POST', path: '/api/admin/users/:id/restore', auth: 'admin' },
  bulkModerate: { method: 'POST', path: '/api/admin/accounts/bulk', auth: 'admin' },
  undoActions: { method: 'POST', path: '/api/admin/undo', auth: 'admin' },
  listMatchingAccounts: { method: 'GET', path: '/api/admin/accounts/matching', auth: 'admin' },
  // Issue 17: staff access.
  loginMfa: { method: 'POST', path: '/api/admin/login/mfa', auth: 'public' },
  loginPasskeyOptions: { method: 'POST', path: '/api/admin/login/passkey/options', auth: 'public' },
  loginPasskey: { method: 'POST', path: '/api/admin/login/passkey', auth: 'public' },
  enrollSetup: { method: 'POST', path: '/api/admin/login/enroll/setup', auth: 'public' },
  enrollConfirm: { method: 'POST', path: '/api/admin/login/enroll/confirm', auth: 'public' },
  getSecurity: { method: 'GET', path: '/api/admin/security', auth: 'admin' },
  setupTotp: { method: 'POST', path: '/api/admin/mfa/totp/setup', auth: 'admin' },
  confirmTotp: { method: 'POST', path: '/api/admin/mfa/totp/confirm', auth: 'admin' },
  disableTotp: { method: 'DELETE', path: '/api/admin/mfa/totp', auth: 'admin' },
  renewRecoveryCodes: { method: 'POST', path: '/api/admin/mfa/recovery-codes', auth: 'admin' },
  listPasskeys: { method: 'GET', path: '/api/admin/passkeys', auth: 'admin' },
  passkeyOptions: { method: 'POST', path: '/api/admin/passkeys/options', auth: 'admin' },
  addPasskey: { method: 'POST', path: '/api/admin/passkeys', auth: 'admin' },
  removePasskey: { method: 'DELETE', path: '/api/admin/passkeys/:id', auth: 'admin' },
  reauthenticate: { method: 'POST', path: '/api/admin/reauth', auth: 'admin' },
  listSessions: { method: 'GET', path: '/api/admin/sessions', auth: 'admin' },
  revokeSession: { method: 'DELETE', path: '/api/admin/sessions/:id', auth: 'admin' },
  revokeOtherSessions: { method: 'DELETE', path: '/api/admin/sessions', auth: 'admin' },
  listStaff: { method: 'GET', path: '/api/admin/staff', auth: 'admin' },
  inviteStaff: { method: 'POST', path: '/api/admin/staff/invitations', auth: 'admin' },
  revokeInvitation: { method: 'DELETE', path: '/api/admin/staff/invitations/:id', auth: 'admin' },
  changeStaffRole: { method: 'PUT', path: '/api/admin/staff/:id', auth: 'admin' },
  deactivateStaff: { method: 'POST', path: '/api/admin/staff/:id/deactivate', auth: 'admin' },
  reactivateStaff: { method: 'POST', path: '/api/admin/staff/:id/reactivate', auth: 'admin' },
  lookupInvitation: { method: 'POST', path: '/api/admin/invitations/lookup', auth: 'public' },
  acceptInvitation: { method: 'POST', path: '/api/admin/invitations/accept', auth: 'public' },
  // Issue 18: policy and terms revisions.
  listPrivacyPolicyRevisions: { method: 'GET', path: '/api/admin/privacy-policy/revisions', auth: 'admin' },
  getPrivacyPolicyRevision: { method: 'GET', path: '/api/admin/privacy-policy/revisions/:id', auth: 'admin' },
  restorePrivacyPolicyRevision: { method: 'POST', path: '/api/admin/privacy-policy/revisions/:id/restore', auth: 'admin' },
  cancelPrivacyPolicyRevision: { method: 'POST', path: '/api/admin/privacy-policy/revisions/:id/cancel', auth: 'admin' },
  listTermsRevisions: { method: 'GET', path: '/api/admin/terms/revisions', auth: 'admin' },
  getTermsRevision: { method: 'GET', path: '/api/admin/terms/revisions/:id', auth: 'admin' },
  restoreTermsRevision: { method: 'POST', path: '/api/admin/terms/revisions/:id/restore', auth: 'admin' },
  cancelTermsRevision: { method: 'POST', path: '/api/admin/terms/revisions/:id/cancel', auth: 'admin' },
  health: { method: 'GET', path: '/healthz', auth: 'public' },
  ready: { method: 'GET', path: '/readyz', auth: 'public' },
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
