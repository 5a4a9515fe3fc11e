/*
 * An in-memory stand-in for the server, built from the contract's fixtures, that the MSW handlers read
 * and change. Tests and Storybook screens get realistic, schema-valid data without a server; `reset()`
 * gives every test a fresh copy.
 */
import {
  buildAdminProfile,
  buildAuditLogEntryList,
  buildFeedbackList,
  buildPrivacyPolicy,
  buildPrivateSuiteList,
  buildProfessionalList,
  buildSalonList,
  buildSupportRequestList,
  buildTerms,
  summarizeAccounts,
  toPrivateSuiteListItem,
  toProfessionalListItem,
  toSalonListItem,
} from '@chairside/api-contract/demo';
import type {
  AdminProfile,
  AuditLogEntry,
  DashboardSummary,
  Feedback,
  PolicyContent,
  PrivateSuiteProfile,
  ProfessionalProfile,
  SalonProfile,
  SupportRequest,
} from '@chairside/api-contract';

export type MockDb = {
  admin: AdminProfile;
  password: string;
  token: string;
  professionals: ProfessionalProfile[];
  salons: SalonProfile[];
  privateSuites: PrivateSuiteProfile[];
  feedbacks: Feedback[];
  supportRequests: SupportRequest[];
  privacyPolicy: PolicyContent;
  terms: PolicyContent;
  /** Newest first, as the server keeps it. */
  auditLog: AuditLogEntry[];
};

export const mockAdminEmail = 'admin@chairside.test';
export const mockAdminPassword = 'correct horse battery';
export const mockToken = 'mock-admin-token';

/**
 * The demo log with the cases the Activity screen shows differently made sure of: a timed suspension
 * of a listed professional with a note and a notice that failed, and a failed sign-in (the typed
 * address, no administrator).
 */
function auditLogOf(professional: ProfessionalProfile): AuditLogEntry[] {
  const [first, second, ...rest] = buildAuditLogEntryList(60, 16);
  const suspended: AuditLogEntry = {
    ...first!,
    action: 'account.suspend',
    actorId: 1,
    targetId: professional.id,
    targetName: professional.fullName,
    targetRole: 'professional',
    detail: 'professional',
    reason: 'Spam or scam',
    note: 'Third report this week; see the support request.',
    until: new Date(Date.parse(first!.createdAt) + 7 * 86_400_000).toISOString(),
    notice: { status: 'failed', error: '550 Mailbox unavailable' },
  };
  const failedSignIn: AuditLogEntry = {
    ...second!,
    action: 'session.login-failed',
    actorId: null,
    actorName: null,
    actorEmail: 'someone@example.com',
    targetId: null,
    targetName: null,
    targetRole: null,
    detail: null,
    reason: null,
    note: null,
    until: null,
    notice: null,
  };
  return [suspended, failedSignIn, ...rest];
}

function fresh(): MockDb {
  const professionals = buildProfessionalList(30, 11);
  return {
    admin: buildAdminProfile({ email: mockAdminEmail }),
    password: mockAdminPassword,
    token: mockToken,
    professionals,
    salons: buildSalonList(16, 12),
    privateSuites: buildPrivateSuiteList(24, 13),
    feedbacks: buildFeedbackList(18, 14),
    supportRequests: buildSupportRequestList(9, 15),
    privacyPolicy: buildPrivacyPolicy(),
    terms: buildTerms(),
    auditLog: auditLogOf(professionals[0]!),
  };
}

export const db: MockDb = fresh();

/** Puts the data back as it was (call it before each test). */
export function resetDb(): void {
  Object.assign(db, fresh());
}

export const professionalItems = () => db.professionals.map((profile) => toProfessionalListItem(profile));
export const salonItems = () => db.salons.map((profile) => toSalonListItem(profile));
export const privateSuiteItems = () => db.privateSuites.map((profile) => toPrivateSuiteListItem(profile));

export function dashboardSummary(): DashboardSummary {
  return summarizeAccounts({ professionals: db.professionals, salons: db.salons, privateSuites: db.privateSuites });
}
