import type { EndpointRoutes } from './routes';
import type { Permission } from './staffTexts';

/*
 * What each admin route asks of the caller's staff role, and which need a recent factor. Kept apart
 * from routes.ts, which the app's fetch client carries into every page: the server checks these, the
 * app's pages only hide what a role cannot do, so the route table in the browser does without them.
 */

export type RouteAccess = {
  /** What the caller's staff role must allow (staffTexts.ts), checked on the server before the body. */
  permission: Permission;
  /** The call needs a factor given in the last `securityLimits.reauthMinutes` (POST /api/admin/reauth). */
  reauth?: true;
  /**
   * Under REQUIRE_MFA, a session of a staff member without a second factor (opened before the setting
   * was on) may make this call, which setting one up needs; every other call is refused until then.
   */
  enrolment?: true;
};

type AdminRouteName = { [Name in keyof EndpointRoutes]: EndpointRoutes[Name]['auth'] extends 'admin' ? Name : never }[keyof EndpointRoutes];

/** Every admin route's access, and no public route's. */
export const routeAccess: Record<AdminRouteName, RouteAccess> = {
  logout: { permission: 'self', enrolment: true },
  getDashboardSummary: { permission: 'read' },
  getAdminProfile: { permission: 'self', enrolment: true },
  updateAdminProfile: { permission: 'self' },
  changePassword: { permission: 'self' },
  listPrivateSuites: { permission: 'read' },
  suspendPrivateSuite: { permission: 'moderate' },
  unsuspendPrivateSuite: { permission: 'moderate' },
  listProfessionals: { permission: 'read' },
  suspendProfessional: { permission: 'moderate' },
  unsuspendProfessional: { permission: 'moderate' },
  listSalons: { permission: 'read' },
  suspendSalon: { permission: 'moderate' },
  unsuspendSalon: { permission: 'moderate' },
  deleteUser: { permission: 'delete', reauth: true },
  getPrivateSuiteProfile: { permission: 'read' },
  getSalonProfile: { permission: 'read' },
  getProfessionalProfile: { permission: 'read' },
  getAdminPrivacyPolicy: { permission: 'read' },
  saveAdminPrivacyPolicy: { permission: 'content', reauth: true },
  getAdminTerms: { permission: 'read' },
  saveAdminTerms: { permission: 'content', reauth: true },
  listPrivacyPolicyRevisions: { permission: 'read' },
  getPrivacyPolicyRevision: { permission: 'read' },
  restorePrivacyPolicyRevision: { permission: 'content', reauth: true },
  cancelPrivacyPolicyRevision: { permission: 'content', reauth: true },
  listTermsRevisions: { permission: 'read' },
  getTermsRevision: { permission: 'read' },
  restoreTermsRevision: { permission: 'content', reauth: true },
  cancelTermsRevision: { permission: 'content', reauth: true },
  listFeedbacks: { permission: 'read' },
  listSupportRequests: { permission: 'read' },
  getAuditLog: { permission: 'read' },
  exportAuditLog: { permission: 'read' },
  getAccountHistory: { permission: 'read' },
  listDeletedAccounts: { permission: 'read' },
  restoreUser: { permission: 'delete' },
  bulkModerate: { permission: 'moderate' },
  undoActions: { permission: 'moderate' },
  listMatchingAccounts: { permission: 'read' },
  getSecurity: { permission: 'self', enrolment: true },
  // Adding or removing a second factor needs a recent factor the staff member already had.
  setupTotp: { permission: 'self', reauth: true, enrolment: true },
  confirmTotp: { permission: 'self', reauth: true, enrolment: true },
  disableTotp: { permission: 'self', reauth: true },
  renewRecoveryCodes: { permission: 'self', reauth: true },
  listPasskeys: { permission: 'self', enrolment: true },
  // Its register purpose needs a recent factor (registrationOptions checks it: the reauth purpose cannot).
  passkeyOptions: { permission: 'self', enrolment: true },
  addPasskey: { permission: 'self', reauth: true, enrolment: true },
  removePasskey: { permission: 'self', reauth: true },
  reauthenticate: { permission: 'self', enrolment: true },
  listSessions: { permission: 'self' },
  revokeSession: { permission: 'self' },
  revokeOtherSessions: { permission: 'self' },
  listStaff: { permission: 'staff' },
  inviteStaff: { permission: 'staff', reauth: true },
  revokeInvitation: { permission: 'staff', reauth: true },
  changeStaffRole: { permission: 'staff', reauth: true },
  deactivateStaff: { permission: 'staff', reauth: true },
  reactivateStaff: { permission: 'staff', reauth: true },
};

/** The access of a route, or undefined for a public one. */
export const accessOf = (name: keyof EndpointRoutes): RouteAccess | undefined => (routeAccess as Partial<Record<string, RouteAccess>>)[name];
