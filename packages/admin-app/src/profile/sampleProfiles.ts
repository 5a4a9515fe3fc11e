/*
 * Profiles with known contents for the detail pages' tests and screen stories: one with every part
 * filled in, and one as an account looks before its owner filled anything in. Built on the contract's
 * fixtures so they stay schema-valid.
 */
import type { PrivateSuiteProfile, ProfessionalProfile, SalonProfile, UserInformation } from '@chairside/api-contract';
import { buildPrivateSuite, buildProfessional, buildSalon } from '@chairside/api-contract/demo';

const created = '2025-03-04T10:00:00.000Z';

const info = (overrides: Partial<UserInformation>): UserInformation => ({
  imageUrl: '/demo/avatar-3.svg',
  city: 'Austin',
  state: 'TX',
  about: null,
  portfolio: null,
  cvUrl: null,
  positionsOpen: null,
  categoriesId: null,
  workingDays: null,
  createdAt: created,
  updatedAt: created,
  ...overrides,
});

/** Information as created: nothing filled in, not even a picture or a place. */
const emptyInfo = (): UserInformation => info({ imageUrl: null, city: null, state: null });

const salaryExp = (id: number) => ({
  id: id * 10 + 1,
  boothRent: 300,
  commission: 40,
  salary: 45_000,
  hourly: 25,
  leaseFee: 1_200,
  workingDays: 'Friday,Monday,Wednesday',
  startTime: '09:00',
  endTime: '18:00',
  createdAt: created,
});

/** Expires 2027-06-30, later than any test runs: an active plan. */
const subscription = (id: number) => [
  { id: id * 10 + 1, name: 'Pro Monthly', price: 29.99, expiry: '2027-06-30T12:00:00.000Z', createdAt: created },
];

/** A professional with everything: CV, two category groups (one alone), one position, pay, days and four pictures. */
export const fullProfessional = (id = 10_001): ProfessionalProfile =>
  buildProfessional({
    id,
    fullName: 'Jordan Rivera',
    email: 'jordan.rivera@example.com',
    UserInformation: info({
      about: 'Colorist with ten years behind the chair.',
      portfolio: '/demo/portfolio-1.svg, /demo/portfolio-2.svg,/demo/portfolio-3.svg,/demo/portfolio-4.svg',
      cvUrl: '/demo/cv-2.pdf',
      // Hairstylists with Colorist and Stylist; Barbers alone (shown as 'General').
      categoriesId: '181,190,191,182',
      // Nail Technicians with Manicurist.
      positionsOpen: '185,228',
      workingDays: 'Monday,Wednesday,Friday',
    }),
    SalaryExps: [salaryExp(id)],
    Subscription: subscription(id),
  });

/** A salon with everything filled in. */
export const fullSalon = (id = 20_001): SalonProfile =>
  buildSalon({
    id,
    fullName: 'Velvet Chair Studio',
    email: 'hello@velvetchair.example.com',
    UserInformation: info({
      about: 'A bright downtown salon with twelve chairs.',
      portfolio: '/demo/portfolio-5.svg,/demo/portfolio-6.svg,/demo/portfolio-7.svg',
      // Admin with Receptionist; Hairstylists alone.
      positionsOpen: '269,270,181',
      // Nail Technicians with Manicurist; Barbers alone.
      categoriesId: '185,228,182',
      workingDays: 'Tuesday,Thursday,Saturday',
    }),
    SalaryExps: [{ ...salaryExp(id), workingDays: 'Tuesday,Thursday,Saturday', startTime: '08:00', endTime: '20:00' }],
    Subscription: subscription(id),
  });

/** A private suite with everything filled in: two units and one picture. */
export const fullPrivateSuite = (id = 30_001): PrivateSuiteProfile =>
  buildPrivateSuite({
    id,
    fullName: 'Lumen Suites',
    email: 'hello@lumensuites.example.com',
    UserInformation: info({
      city: 'Denver',
      state: 'CO',
      about: 'Private rooms with their own sinks and lockable doors.',
      portfolio: '/demo/suite-4.svg',
      // Admin with Floor Manager.
      positionsOpen: '269,271',
      // Massage Therapists with Swedish Massage Therapist; Estheticians alone.
      categoriesId: '187,246,184',
      workingDays: 'Sunday,Monday,Saturday',
    }),
    Subscription: subscription(id),
    privateSuiteUnits: [
      { id: id * 10 + 1, unitSize: 120, unitRent: 950 },
      { id: id * 10 + 2, unitSize: 1_250, unitRent: 2_400.5 },
    ],
  });

/** A professional as created, before its owner filled anything in. */
export const bareProfessional = (id = 10_001): ProfessionalProfile =>
  buildProfessional({ id, fullName: '', email: '', UserInformation: emptyInfo(), SalaryExps: [], Subscription: [] });

/** A salon with no details at all, not even a UserInformation row. */
export const bareSalon = (id = 20_001): SalonProfile =>
  buildSalon({ id, fullName: '', email: '', UserInformation: null, SalaryExps: [], Subscription: [] });

/** A private suite with no details and no units. */
export const barePrivateSuite = (id = 30_001): PrivateSuiteProfile =>
  buildPrivateSuite({ id, fullName: '', email: '', UserInformation: emptyInfo(), Subscription: [], privateSuiteUnits: [] });
