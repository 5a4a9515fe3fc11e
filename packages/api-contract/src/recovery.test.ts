// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { describeZodError } from './common';
import { bulkRequestSchema, undoRequestSchema } from './recovery';

const refusal = (body: unknown) => {
  const result = bulkRequestSchema.safeParse(body);
  return result.success ? null : describeZodError(result.error);
};

describe('bulk and undo bodies', () => {
  it('takes one action on up to 1,000 distinct ids with the single calls’ fields', () => {
    expect(refusal({ action: 'suspend', ids: [1, 2, 3], reason: 'Spam or scam', until: '2030-01-01T00:00:00Z' })).toBeNull();
    expect(refusal({ action: 'unsuspend', ids: [4] })).toBeNull();
    expect(refusal({ action: 'delete', ids: Array.from({ length: 1000 }, (_, index) => index + 1), reason: 'Other' })).toBeNull();
  });

  it('refuses an empty, oversized, repeated or non-numeric id list, an unknown action and a missing reason', () => {
    expect(refusal({ action: 'suspend', ids: [], reason: 'Other' })).toBe('ids must name at least one account.');
    expect(refusal({ action: 'delete', ids: Array.from({ length: 1001 }, (_, index) => index + 1), reason: 'Other' })).toBe(
      'ids can name at most 1,000 at once.',
    );
    expect(refusal({ action: 'suspend', ids: [1, 2, 1], reason: 'Other' })).toBe('ids must not repeat an id (1 is there twice).');
    expect(refusal({ action: 'suspend', ids: [1, 'two'], reason: 'Other' })).toMatch(/^ids\.1: /);
    expect(refusal({ action: 'suspend', ids: '1,2', reason: 'Other' })).toBe('ids must be a list of ids.');
    expect(refusal({ action: 'suspend', reason: 'Other' })).toBe('ids is required.');
    expect(refusal({ action: 'ban', ids: [1] })).toBe('action must be one of: suspend, unsuspend, delete.');
    expect(refusal({ action: 'delete', ids: [1] })).toBe('reason is required.');
    expect(refusal({ action: 'delete', ids: [1], reason: 'Other', until: '2030-01-01T00:00:00Z' })).toBe('until belongs to suspend only.');
    expect(refusal({ action: 'suspend', ids: [1], reason: 'Other', extra: 1 })).toBe('Unexpected field: extra.');
  });

  it('takes the entries to undo under the same rules', () => {
    expect(undoRequestSchema.safeParse({ entries: [9] }).success).toBe(true);
    expect(undoRequestSchema.safeParse({ entries: [] }).success).toBe(false);
    expect(undoRequestSchema.safeParse({ entries: [9, 9] }).success).toBe(false);
  });
});
