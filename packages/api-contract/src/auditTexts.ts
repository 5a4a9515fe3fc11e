/*
 * The audit log's words and sizes without its schemas: the app's Activity screen imports these, and a
 * module without zod keeps zod out of that screen's code (scripts/bundle-budget.mjs). audit.ts and
 * moderation.ts re-export them beside the schemas built from them.
 */

/** What an audit entry records. Moderation and policy actions, plus the admin's own account changes. */
export const auditActions = [
  'account.suspend',
  'account.unsuspend',
  'account.auto-unsuspend',
  'account.delete',
  'account.restore',
  'account.purge',
  'privacy-policy.update',
  'terms.update',
  'privacy-policy.restore',
  'terms.restore',
  'privacy-policy.cancel',
  'terms.cancel',
  'profile.update',
  'password.change',
  'session.login',
  'session.login-failed',
  'session.logout',
  'session.revoke',
  'session.reauth',
  'mfa.enable',
  'mfa.disable',
  'mfa.recovery-codes',
  'mfa.recovery-code-used',
  'passkey.add',
  'passkey.remove',
  'staff.invite',
  'staff.invite-revoke',
  'staff.invite-accept',
  'staff.role-change',
  'staff.deactivate',
  'staff.reactivate',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** How screens and the CSV export name each action. */
export const auditActionLabels: Record<AuditAction, string> = {
  'account.suspend': 'Suspended',
  'account.unsuspend': 'Unsuspended',
  'account.auto-unsuspend': 'Unsuspended automatically',
  'account.delete': 'Deleted',
  'account.restore': 'Restored',
  'account.purge': 'Removed for good',
  'privacy-policy.update': 'Privacy policy saved',
  'terms.update': 'Terms saved',
  'privacy-policy.restore': 'Privacy policy revision restored',
  'terms.restore': 'Terms revision restored',
  'privacy-policy.cancel': 'Scheduled privacy policy withdrawn',
  'terms.cancel': 'Scheduled terms withdrawn',
  'profile.update': 'Profile changed',
  'password.change': 'Password changed',
  'session.login': 'Signed in',
  'session.login-failed': 'Sign-in failed',
  'session.logout': 'Signed out',
  'session.revoke': 'Session signed out',
  'session.reauth': 'Confirmed identity',
  'mfa.enable': 'Two-factor sign-in turned on',
  'mfa.disable': 'Two-factor sign-in turned off',
  'mfa.recovery-codes': 'Recovery codes renewed',
  'mfa.recovery-code-used': 'Recovery code used',
  'passkey.add': 'Passkey added',
  'passkey.remove': 'Passkey removed',
  'staff.invite': 'Staff member invited',
  'staff.invite-revoke': 'Invitation withdrawn',
  'staff.invite-accept': 'Invitation accepted',
  'staff.role-change': 'Staff role changed',
  'staff.deactivate': 'Staff member deactivated',
  'staff.reactivate': 'Staff member reactivated',
};

/**
 * Where a notice is: waiting for (or being handed to) the mail server, accepted by it, given up after
 * the last try, or kept because no mail server is configured (SMTP_URL unset).
 */
export const noticeStatuses = ['pending', 'sent', 'failed', 'unconfigured'] as const;
export type NoticeStatus = (typeof noticeStatuses)[number];

/** How screens and the CSV export name each status. */
export const noticeStatusLabels: Record<NoticeStatus, string> = {
  pending: 'Pending',
  sent: 'Sent',
  failed: 'Failed',
  unconfigured: 'Not sent: no mail server configured',
};

/** The page size of the Activity screen. */
export const activityPageSize = 25;

/** The file name the CSV export is saved under. */
export const activityCsvFileName = 'chairside-activity.csv';
