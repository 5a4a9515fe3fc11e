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
  AccountKind,
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
import { freshSecurity, freshStaff, type MockSecurity, type MockStaff } from './access';
import { freshRevisions, type MockRevisions } from './revisionSeed';

/** An account of any kind as the mock keeps it. */
export type MockAccount = ProfessionalProfile | SalonProfile | PrivateSuiteProfile;

/** A deleted account kept for restoring: the account as it was, and who deleted it, when and why. */
export type DeletedRecord = {
  kind: AccountKind;
  account: MockAccount;
  deletedAt: string;
  deletedBy: { id: number | null; name: string | null };
  reason: string | null;
  note: string | null;
  /** The delete's audit entry; null for the seeded ones, deleted before the log began. */
  entry: number | null;
};

export type MockDb = {
  admin: AdminProfile;
  password: string;
  token: string;
  professionals: ProfessionalProfile[];
  salons: SalonProfile[];
  privateSuites: PrivateSuiteProfile[];
  feedbacks: Feedback[];
  supportRequests: SupportRequest[];
  /** The built-in privacy policy and terms, served until a revision exists. */
  privacyPolicy: PolicyContent;
  terms: PolicyContent;
  /** Every saved revision of each, oldest first (issue 18). */
  revisions: MockRevisions;
  /** Newest first, as the server keeps it. */
  auditLog: AuditLogEntry[];
  /** Deleted accounts that can still be restored, newest delete first. */
  deleted: DeletedRecord[];
  /** The end of the suspension an unsuspend lifted, by the unsuspend's entry: an undo suspends until it again. */
  liftedUntil: Map<number, string | null>;
  /** The signed-in admin's second factors, passkeys and sessions (issue 17). */
  security: MockSecurity;
  /** The staff members, the admin among them with their staff role, and the open invitations (issue 17). */
  staff: MockStaff;
  /**
   * How the account lists answer: as this project's server (`server`: a page sorted and searched as
   * asked, issue 19) or as the spec's backend (`spec`: the plain arrays, and the suites' `{ data,
   * totalPages }` in joining order whatever the query), for the app's fallback.
   */
  listAnswers: 'server' | 'spec';
};

/** How many days a deleted account can be restored in the mock, as the server's default. */
export const mockRetentionDays = 30;

export const mockAdminEmail = 'admin@chairside.test';
export const mockAdminPassword = 'correct horse battery';
export const mockToken = 'mock-admin-token';

/**
 * The demo log with the cases the Activity screen shows differently made sure of: a timed suspension
 * of a listed professional with a note and a notice that failed, a failed sign-in (the typed address,
 * no administrator), and a suspension of another professional undone by the unsuspend after it.
 */
function auditLogOf(professional: ProfessionalProfile, other: ProfessionalProfile): AuditLogEntry[] {
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
  // An unsuspend that undid the suspension before it, for the Activity screen's 'Undoes entry #N' and 'Undone'.
  const [undoing, undone, ...older] = rest;
  const target = { targetId: other.id, targetName: other.fullName, targetRole: 'professional' as const, detail: 'professional' };
  const wasUndone: AuditLogEntry = { ...undone!, ...target, action: 'account.suspend', actorId: 1, reason: 'Spam or scam', undoneBy: undoing!.id, undoes: null };
  const undoes: AuditLogEntry = { ...undoing!, ...target, action: 'account.unsuspend', actorId: 1, reason: null, notice: null, undoes: undone!.id, undoneBy: null };
  return [suspended, failedSignIn, undoes, wasUndone, ...older];
}

const dayMs = 86_400_000;

/**
 * Accounts deleted before the screens open, one of each kind and one more professional: deleted an
 * hour ago, 18 days ago, on the day before the last and on the last day, the last by the command
 * line (no administrator). Ids outside the listed accounts'.
 */
function deletedRecords(admin: AdminProfile): DeletedRecord[] {
  const now = Date.now();
  const [recent, older] = buildProfessionalList(2, 91, { firstId: 10_901 });
  const [salon] = buildSalonList(1, 92, { firstId: 20_901 });
  const [suite] = buildPrivateSuiteList(1, 93, { firstId: 30_901 });
  const byAdmin = { id: admin.id, name: admin.fullName };
  const record = (
    kind: AccountKind,
    account: MockAccount,
    ago: number,
    reason: string | null,
    deletedBy: DeletedRecord['deletedBy'] = byAdmin,
  ): DeletedRecord => ({
    kind,
    account: { ...account, version: 3 },
    deletedAt: new Date(now - ago).toISOString(),
    deletedBy,
    reason,
    note: null,
    entry: null,
  });
  return [
    record('professional', recent!, 3_600_000, 'Requested by the account holder'),
    record('professional', older!, 18 * dayMs, 'Spam or scam'),
    record('salon', salon!, 28.5 * dayMs, 'Fake or duplicate account'),
    record('private-suite', suite!, 29.5 * dayMs, null, { id: null, name: null }),
  ];
}

/** Every account starts at version 1, as the server's do. */
const versioned = <T extends MockAccount>(accounts: T[]): T[] => accounts.map((account) => ({ ...account, version: 1 }));

function fresh(): MockDb {
  const professionals = versioned(buildProfessionalList(30, 11));
  const admin = buildAdminProfile({ email: mockAdminEmail });
  return {
    admin,
    password: mockAdminPassword,
    token: mockToken,
    professionals,
    salons: versioned(buildSalonList(16, 12)),
    privateSuites: versioned(buildPrivateSuiteList(24, 13)),
    feedbacks: buildFeedbackList(18, 14),
    supportRequests: buildSupportRequestList(9, 15),
    privacyPolicy: buildPrivacyPolicy(),
    terms: buildTerms(),
    revisions: freshRevisions(),
    auditLog: auditLogOf(professionals[0]!, professionals[2]!),
    deleted: deletedRecords(admin),
    liftedUntil: new Map(),
    security: freshSecurity(),
    staff: freshStaff(admin),
    listAnswers: 'server',
  };
}

export const db: MockDb = fresh();

/** Puts the data back as it was (call it before each test). */
export function resetDb(): void {
  Object.assign(db, fresh());
}

// The list rows carry the account's version, as the server's do (the demo builders leave it out).
export const professionalItems = () => db.professionals.map((profile) => ({ ...toProfessionalListItem(profile), version: profile.version ?? 1 }));
export const salonItems = () => db.salons.map((profile) => ({ ...toSalonListItem(profile), version: profile.version ?? 1 }));
export const privateSuiteItems = () => db.privateSuites.map((profile) => ({ ...toPrivateSuiteListItem(profile), version: profile.version ?? 1 }));

export function dashboardSummary(): DashboardSummary {
  return summarizeAccounts({ professionals: db.professionals, salons: db.salons, privateSuites: db.privateSuites });
}
