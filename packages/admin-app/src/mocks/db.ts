/*
 * An in-memory stand-in for the server, built from the contract's fixtures, that the MSW handlers read
 * and change. Tests and Storybook screens get realistic, schema-valid data without a server; `reset()`
 * gives every test a fresh copy.
 */
import {
  buildAdminProfile,
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
};

export const mockAdminEmail = 'admin@chairside.test';
export const mockAdminPassword = 'correct horse battery';
export const mockToken = 'mock-admin-token';

function fresh(): MockDb {
  return {
    admin: buildAdminProfile({ email: mockAdminEmail }),
    password: mockAdminPassword,
    token: mockToken,
    professionals: buildProfessionalList(30, 11),
    salons: buildSalonList(16, 12),
    privateSuites: buildPrivateSuiteList(24, 13),
    feedbacks: buildFeedbackList(18, 14),
    supportRequests: buildSupportRequestList(9, 15),
    privacyPolicy: buildPrivacyPolicy(),
    terms: buildTerms(),
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
