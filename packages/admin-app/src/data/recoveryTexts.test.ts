import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { conflictOf, ifMatch } from './conflicts';
import { formatDateTime } from './moderationTexts';
import {
  bulkProgressLabel,
  bulkQuestion,
  bulkSummaryText,
  chunked,
  conflictText,
  daysLeftText,
  nameSummary,
  restoredText,
  undoAltText,
  undoFailureText,
} from './recoveryTexts';

describe('bulk wording', () => {
  it('asks about the count of the kind, singular for one', () => {
    expect(bulkQuestion('suspend', 48, 'professional')).toBe('Suspend 48 professionals?');
    expect(bulkQuestion('unsuspend', 3, 'salon')).toBe('Unsuspend 3 salons?');
    expect(bulkQuestion('delete', 2, 'private-suite')).toBe('Delete 2 private suites?');
    expect(bulkQuestion('delete', 1, 'private-suite')).toBe('Delete 1 private suite?');
    expect(bulkQuestion('suspend', 1200, 'salon')).toBe('Suspend 1,200 salons?');
  });

  it('names the first three accounts and counts the rest', () => {
    expect(nameSummary(['Ann Lee'])).toBe('Ann Lee');
    expect(nameSummary(['Ann Lee', 'Bo Chan', 'Cy Diaz'])).toBe('Ann Lee, Bo Chan, Cy Diaz');
    const many = ['Ann Lee', 'Bo Chan', 'Cy Diaz', ...Array.from({ length: 45 }, (_, index) => `Other ${index}`)];
    expect(nameSummary(many)).toBe('Ann Lee, Bo Chan, Cy Diaz and 45 more');
    expect(nameSummary(['Ann Lee', 'Bo Chan', 'Cy Diaz', 'Di Eng'])).toBe('Ann Lee, Bo Chan, Cy Diaz and 1 more');
  });

  it('says how far a long action has gone', () => {
    expect(bulkProgressLabel('suspend', 150, 600)).toBe('Suspending 150 of 600 accounts');
    expect(bulkProgressLabel('delete', 0, 1200)).toBe('Deleting 0 of 1,200 accounts');
  });

  it('cuts the ids into runs of 50, in order, the last one shorter', () => {
    const ids = Array.from({ length: 120 }, (_, index) => index + 1);
    const runs = chunked(ids);
    expect(runs.map((run) => run.length)).toEqual([50, 50, 20]);
    expect(runs.flat()).toEqual(ids);
    expect(chunked(ids.slice(0, 50))).toHaveLength(1);
    expect(chunked([])).toEqual([]);
    expect(chunked([1, 2, 3], 2)).toEqual([[1, 2], [3]]);
    expect(() => chunked([1], 0)).toThrow(RangeError);
  });
});

const ok = (name: string) => ({ ok: true, name });
const failed = (name: string, message?: string) => ({ ok: false, name, message });
const skipped = (name: string, message: string) => ({ ok: false, name, message, skipped: true });

describe('the summary after a bulk action', () => {
  it('counts what went through when everything did', () => {
    expect(bulkSummaryText('suspend', Array.from({ length: 48 }, (_, index) => ok(`A${index}`)))).toBe('48 suspended.');
    expect(bulkSummaryText('delete', [ok('A')])).toBe('1 deleted.');
    expect(bulkSummaryText('restore', [ok('A'), ok('B')])).toBe('2 restored.');
  });

  it('names the failures grouped by the server’s message, in the order first met', () => {
    const outcomes = [ok('Dee Fox'), failed('Ann Lee', 'No account has that id.'), ok('Eve Gray'), failed('Bo Chan', 'No account has that id.')];
    expect(bulkSummaryText('suspend', outcomes)).toBe('2 suspended. 2 failed: Ann Lee, Bo Chan: No account has that id.');
    const two = [failed('Ann Lee', 'Not found.'), failed('Cy Diaz', 'Already deleted.'), failed('Bo Chan', 'Not found.')];
    expect(bulkSummaryText('delete', two)).toBe('0 deleted. 3 failed: Ann Lee, Bo Chan: Not found. Cy Diaz: Already deleted.');
  });

  it('names the accounts skipped on purpose apart from the failures, with why', () => {
    const outcomes = [ok('Ann Lee'), skipped('Bo Chan', 'Already suspended until lifted.'), failed('Cy Diaz', 'No account has that id.')];
    expect(bulkSummaryText('suspend', outcomes)).toBe('1 suspended. 1 skipped: Bo Chan: Already suspended until lifted. 1 failed: Cy Diaz: No account has that id.');
  });

  it('names at most three accounts per message, and words a failure without one', () => {
    const many = Array.from({ length: 5 }, (_, index) => failed(`N${index}`, 'Not found.'));
    expect(bulkSummaryText('unsuspend', many)).toBe('0 unsuspended. 5 failed: N0, N1, N2 and 2 more: Not found.');
    expect(bulkSummaryText('suspend', [failed('Ann Lee')])).toBe('0 suspended. 1 failed: Ann Lee: It could not be done.');
  });
});

describe('undo wording', () => {
  it('names the Undo button after what the toast reports', () => {
    expect(undoAltText('Professional suspended.')).toBe('Undo: professional suspended');
    expect(undoAltText('48 suspended. 2 failed: Ann Lee: Not found.')).toBe('Undo: 48 suspended. 2 failed: Ann Lee: Not found');
    expect(undoAltText(restoredText('private-suite'))).toBe('Undo: private suite restored');
  });

  it("gives the server's reasons once each, after how much was undone", () => {
    expect(undoFailureText([{ ok: false, message: 'Already undone.' }])).toBe('Not undone: Already undone.');
    expect(
      undoFailureText([{ ok: true }, { ok: false, message: 'Already undone.' }, { ok: false, message: 'Already undone.' }, { ok: false, message: 'Gone.' }]),
    ).toBe('Undone for 1 of 4. Not undone: Already undone. Gone.');
  });
});

describe('conflicts', () => {
  const body = {
    message: 'This account was changed by Jo Park at 2026-11-25 12:15 UTC.',
    current: { id: 7, role: 'salon', fullName: 'Glow', email: 'g@example.com', isSuspended: true, suspendedUntil: null, version: 4 },
    changedBy: { name: 'Jo Park', at: '2026-11-25T12:15:00.000Z' },
  };

  it("words who changed the account in the administrator's own time", () => {
    expect(conflictText(body.changedBy)).toBe(`This account was changed by Jo Park at ${formatDateTime('2026-11-25T12:15:00.000Z')}.`);
  });

  it('reads a 409 with the conflict body, and nothing else, as a conflict', () => {
    expect(conflictOf(new ApiError(409, body.message, body.message, { body }))).toEqual(body);
    expect(conflictOf(new ApiError(409, 'Taken.', 'Taken.', { body: { message: 'Taken.' } }))).toBeNull();
    expect(conflictOf(new ApiError(400, body.message, body.message, { body }))).toBeNull();
    expect(conflictOf(new Error('409'))).toBeNull();
  });

  it('sends the version as a quoted If-Match, and none without a version', () => {
    expect(ifMatch(7)).toEqual({ 'If-Match': '"7"' });
    expect(ifMatch(null)).toBeUndefined();
  });
});

describe('days left', () => {
  it("says '{n} days', '1 day', and 'Last day' on the last", () => {
    expect(daysLeftText(29)).toBe('29 days');
    expect(daysLeftText(2)).toBe('2 days');
    expect(daysLeftText(1)).toBe('1 day');
    expect(daysLeftText(0)).toBe('Last day');
  });
});
