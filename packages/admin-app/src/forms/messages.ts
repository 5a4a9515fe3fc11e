import { ApiError } from '../api/client';
import type { IssueKind } from './rules';

/** A form's own texts for broken rules, by field and kind; a kind left out shows the rule's message. */
export type MessageTable<Field extends string> = { [Name in Field]?: { [Kind in IssueKind]?: string } };

/** The texts the login, profile and support forms show for an email address. */
export const emailMessages = {
  required: 'Email is required.',
  format: 'Enter a valid email address, such as name@example.com.',
} as const;

/** "<label> is required.": what every form says of an empty required field, by its label. */
export const requiredMessage = (label: string) => ({ required: `${label} is required.` });

/** The server's `{ message }` carried by a failed call, if it sent one. */
export const serverMessage = (error: unknown): string | undefined =>
  error instanceof ApiError ? error.serverMessage : undefined;
