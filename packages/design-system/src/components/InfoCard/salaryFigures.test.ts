import { describe, expect, it } from 'vitest';
import { formatAmount, parseAmount, salaryFigureLines, salaryFigures, salaryFigureText, salaryFigureValue } from './salaryFigures';

const figure = (key: (typeof salaryFigures)[number]['key']) => salaryFigures.find((item) => item.key === key)!;

describe('salaryFigures', () => {
  it("words each figure as the SPEC does", () => {
    expect(salaryFigureText(figure('boothRent'), 120)).toBe('Booth Rent not more than $120/wk');
    expect(salaryFigureText(figure('commission'), 30)).toBe('Commission not less than 30%');
    expect(salaryFigureText(figure('salary'), 45000)).toBe('Salary not less than $45,000/Yr');
    expect(salaryFigureText(figure('hourly'), 25)).toBe('Hourly Rent not less than $25/hr');
    expect(salaryFigureText(figure('leaseFee'), 900)).toBe('Lease Fee not more than $900/Mo');
  });

  it('lists the five figures in the SPEC order', () => {
    expect(salaryFigures.map((item) => item.label)).toEqual(['Booth Rent', 'Commission', 'Salary', 'Hourly Rent', 'Lease Fee']);
  });

  it('gives the value part alone for a card under its label', () => {
    expect(salaryFigureValue(figure('boothRent'), '120')).toBe('not more than $120/wk');
  });

  it('gives null for a missing amount so the card can show its fallback', () => {
    for (const missing of [null, undefined, '', '  ', 'abc', -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(salaryFigureText(figure('salary'), missing)).toBeNull();
      expect(salaryFigureValue(figure('salary'), missing)).toBeNull();
    }
  });

  it('keeps a zero amount, which is a real figure', () => {
    expect(salaryFigureText(figure('commission'), 0)).toBe('Commission not less than 0%');
  });

  it('builds every line from a salary expectation, with null where an amount is missing', () => {
    expect(salaryFigureLines({ boothRent: 120, commission: '35', hourly: null })).toEqual([
      { key: 'boothRent', label: 'Booth Rent', value: 'not more than $120/wk', text: 'Booth Rent not more than $120/wk' },
      { key: 'commission', label: 'Commission', value: 'not less than 35%', text: 'Commission not less than 35%' },
      { key: 'salary', label: 'Salary', value: null, text: null },
      { key: 'hourly', label: 'Hourly Rent', value: null, text: null },
      { key: 'leaseFee', label: 'Lease Fee', value: null, text: null },
    ]);
    expect(salaryFigureLines(undefined).every((line) => line.value === null)).toBe(true);
  });
});

describe('parseAmount', () => {
  it('reads numbers and numeric strings, with signs and separators', () => {
    expect(parseAmount(120)).toBe(120);
    expect(parseAmount(' 120 ')).toBe(120);
    expect(parseAmount('$1,200.50')).toBe(1200.5);
    expect(parseAmount('12.5%')).toBe(12.5);
  });
});

describe('formatAmount', () => {
  it('writes money in whole dollars or with cents', () => {
    expect(formatAmount(1200, 'money')).toBe('1,200');
    expect(formatAmount(12.5, 'money')).toBe('12.50');
    expect(formatAmount(0.1 + 0.2, 'money')).toBe('0.30');
  });

  it('writes a percentage with up to two decimals', () => {
    expect(formatAmount(12.5, 'percent')).toBe('12.5');
    expect(formatAmount(33.333, 'percent')).toBe('33.33');
    expect(formatAmount(40, 'percent')).toBe('40');
  });
});
