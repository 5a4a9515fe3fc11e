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
};

type AdminRouteName = { [Name in keyof EndpointRoutes]: EndpointRoutes[Name]['auth'] extends 'admin' ? Name : never }[keyof EndpointRoutes];

/** Every admin route's access, and no public route's. */
export const routeAccess: Record<AdminRouteName, RouteAccess> = {
  logout: { permission: 'self' },
  getDashboardSummary: { permission: 'read' },
  getAdminProfile: { permission: 'self' },
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
  getSecurity: { permission: 'self' },
  setupTotp: { permission: 'self' },
  confirmTotp: { permission: 'self' },
  disableTotp: { permission: 'self' },
  renewRecoveryCodes: { permission: 'self' },
  listPasskeys: { permission: 'self' },
  passkeyOptions: { permission: 'self' },
  addPasskey: { permission: 'self' },
  removePasskey: { permission: 'self' },
  reauthenticate: { permission: 'self' },
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
