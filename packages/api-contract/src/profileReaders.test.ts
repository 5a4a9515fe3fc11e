import { describe, expect, it } from 'vitest';
import { readAccountProfile, readProfile } from './profileReaders';

describe('readProfile', () => {
  it("reads the header's parts, trimmed, with 'N/A' for a missing name or email", () => {
    const full = readProfile({ name: 'Loose', email: 'a@b.example', UserInformation: { city: ' Austin ', state: '', imageUrl: '/a.svg' } });
    expect(full).toMatchObject({ name: 'Loose', email: 'a@b.example', city: 'Austin', state: undefined, imageUrl: '/a.svg' });
    expect(readProfile({ email: '  ', UserInformation: null })).toMatchObject({ name: 'N/A', email: 'N/A', city: undefined });
    expect(readProfile({ email: 42 }).email).toBe('N/A');
    expect(readProfile(undefined).name).toBe('N/A');
  });

  it('reads whether the account is suspended, and until when', () => {
    const until = '2026-04-01T09:30:00.000Z';
    expect(readProfile({ isSuspended: true, suspendedUntil: until })).toMatchObject({ isSuspended: true, suspendedUntil: Date.parse(until) });
    expect(readProfile({ isSuspended: true, suspendedUntil: null })).toMatchObject({ isSuspended: true, suspendedUntil: null });
    expect(readProfile({ isSuspended: 'yes', suspendedUntil: until })).toMatchObject({ isSuspended: false, suspendedUntil: null });
  });

  it("reads the account's version for If-Match, on the profile or a suite's { profile }; null when not a positive whole number", () => {
    expect(readProfile({ version: 4 }).version).toBe(4);
    expect(readAccountProfile('private-suite', { profile: { version: 9 } })?.version).toBe(9);
    expect(readProfile({ version: 0 }).version).toBeNull();
    expect(readProfile({}).version).toBeNull();
  });

  it('reads the first salary expectation of a list or a single value', () => {
    expect(readProfile({ SalaryExps: [{ boothRent: 1 }, { boothRent: 2 }] }).pay.boothRent).toBe(1);
    expect(readProfile({ SalaryExps: { boothRent: 3, commission: '35' } }).pay).toMatchObject({ boothRent: 3, commission: '35' });
    expect(readProfile({ SalaryExps: [] }).pay).toEqual({});
    expect(readProfile({ SalaryExps: null }).pay).toEqual({});
  });

  it('reads the newest subscription: name, price (also from text) and expiry as a timestamp', () => {
    const expiry = '2026-12-01T12:00:00.000Z';
    expect(readProfile({ Subscription: [{ name: 'Pro', price: 29.99, expiry }] }).subscription).toEqual({
      name: 'Pro',
      price: 29.99,
      expiresAt: Date.parse(expiry),
    });
    expect(readProfile({ Subscription: { name: 'Basic', price: '10', expiry } }).subscription).toMatchObject({ price: 10 });
    expect(readProfile({ Subscription: [{ name: '', expiry: 'soon' }] }).subscription).toEqual({
      name: undefined,
      price: undefined,
      expiresAt: null,
    });
    expect(readProfile({ Subscription: [] }).subscription).toBeUndefined();
  });

  it('splits the comma-separated portfolio, dropping blanks', () => {
    expect(readProfile({ UserInformation: { portfolio: ' /a.svg,, /b.svg ,' } }).portfolio).toEqual(['/a.svg', '/b.svg']);
    expect(readProfile({ UserInformation: { portfolio: ['/a.svg', 7, ' /c.svg'] } }).portfolio).toEqual(['/a.svg', '/c.svg']);
    expect(readProfile({ UserInformation: { portfolio: null } }).portfolio).toEqual([]);
    expect(readProfile({ UserInformation: { portfolio: '/suite.svg' } }).portfolio[0]).toBe('/suite.svg');
    expect(readProfile({ UserInformation: { portfolio: '' } }).portfolio[0]).toBeUndefined();
  });

  it('groups category ids under their parents, a parent alone with no children, unknown ids ignored', () => {
    expect(readProfile({ UserInformation: { categoriesId: '182, 190, 99999, x' } }).categories).toEqual([
      { id: 181, name: 'Hairstylists', children: [{ id: 190, name: 'Colorist' }] },
      { id: 182, name: 'Barbers', children: [] },
    ]);
    expect(readProfile({ UserInformation: { positionsOpen: [269, '270'] } }).positions).toEqual([
      { id: 269, name: 'Admin', children: [{ id: 270, name: 'Receptionist' }] },
    ]);
    expect(readProfile({ UserInformation: { categoriesId: null } }).categories).toEqual([]);
    expect(readProfile({ UserInformation: { categoriesId: { ids: '181' } } }).categories).toEqual([]);
  });

  it("prefers the salary expectation's working days and falls back to the profile's", () => {
    expect(readProfile({ SalaryExps: [{ workingDays: 'Monday' }], UserInformation: { workingDays: 'Friday' } }).workingDays).toBe('Monday');
    expect(readProfile({ SalaryExps: [{ workingDays: null }], UserInformation: { workingDays: 'Friday' } }).workingDays).toBe('Friday');
    expect(readProfile({}).workingDays).toBeUndefined();
    expect(readProfile({ SalaryExps: [{ startTime: ' 09:30 ', endTime: null }] })).toMatchObject({ startTime: '09:30', endTime: undefined });
  });

  it('reads units inside the profile, in order, sizes and rents also from text', () => {
    // Another backend may send DECIMAL columns as text and leave figures out.
    const units = [
      { id: 1, unitSize: 1200, unitRent: 950 },
      { id: 2, unitSize: '80', unitRent: null },
    ];
    expect(readProfile({ privateSuiteUnits: units }).units).toEqual([
      { key: '1-0', size: 1200, rent: 950 },
      { key: '2-1', size: 80, rent: undefined },
    ]);
  });

  it('reads units beside the profile or as a single value, and drops units with no figures', () => {
    expect(readProfile({}, { privateSuiteUnits: [{ unitSize: 100, unitRent: 700 }, { unitSize: null }] }).units).toEqual([
      { key: 'unit-0', size: 100, rent: 700 },
    ]);
    expect(readProfile({ privateSuiteUnits: { id: 5, unitSize: 90, unitRent: 600 } }).units).toHaveLength(1);
    expect(readProfile({ privateSuiteUnits: null }, null).units).toEqual([]);
  });
});

describe('readAccountProfile', () => {
  it('reads a professional or salon answer as the profile, and a suite answer through its profile field', () => {
    expect(readAccountProfile('salon', { fullName: 'Velvet' })?.name).toBe('Velvet');
    const suite = readAccountProfile('private-suite', { profile: { fullName: 'Lumen' }, privateSuiteUnits: [{ unitSize: 1 }] });
    expect(suite).toMatchObject({ name: 'Lumen', units: [{ size: 1 }] });
  });

  it('gives null for an answer without a profile', () => {
    expect(readAccountProfile('private-suite', { profile: null })).toBeNull();
    expect(readAccountProfile('private-suite', { privateSuiteUnits: [] })).toBeNull();
    expect(readAccountProfile('professional', '')).toBeNull();
    expect(readAccountProfile('salon', null)).toBeNull();
  });
});
