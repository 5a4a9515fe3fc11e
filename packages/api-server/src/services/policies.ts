import { defaultPrivacyPolicyHtml, defaultTermsHtml, type PolicyContent, type PolicyUpdate } from '@chairside/api-contract';
import { findCurrentPolicy, insertPolicy } from '../db/queries/content.ts';
import type { PolicyKind } from '../db/schema.ts';
import { recordAudit } from './audit.ts';
import type { Actor, ServiceContext } from './context.ts';
import { ServiceError } from './errors.ts';
import { maxPolicyNesting, policyNestingDepth } from './markup-depth.ts';
import { sanitizePolicyHtmlOffThread } from './sanitize-off-thread.ts';
import { hasVisibleContent } from './sanitize.ts';

export type { PolicyKind };

/** What a fresh install serves until an administrator saves a version. */
const defaults: Record<PolicyKind, string> = {
  'privacy-policy': defaultPrivacyPolicyHtml,
  terms: defaultTermsHtml,
};

const auditActionOf = { 'privacy-policy': 'privacy-policy.update', terms: 'terms.update' } as const;

/** The current privacy policy or terms; the built-in default (with a null `updatedAt`) until one is saved. */
export const getPolicy = async (ctx: ServiceContext, kind: PolicyKind): Promise<PolicyContent> => {
  const row = await findCurrentPolicy(ctx.db, kind);
  return row ? { content: row.content, updatedAt: row.saved_at } : { content: defaults[kind], updatedAt: null };
};

/**
 * Saves a new version, sanitised to the editor's allowlist first. Markup that is all unsafe (nothing
 * left after sanitising) is refused rather than blanking the public page, and so is markup nested
 * deeper than any document needs, before the sanitiser's parser spends seconds on it.
 */
export const savePolicy = async (
  ctx: ServiceContext,
  actor: Actor,
  kind: PolicyKind,
  input: PolicyUpdate,
): Promise<PolicyContent> => {
  if (policyNestingDepth(input.content, maxPolicyNesting) > maxPolicyNesting) {
    throw new ServiceError('invalid', `content is nested too deeply: at most ${maxPolicyNesting} levels of markup are accepted.`);
  }
  const content = await sanitizePolicyHtmlOffThread(input.content);
  if (!hasVisibleContent(content)) {
    throw new ServiceError('invalid', 'content has nothing left to show once unsafe markup is removed.');
  }
  const now = ctx.now();
  const savedAt = now.toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    await insertPolicy(trx, { kind, content, savedBy: actor.id, savedAt });
    await recordAudit(trx, now, {
      action: auditActionOf[kind],
      actor,
      detail:
        content === input.content
          ? `Saved ${content.length} characters.`
          : `Saved ${content.length} characters; unsafe markup was removed.`,
    });
  });
  return { content, updatedAt: savedAt };
};
