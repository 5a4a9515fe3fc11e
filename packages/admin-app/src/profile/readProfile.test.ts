import { describe, expect, it } from 'vitest';
import { fileNameOf } from './downloadFile';
import {
  categoryGroupsOf,
  emailOf,
  formatClockTime,
  formatDollars,
  formatLocalDate,
  locationOf,
  portfolioOf,
  salaryExpOf,
  subscriptionView,
  suiteImageOf,
  suitePlaceOf,
  suiteUnitsOf,
  workingDaysOf,
  type ProfileLike,
} from './readProfile';

describe('locationOf', () => {
  it("joins city and state, keeps whichever is known, and says 'N/A' for neither", () => {
    expect(locationOf({ UserInformation: { city: 'Austin', state: 'TX' } })).toBe('Austin, TX');
    expect(locationOf({ UserInformation: { city: ' Austin ', state: '' } })).toBe('Austin');
    expect(locationOf({ UserInformation: { city: null, state: 'TX' } })).toBe('TX');
    expect(locationOf({ UserInformation: null })).toBe('N/A');
    expect(locationOf(undefined)).toBe('N/A');
  });
});

describe('suitePlaceOf', () => {
  it("falls back to 'Unknown City' and 'Unknown State' one by one", () => {
    expect(suitePlaceOf({ UserInformation: { city: 'Denver', state: null } })).toEqual({ city: 'Denver', state: 'Unknown State' });
    expect(suitePlaceOf({})).toEqual({ city: 'Unknown City', state: 'Unknown State' });
  });
});

describe('emailOf', () => {
  it("gives the email or 'N/A'", () => {
    expect(emailOf({ email: 'a@b.example' })).toBe('a@b.example');
    expect(emailOf({ email: '  ' })).toBe('N/A');
    expect(emailOf({ email: 42 })).toBe('N/A');
  });
});

describe('salaryExpOf and subscriptionView', () => {
  it('read the first item of a list or a single value', () => {
    expect(salaryExpOf({ SalaryExps: [{ boothRent: 1 }, { boothRent: 2 }] })).toEqual({ boothRent: 1 });
    expect(salaryExpOf({ SalaryExps: { boothRent: 3 } })).toEqual({ boothRent: 3 });
    expect(salaryExpOf({ SalaryExps: [] })).toBeUndefined();
    expect(salaryExpOf({ SalaryExps: null })).toBeUndefined();
  });

  it('shows a subscription with its price in dollars, its local expiry date and whether it ran out', () => {
    const now = new Date('2026-11-15T12:00:00.000Z');
    const expiry = '2026-12-01T12:00:00.000Z';
    expect(subscriptionView({ Subscription: [{ name: 'Pro', price: 29.99, expiry }] }, now)).toEqual({
      name: 'Pro',
      price: '$29.99',
      expires: new Date(expiry).toLocaleDateString(),
      expired: false,
    });
    expect(subscriptionView({ Subscription: { name: 'Basic', price: 10, expiry: '2026-01-01T00:00:00.000Z' } }, now)).toMatchObject({
      price: '$10',
      expired: true,
    });
    expect(subscriptionView({ Subscription: [{ name: '', expiry: 'soon' }] }, now)).toEqual({
      name: 'N/A',
      price: 'N/A',
      expires: 'N/A',
      expired: false,
    });
    expect(subscriptionView({ Subscription: [] }, now)).toBeUndefined();
  });
});

describe('portfolioOf and suiteImageOf', () => {
  it('split the comma-separated urls, dropping blanks', () => {
    expect(portfolioOf({ UserInformation: { portfolio: ' /a.svg,, /b.svg ,' } })).toEqual(['/a.svg', '/b.svg']);
    expect(portfolioOf({ UserInformation: { portfolio: ['/a.svg', 7, ' /c.svg'] } })).toEqual(['/a.svg', '/c.svg']);
    expect(portfolioOf({ UserInformation: { portfolio: null } })).toEqual([]);
    expect(suiteImageOf({ UserInformation: { portfolio: '/suite.svg' } })).toBe('/suite.svg');
    expect(suiteImageOf({ UserInformation: { portfolio: '' } })).toBeUndefined();
  });
});

describe('categoryGroupsOf', () => {
  it('groups ids under their parents, a parent alone with no children, unknown ids ignored', () => {
    expect(categoryGroupsOf('182, 190, 99999, x')).toEqual([
      { id: 181, name: 'Hairstylists', children: [{ id: 190, name: 'Colorist' }] },
      { id: 182, name: 'Barbers', children: [] },
    ]);
    expect(categoryGroupsOf([269, '270'])).toEqual([{ id: 269, name: 'Admin', children: [{ id: 270, name: 'Receptionist' }] }]);
    expect(categoryGroupsOf(null)).toEqual([]);
    expect(categoryGroupsOf({ ids: '181' })).toEqual([]);
  });
});

describe('workingDaysOf', () => {
  it("prefers the salary expectation's days and falls back to the profile's", () => {
    expect(workingDaysOf({ SalaryExps: [{ workingDays: 'Monday' }], UserInformation: { workingDays: 'Friday' } })).toBe('Monday');
    expect(workingDaysOf({ SalaryExps: [{ workingDays: null }], UserInformation: { workingDays: 'Friday' } })).toBe('Friday');
    expect(workingDaysOf({})).toBeUndefined();
  });
});

describe('formatLocalDate and formatClockTime', () => {
  it("format what can be read and say 'N/A' or 'Not specified' for the rest", () => {
    expect(formatLocalDate('2026-03-04T10:00:00.000Z')).toBe(new Date('2026-03-04T10:00:00.000Z').toLocaleDateString());
    expect(formatLocalDate('not a date')).toBe('N/A');
    expect(formatLocalDate('')).toBe('N/A');
    expect(formatLocalDate(null)).toBe('N/A');
    expect(formatClockTime(' 09:30 ')).toBe('09:30');
    expect(formatClockTime(null)).toBe('Not specified');
  });
});

describe('formatDollars', () => {
  it('writes whole dollars without cents and other amounts with two decimals', () => {
    expect(formatDollars(45_000)).toBe('$45,000');
    expect(formatDollars(2_400.5)).toBe('$2,400.50');
  });
});

describe('suiteUnitsOf', () => {
  it('reads units inside the profile, in order, with sq ft and $/mo', () => {
    // Another backend may send DECIMAL columns as text and leave figures out.
    const units = [
      { id: 1, unitSize: 1200, unitRent: 950 },
      { id: 2, unitSize: '80', unitRent: null },
    ] as unknown as ProfileLike['privateSuiteUnits'];
    expect(suiteUnitsOf({ privateSuiteUnits: units })).toEqual([
      { key: '1-0', size: '1,200 sq ft', rent: '$950/mo' },
      { key: '2-1', size: '80 sq ft', rent: 'Not specified' },
    ]);
  });

  it('reads units beside the profile or as a single value, and drops units with no figures', () => {
    expect(suiteUnitsOf({}, { privateSuiteUnits: [{ unitSize: 100, unitRent: 700 }, { unitSize: null }] })).toEqual([
      { key: 'unit-0', size: '100 sq ft', rent: '$700/mo' },
    ]);
    expect(suiteUnitsOf({ privateSuiteUnits: { id: 5, unitSize: 90, unitRent: 600 } })).toHaveLength(1);
    expect(suiteUnitsOf({ privateSuiteUnits: null }, null)).toEqual([]);
  });
});

describe('fileNameOf', () => {
  it("names a download after the url's last path segment", () => {
    expect(fileNameOf('/demo/cv-2.pdf', 'cv')).toBe('cv-2.pdf');
    expect(fileNameOf('https://files.example.com/cvs/Jordan%20Rivera.pdf?sig=1', 'cv')).toBe('Jordan Rivera.pdf');
    expect(fileNameOf('https://files.example.com/', 'cv')).toBe('cv');
  });
});
