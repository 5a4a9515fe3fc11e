/*
 * The rules a form checks before it sends anything: the contract's zod request schema for the body the
 * form sends (the same rules the server applies), or a hand-written validator that gives its answers
 * in the same shape where zod would weigh too much in a bundle. This file imports no zod: a schema is
 * only ever handed in, so a page that uses a validator pays for none.
 */

/** What kind of rule a field broke; a form's own texts are keyed by these. */
export const issueKinds = ['required', 'format', 'tooShort', 'tooLong', 'invalid'] as const;
export type IssueKind = (typeof issueKinds)[number];

/** One broken rule: its kind and the rule's own message (the words the server would answer with). */
export type FieldIssue = { kind: IssueKind; message: string };

/** At most one broken rule a field, the first one, as the server names the first. */
export type FieldIssues<Field extends string> = { [Name in Field]?: FieldIssue | undefined };

/** A hand-written validator of a request body. */
export type Validate<Body> = (body: Body) => FieldIssues<Extract<keyof Body, string>>;

/** One issue of a zod error, as far as the forms read it. */
export type SchemaIssue = { code: string; path: readonly PropertyKey[]; message: string; minimum?: number | bigint };

/** The part of a zod schema the forms use (`safeParse`), typed here so this file needs no zod. */
export type SchemaLike = {
  safeParse(input: unknown): { success: boolean; error?: { issues: readonly SchemaIssue[] } | undefined };
};

/** A request body's rules: the contract's schema, or a validator that answers in the same shape. */
export type Rules<Body> = SchemaLike | Validate<Body>;

/**
 * Rules fetched when first needed. The contract's schemas bring zod, about 25 KiB gzipped, which a
 * page would otherwise download before it can show a single field; loaded this way they arrive while
 * the user types (the form starts the load at the first keystroke) and are awaited on submit.
 */
export type LazyRules = { load: () => Promise<SchemaLike> };

/** Rules to load on first use, e.g. `lazyRules(() => import('./requestSchemas').then((m) => m.x))`. */
export const lazyRules = (load: () => Promise<SchemaLike>): LazyRules => ({ load });

export const isLazyRules = (rules: unknown): rules is LazyRules =>
  typeof rules === 'object' && rules !== null && 'load' in rules && typeof rules.load === 'function';

/** A rule's message in the page's words: a leading wire name (`newPassword must...`) becomes the label. */
export const relabel = (message: string, field: string, label: string | undefined) =>
  label !== undefined && message.startsWith(`${field} `) ? `${label}${message.slice(field.length)}` : message;

function kindOf(issue: SchemaIssue, value: unknown): IssueKind {
  switch (issue.code) {
    case 'invalid_type':
      return value === undefined || value === null ? 'required' : 'invalid';
    case 'too_small':
      // The contract counts a text after trimming it, so "at least one character" is how it says
      // required; a longer minimum (a new password's) is still "required" when nothing was typed.
      return issue.minimum === 1 || value === '' ? 'required' : 'tooShort';
    case 'too_big':
      return 'tooLong';
    case 'invalid_format':
      return 'format';
    default:
      return 'invalid';
  }
}

/** The broken rules of `body`, the first a field, keyed by the body's field names. */
export function checkRules<Body extends object>(rules: Rules<Body>, body: Body): FieldIssues<Extract<keyof Body, string>> {
  if (typeof rules === 'function') return rules(body);
  const result = rules.safeParse(body);
  const issues: Record<string, FieldIssue> = {};
  if (result.success || !result.error) return issues;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string') {
      // An issue about the body as a whole (an unexpected field) is the page's mistake, not the user's.
      if (import.meta.env.DEV) throw new Error(`checkRules: the body breaks a rule of no field: ${issue.message}`);
      continue;
    }
    issues[field] ??= { kind: kindOf(issue, (body as Record<string, unknown>)[field]), message: issue.message };
  }
  return issues as FieldIssues<Extract<keyof Body, string>>;
}

/** Only the issues of one kind, for a form that reports missing fields before anything else. */
export function issuesOfKind<Field extends string>(issues: FieldIssues<Field>, kind: IssueKind): FieldIssues<Field> {
  const picked: FieldIssues<Field> = {};
  for (const [field, issue] of Object.entries(issues) as [Field, FieldIssue | undefined][]) {
    if (issue?.kind === kind) picked[field] = issue;
  }
  return picked;
}

/** Whether any field has an issue. */
export const hasIssues = (issues: FieldIssues<string>): boolean => Object.values(issues).some(Boolean);
