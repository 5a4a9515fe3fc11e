import { limits, requiredEmail } from '@chairside/api-contract';
import type { Config } from './config.ts';
import { connect, type Db } from './db/connection.ts';

// What the command line's commands share: their errors, how options are read and checked, and output.

/** A mistake in how the command was called: printed with the usage, exit code 2. */
export class UsageError extends Error {}

/** A command that was called correctly but cannot do what was asked: printed alone, exit code 1. */
export class CommandError extends Error {}

/** Columns padded to their widest cell; long cells are cut with an ellipsis. */
export const table = (header: string[], rows: string[][], maxWidth = 40) => {
  const cut = (cell: string) => (cell.length > maxWidth ? `${cell.slice(0, maxWidth - 1)}…` : cell);
  const cells = [header, ...rows].map((row) => row.map((cell) => cut(cell.replace(/\s+/g, ' '))));
  const widths = header.map((_, column) => Math.max(...cells.map((row) => row[column]?.length ?? 0)));
  return cells.map((row) => row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ').trimEnd()).join('\n');
};

export const count = (value: string | undefined, name: string, fallback: number) => {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) > 1_000_000) {
    throw new UsageError(`--${name} must be a whole number from 0 to 1000000, got "${value}".`);
  }
  return Number(value);
};

/** An ISO 8601 date or date-time, or now when the option is absent. */
export const instant = (value: string | undefined, name: string) => {
  if (value === undefined) return new Date();
  const parsed = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(value) ? new Date(value) : new Date(Number.NaN);
  if (Number.isNaN(parsed.getTime())) throw new UsageError(`--${name} must be an ISO date such as 2026-01-15 or 2026-01-15T12:00:00Z, got "${value}".`);
  return parsed;
};

export const required = (value: string | undefined, name: string) => {
  if (value === undefined || value.trim() === '') throw new UsageError(`--${name} is required.`);
  return value;
};

export const checkEmail = (value: string) => {
  const result = requiredEmail('--email').safeParse(value);
  if (!result.success) throw new UsageError(result.error.issues[0]?.message ?? '--email is not valid.');
  return result.data.toLowerCase();
};

export const checkPassword = (value: string) => {
  if (value.length < limits.password.min) throw new UsageError(`--password must be at least ${limits.password.min} characters.`);
  if (value.length > limits.password.max) throw new UsageError(`--password must be at most ${limits.password.max} characters.`);
  return value;
};

export type Options = Record<string, string | boolean | undefined>;

/** One command: the options it takes (all `--name value`) and what it does. */
export interface Command {
  options: Record<string, { type: 'string' }>;
  run: (config: Config, options: Options) => Promise<void>;
}
export const text = (options: Options, name: string) => {
  const value = options[name];
  return typeof value === 'string' ? value : undefined;
};

export const withDatabase = async <T>(config: Config, work: (db: Db) => Promise<T>): Promise<T> => {
  const db = connect({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
};
