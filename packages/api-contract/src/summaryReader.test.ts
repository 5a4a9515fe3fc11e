import { describe, expect, it } from 'vitest';
import { readDashboardSummary } from './summaryReader';

describe('readDashboardSummary', () => {
  it('reads every figure of the three groups', () => {
    const summary = {
      professionals: { total: 1234, newThisMonth: 12 },
      privateSuites: { total: 240, newThisMonth: 7, subscribed: 150, free: 90 },
      salons: { total: 88, newThisMonth: 0, subscribed: 51, free: 37 },
    };
    expect(readDashboardSummary(summary)).toEqual(summary);
  });

  it('leaves out what a backend left out, sent as null or sent as something else', () => {
    expect(readDashboardSummary({ professionals: { total: '5', newThisMonth: null }, privateSuites: null })).toEqual({
      professionals: { total: '5', newThisMonth: undefined },
      privateSuites: { total: undefined, newThisMonth: undefined, subscribed: undefined, free: undefined },
      salons: { total: undefined, newThisMonth: undefined, subscribed: undefined, free: undefined },
    });
  });

  it('gives null for an answer that is not an object', () => {
    expect(readDashboardSummary(undefined)).toBeNull();
    expect(readDashboardSummary('')).toBeNull();
    expect(readDashboardSummary([])).toBeNull();
  });
});
