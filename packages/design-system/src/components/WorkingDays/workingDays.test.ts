import { describe, expect, it } from 'vitest';
import { formatWorkingDays, parseWorkingDays, weekdayOf } from './workingDays';

describe('formatWorkingDays', () => {
  it('abbreviates a comma-separated list of full names', () => {
    expect(formatWorkingDays('Monday,Tuesday,Wednesday')).toBe('Mon Tue Wed');
  });

  it('puts the days in week order, Monday to Sunday', () => {
    expect(formatWorkingDays('Sunday, Friday, Monday, Wednesday')).toBe('Mon Wed Fri Sun');
    expect(formatWorkingDays('Saturday,Sunday,Thursday,Tuesday,Friday,Wednesday,Monday')).toBe('Mon Tue Wed Thu Fri Sat Sun');
  });

  it('accepts any case and extra spaces', () => {
    expect(formatWorkingDays('  monday ,  TUESDAY,friday  ')).toBe('Mon Tue Fri');
    expect(formatWorkingDays('Monday,,  ,Friday,')).toBe('Mon Fri');
  });

  it('names each day once', () => {
    expect(formatWorkingDays('Monday, monday, MONDAY, Friday, Monday')).toBe('Mon Fri');
  });

  it('takes a list, including list entries that are themselves comma-separated', () => {
    expect(formatWorkingDays(['Friday', ' saturday ', 'Monday'])).toBe('Mon Fri Sat');
    expect(formatWorkingDays(['Monday, Tuesday', 'Sunday'])).toBe('Mon Tue Sun');
  });

  it('understands stored abbreviations and other separators', () => {
    expect(formatWorkingDays('Tues; Thurs; sat')).toBe('Tue Thu Sat');
    expect(formatWorkingDays('Mon Wed')).toBe('Mon Wed');
  });

  it('leaves out words that name no day', () => {
    expect(formatWorkingDays('Monday, Funday, Mo, weekends, Friday')).toBe('Mon Fri');
  });

  it('gives an empty string when there are no days', () => {
    for (const nothing of ['', '   ', ' , ', [], null, undefined, 'holiday']) expect(formatWorkingDays(nothing)).toBe('');
  });
});

describe('parseWorkingDays', () => {
  it('gives full names for screen readers alongside the abbreviations', () => {
    expect(parseWorkingDays('thursday,monday')).toEqual([
      { short: 'Mon', full: 'Monday' },
      { short: 'Thu', full: 'Thursday' },
    ]);
  });
});

describe('weekdayOf', () => {
  it('needs at least three letters of a day name', () => {
    expect(weekdayOf('Wed')?.full).toBe('Wednesday');
    expect(weekdayOf('We')).toBeUndefined();
    expect(weekdayOf('Sundays')).toBeUndefined();
  });
});
