import { describe, expect, it } from 'vitest';
import { initialPublishState, publishChoice, publishErrors, validatePublish, type PublishFormState } from './publishForm';

// 14 March 2026, 09:30 in the time zone the tests run in, as the dialog's clock would say.
const now = new Date(2026, 2, 14, 9, 30);
const rules = { summaryMaxLength: 200, now };
const later = (effectiveAt: string): PublishFormState => ({ ...initialPublishState, timing: 'later', effectiveAt });

describe('validatePublish', () => {
  it('lets an empty form through: no summary, published now', () => {
    expect(validatePublish(initialPublishState, rules)).toEqual({});
  });

  it('refuses a summary over the limit, counted without the spaces around it', () => {
    const long = { ...initialPublishState, summary: 'a'.repeat(201) };
    expect(validatePublish(long, rules)).toEqual({ summary: 'Keep the summary to 200 characters or fewer.' });
    expect(validatePublish({ ...long, summary: ` ${'a'.repeat(200)} ` }, rules)).toEqual({});
    expect(validatePublish(long, { ...rules, summaryMaxLength: 1000 })).toEqual({});
    expect(publishErrors.summaryTooLong(1000)).toBe('Keep the summary to 1,000 characters or fewer.');
  });

  it('asks for a date when scheduling, and one after now', () => {
    expect(validatePublish(later(''), rules)).toEqual({ effectiveAt: 'Choose when the change takes effect.' });
    expect(validatePublish(later('2026-03-14'), rules)).toEqual({ effectiveAt: 'Choose when the change takes effect.' });
    expect(validatePublish(later('2026-03-14T09:30'), rules)).toEqual({ effectiveAt: 'Choose a time in the future.' });
    expect(validatePublish(later('2025-12-31T23:59'), rules)).toEqual({ effectiveAt: 'Choose a time in the future.' });
    expect(validatePublish(later('2026-03-14T09:31'), rules)).toEqual({});
  });

  it('ignores a date left over once publishing now is chosen again', () => {
    expect(validatePublish({ ...later('2025-01-01T00:00'), timing: 'now' }, rules)).toEqual({});
  });

  it('gives every message at once', () => {
    expect(validatePublish({ summary: 'a'.repeat(201), timing: 'later', effectiveAt: '' }, rules)).toEqual({
      summary: publishErrors.summaryTooLong(200),
      effectiveAt: publishErrors.dateMissing,
    });
  });
});

describe('publishChoice', () => {
  it('trims the summary and has no date when publishing now', () => {
    expect(publishChoice({ summary: '  Clarified how long we keep messages. ', timing: 'now', effectiveAt: '2026-04-01T00:00' })).toEqual({
      summary: 'Clarified how long we keep messages.',
      effectiveAt: null,
    });
  });

  it('reads a scheduled date as local time', () => {
    expect(publishChoice(later('2026-04-01T18:00')).effectiveAt).toEqual(new Date(2026, 3, 1, 18, 0));
  });
});
