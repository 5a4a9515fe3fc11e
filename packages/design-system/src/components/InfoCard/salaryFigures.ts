/** An amount as the API may send it: a number, a numeric string ('120', '$1,200.50'), or nothing. */
export type Amount = number | string | null | undefined;

export const salaryFigureKeys = ['boothRent', 'commission', 'salary', 'hourly', 'leaseFee'] as const;
export type SalaryFigureKey = (typeof salaryFigureKeys)[number];

export type SalaryFigure = {
  /** The field of a salary expectation or salon package that holds the amount. */
  key: SalaryFigureKey;
  /** What the figure is: 'Booth Rent'. */
  label: string;
  /** Whether the amount is a ceiling or a floor, in the SPEC's words. */
  bound: 'not more than' | 'not less than';
  /** Written before the number: '$' for money. */
  prefix: string;
  /** Written after the number: '/wk', '%'. */
  suffix: string;
};

/**
 * The five salary and package figures of a professional's 'Salary Expectation' and a salon's
 * 'Packages Available', in the SPEC's order and wording.
 */
export const salaryFigures = [
  { key: 'boothRent', label: 'Booth Rent', bound: 'not more than', prefix: '$', suffix: '/wk' },
  { key: 'commission', label: 'Commission', bound: 'not less than', prefix: '', suffix: '%' },
  { key: 'salary', label: 'Salary', bound: 'not less than', prefix: '$', suffix: '/Yr' },
  { key: 'hourly', label: 'Hourly Rent', bound: 'not less than', prefix: '$', suffix: '/hr' },
  { key: 'leaseFee', label: 'Lease Fee', bound: 'not more than', prefix: '$', suffix: '/Mo' },
] as const satisfies readonly SalaryFigure[];

/**
 * The number in an amount, or null when there is none: empty, unreadable, negative or not finite.
 * Strings may carry a currency sign, thousands separators or a percent sign.
 */
export function parseAmount(amount: Amount): number | null {
  if (amount === null || amount === undefined) return null;
  const number = typeof amount === 'number' ? amount : amount.trim() === '' ? Number.NaN : Number(amount.replace(/[\s$,%]/g, ''));
  return Number.isFinite(number) && number >= 0 ? number : null;
}

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const upToTwo = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/**
 * A number as the figures show it, with US thousands separators (the marketplace prices in dollars):
 * money in whole dollars, or with cents when it has any ('1,200', '12.50'); a percentage with up to
 * two decimals ('12.5').
 */
export function formatAmount(value: number, kind: 'money' | 'percent'): string {
  if (kind === 'percent') return upToTwo.format(value);
  return Number.isInteger(value) ? whole.format(value) : cents.format(value);
}

/** 'not more than $120/wk', or null when the amount is missing. */
export function salaryFigureValue(figure: SalaryFigure, amount: Amount): string | null {
  const value = parseAmount(amount);
  if (value === null) return null;
  const number = formatAmount(value, figure.suffix === '%' ? 'percent' : 'money');
  return `${figure.bound} ${figure.prefix}${number}${figure.suffix}`;
}

/** 'Booth Rent not more than $120/wk', or null when the amount is missing. */
export function salaryFigureText(figure: SalaryFigure, amount: Amount): string | null {
  const value = salaryFigureValue(figure, amount);
  return value === null ? null : `${figure.label} ${value}`;
}

export type SalaryFigureLine = {
  /** The figure's field. */
  key: SalaryFigureKey;
  /** 'Booth Rent'. */
  label: string;
  /** 'not more than $120/wk', or null when the amount is missing (the card shows its fallback). */
  value: string | null;
  /** 'Booth Rent not more than $120/wk', or null when the amount is missing. */
  text: string | null;
};

/** Every figure of a salary expectation or package, in order, ready for InfoCards. */
export function salaryFigureLines(amounts: Partial<Record<SalaryFigureKey, Amount>> | null | undefined): SalaryFigureLine[] {
  return salaryFigures.map((figure) => ({
    key: figure.key,
    label: figure.label,
    value: salaryFigureValue(figure, amounts?.[figure.key]),
    text: salaryFigureText(figure, amounts?.[figure.key]),
  }));
}
