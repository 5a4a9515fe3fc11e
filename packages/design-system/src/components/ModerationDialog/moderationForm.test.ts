import { describe, expect, it } from 'vitest';
import {
  actionDefaults,
  confirmationMatches,
  firstInvalidField,
  moderationValues,
  parseLocalDateTime,
  prefillNotice,
  suspensionEnd,
  toLocalDateTime,
  validateModeration,
  type ModerationFormState,
  type ModerationRules,
} from './moderationForm';

const now = new Date(2026, 2, 14, 9, 30);
const rules: ModerationRules = { action: 'suspend', reasonRequired: true, noteMaxLength: 1000, messageMaxLength: 2000, now };
const valid: ModerationFormState = {
  reason: 'Spam or scam',
  note: '',
  send: true,
  message: 'Hello',
  duration: 'until-lifted',
  customUntil: '',
};

describe('validateModeration', () => {
  it('accepts a complete form', () => {
    expect(validateModeration(valid, rules)).toEqual({});
  });

  it('gives every message at once, and the first field in the order shown', () => {
    const errors = validateModeration(
      { reason: '', note: 'n'.repeat(1001), send: true, message: '  ', duration: 'custom', customUntil: '' },
      rules,
    );
    expect(errors).toEqual({
      reason: 'Choose a reason.',
      note: 'The note can be at most 1,000 characters.',
      message: 'Write the notice, or untick Send a notice.',
      until: 'Choose a date and time in the future.',
    });
    expect(firstInvalidField(errors)).toBe('reason');
    expect(firstInvalidField({ until: 'x', message: 'y' })).toBe('message');
    expect(firstInvalidField({})).toBeUndefined();
  });

  it('needs a reason only where it is required', () => {
    expect(validateModeration({ ...valid, reason: '' }, { ...rules, reasonRequired: false })).toEqual({});
  });

  it('counts the note and the notice as trimmed, up to their limits', () => {
    expect(validateModeration({ ...valid, note: ` ${'n'.repeat(1000)} ` }, rules)).toEqual({});
    expect(validateModeration({ ...valid, message: 'm'.repeat(2001) }, rules).message).toBe(
      'The notice can be at most 2,000 characters.',
    );
    expect(validateModeration({ ...valid, note: 'n'.repeat(21) }, { ...rules, noteMaxLength: 20 }).note).toBe(
      'The note can be at most 20 characters.',
    );
  });

  it('ignores the message while no notice is sent', () => {
    expect(validateModeration({ ...valid, send: false, message: '' }, rules)).toEqual({});
    expect(validateModeration({ ...valid, send: false, message: 'm'.repeat(2001) }, rules)).toEqual({});
  });

  it('wants a custom end strictly after now, and only when suspending', () => {
    const future = { ...valid, duration: 'custom' as const, customUntil: '2026-03-14T09:31' };
    expect(validateModeration(future, rules)).toEqual({});
    expect(validateModeration({ ...future, customUntil: '2026-03-14T09:30' }, rules).until).toBeDefined();
    expect(validateModeration({ ...future, customUntil: '2025-12-31T23:59' }, rules).until).toBeDefined();
    expect(validateModeration({ ...future, customUntil: '' }, { ...rules, action: 'unsuspend' })).toEqual({});
  });
});

describe('dates', () => {
  it('reads and writes datetime-local values in local time', () => {
    expect(toLocalDateTime(now)).toBe('2026-03-14T09:30');
    expect(parseLocalDateTime('2026-03-14T09:30')?.getTime()).toBe(now.getTime());
    expect(parseLocalDateTime('')).toBeNull();
    expect(parseLocalDateTime('tomorrow')).toBeNull();
    expect(parseLocalDateTime('2026-13-40T10:00')).toBeNull();
  });

  it('ends a fixed suspension that long after now, and a lifted one never', () => {
    const hours = (iso: string | null) => (new Date(iso!).getTime() - now.getTime()) / 3_600_000;
    expect(hours(suspensionEnd({ duration: '24h', customUntil: '' }, now))).toBe(24);
    expect(hours(suspensionEnd({ duration: '7d', customUntil: '' }, now))).toBe(168);
    expect(hours(suspensionEnd({ duration: '30d', customUntil: '' }, now))).toBe(720);
    expect(suspensionEnd({ duration: 'until-lifted', customUntil: '' }, now)).toBeNull();
    expect(suspensionEnd({ duration: 'custom', customUntil: '2026-03-15T10:00' }, now)).toBe(
      new Date(2026, 2, 15, 10, 0).toISOString(),
    );
  });
});

describe('moderationValues', () => {
  it('hands over trimmed texts, null for no reason, and the end of a suspension', () => {
    expect(moderationValues({ ...valid, reason: '', note: ' Seen twice. ', message: ' Hi \n', duration: '24h' }, 'suspend', now)).toEqual({
      reason: null,
      note: 'Seen twice.',
      notice: { send: true, message: 'Hi' },
      until: new Date(now.getTime() + 86_400_000).toISOString(),
      duration: '24h',
    });
  });

  it('gives no end and no duration to the actions that do not last', () => {
    const values = moderationValues({ ...valid, duration: '7d' }, 'delete', now);
    expect(values.until).toBeNull();
    expect(values.duration).toBe('until-lifted');
  });
});

describe('prefillNotice', () => {
  it('follows the template while the message is the last prefill, and keeps an edited one', () => {
    expect(prefillNotice('Template A', 'Template A', 'Template B')).toBe('Template B');
    expect(prefillNotice('My words', 'Template A', 'Template B')).toBe('My words');
    expect(prefillNotice('', 'Template A', 'Template B')).toBe('');
  });
});

describe('actionDefaults', () => {
  it('requires a reason and sends a notice for suspend and delete, not for unsuspend', () => {
    expect(actionDefaults('suspend')).toEqual({ reasonRequired: true, sendNotice: true });
    expect(actionDefaults('delete')).toEqual({ reasonRequired: true, sendNotice: true });
    expect(actionDefaults('unsuspend')).toEqual({ reasonRequired: false, sendNotice: false });
  });
});

describe('confirmationMatches', () => {
  it('matches whatever the case and the spaces around the text', () => {
    expect(confirmationMatches('Ann Lee', 'Ann Lee')).toBe(true);
    expect(confirmationMatches('  ann LEE ', 'Ann Lee')).toBe(true);
    expect(confirmationMatches('48', ' 48')).toBe(true);
  });

  it('refuses a part, a different text or a different inner spacing', () => {
    expect(confirmationMatches('', 'Ann Lee')).toBe(false);
    expect(confirmationMatches('Ann', 'Ann Lee')).toBe(false);
    expect(confirmationMatches('Anne Lee', 'Ann Lee')).toBe(false);
    expect(confirmationMatches('AnnLee', 'Ann Lee')).toBe(false);
    expect(confirmationMatches('480', '48')).toBe(false);
  });
});
