/*
 * The history of the privacy policy and the terms a fresh mock server starts with (issue 18). Apart
 * from revisions.ts, which reads the mock db, so that db.ts can build its first state from this.
 */
import type { PolicyRevisionWithContent } from '@chairside/api-contract';
import { buildPrivacyPolicy, buildTerms } from '@chairside/api-contract/demo';
import type { EditedDocumentName } from '../data/documents';

/** A revision as the mock keeps it. */
export type MockRevision = Omit<PolicyRevisionWithContent, 'number' | 'status' | 'size'>;

export type MockRevisions = Record<EditedDocumentName, MockRevision[]>;

const dayMs = 86_400_000;
let nextId = 1;

export const revision = (content: string, daysAgo: number, summary: string | null, author = { id: 1, name: 'Ada Admin' }): MockRevision => {
  const savedAt = new Date(Date.now() - daysAgo * dayMs).toISOString();
  return { id: nextId++, content, savedAt, effectiveAt: savedAt, author, summary, restoredFrom: null, cancelledAt: null };
};

/**
 * Three revisions of the policy (the newest the demo policy, so screens show what they always did) and
 * two of the terms, each with something the History panel shows: a summary, none, another author.
 */
export function freshRevisions(): MockRevisions {
  nextId = 1;
  const policy = buildPrivacyPolicy().content;
  const terms = buildTerms().content;
  const firstPolicy = policy.replace(/<h2>[^<]*<\/h2>(?:(?!<h2>).)*$/s, '');
  return {
    privacyPolicy: [
      revision(firstPolicy, 90, 'First published'),
      revision(policy.replace('safe', 'secure'), 30, 'Said how we use your information', { id: 2, name: 'Bo Barber' }),
      revision(policy, 3, null),
    ],
    terms: [revision(terms.replace('</p>', ' for everyone.</p>'), 60, 'First published'), revision(terms, 10, 'Plainer wording for subscriptions')],
  };
}

