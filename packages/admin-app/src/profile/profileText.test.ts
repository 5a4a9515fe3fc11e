import { describe, expect, it } from 'vitest';
import { fileNameOf } from './downloadFile';
import { formatClockTime, formatDollars, formatLocalDate, locationText, subscriptionText, suitePlaceText, unitText } from './profileText';

describe('locationText and suitePlaceText', () => {
  it("join city and state, keep whichever is known, and say 'N/A' for neither", () => {
    expect(locationText({ city: 'Austin', state: 'TX' })).toBe('Austin, TX');
    expect(locationText({ city: 'Austin', state: undefined })).toBe('Austin');
    expect(locationText({ city: undefined, state: 'TX' })).toBe('TX');
    expect(locationText({ city: undefined, state: undefined })).toBe('N/A');
  });

  it("fall back to 'Unknown City' and 'Unknown State' one by one for a suite", () => {
    expect(suitePlaceText({ city: 'Denver', state: undefined })).toBe('Denver, Unknown State');
    expect(suitePlaceText({ city: undefined, state: undefined })).toBe('Unknown City, Unknown State');
  });
});

describe('subscriptionText', () => {
  it('shows a subscription with its price in dollars, its local expiry date and whether it ran out', () => {
    const now = new Date('2026-11-15T12:00:00.000Z');
    const expiry = Date.parse('2026-12-01T12:00:00.000Z');
    expect(subscriptionText({ name: 'Pro', price: 29.99, expiresAt: expiry }, now)).toEqual({
      name: 'Pro',
      price: '$29.99',
      expires: new Date(expiry).toLocaleDateString(),
      expired: false,
    });
    expect(subscriptionText({ name: 'Basic', price: 10, expiresAt: Date.parse('2026-01-01T00:00:00.000Z') }, now)).toMatchObject({
      price: '$10',
      expired: true,
    });
    expect(subscriptionText({ name: undefined, price: undefined, expiresAt: null }, now)).toEqual({
      name: 'N/A',
      price: 'N/A',
      expires: 'N/A',
      expired: false,
    });
    expect(subscriptionText(undefined, now)).toBeUndefined();
  });
});

describe('formatLocalDate and formatClockTime', () => {
  it("format what can be read and say 'N/A' or 'Not specified' for the rest", () => {
    expect(formatLocalDate('2026-03-04T10:00:00.000Z')).toBe(new Date('2026-03-04T10:00:00.000Z').toLocaleDateString());
    expect(formatLocalDate('not a date')).toBe('N/A');
    expect(formatLocalDate('')).toBe('N/A');
    expect(formatLocalDate(null)).toBe('N/A');
    expect(formatClockTime(' 09:30 ')).toBe('09:30');
    expect(formatClockTime(undefined)).toBe('Not specified');
  });
});

describe('formatDollars and unitText', () => {
  it('writes whole dollars without cents and other amounts with two decimals', () => {
    expect(formatDollars(45_000)).toBe('$45,000');
    expect(formatDollars(2_400.5)).toBe('$2,400.50');
  });

  it("words a unit's size in sq ft and rent in $/mo, or 'Not specified'", () => {
    expect(unitText({ key: '1-0', size: 1200, rent: 950 })).toEqual({ size: '1,200 sq ft', rent: '$950/mo' });
    expect(unitText({ key: '2-1', size: 80, rent: undefined })).toEqual({ size: '80 sq ft', rent: 'Not specified' });
  });
});

describe('fileNameOf', () => {
  it("names a download after the url's last path segment", () => {
    expect(fileNameOf('/demo/cv-2.pdf', 'cv')).toBe('cv-2.pdf');
    expect(fileNameOf('https://files.example.com/cvs/Jordan%20Rivera.pdf?sig=1', 'cv')).toBe('Jordan Rivera.pdf');
    expect(fileNameOf('https://files.example.com/', 'cv')).toBe('cv');
  });
});
