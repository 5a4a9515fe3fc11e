import { describe, expect, it } from 'vitest';
import { currentFirst, sessionTitle, signOutLabel } from './sessions';

const firefox = { id: 1, browser: 'Firefox 128', system: 'Windows 11', lastActive: 'just now', current: true };
const safari = { id: 2, browser: 'Safari 17', system: 'iOS 17', lastActive: 'yesterday at 21:02', current: false };
const chrome = { id: 3, browser: 'Chrome 124', system: 'macOS 14', lastActive: '5 March 2026', current: false };

describe('sessionTitle', () => {
  it('names a session by its browser and system', () => {
    expect(sessionTitle(safari)).toBe('Safari 17 on iOS 17');
  });
});

describe('signOutLabel', () => {
  it('says which session the button signs out, with its last activity', () => {
    expect(signOutLabel(safari)).toBe('Sign out Safari 17 on iOS 17, last active yesterday at 21:02');
  });

  it('tells apart two sessions on the same browser and system', () => {
    const other = { ...chrome, lastActive: '1 March 2026' };
    expect(signOutLabel(chrome)).not.toBe(signOutLabel(other));
  });
});

describe('currentFirst', () => {
  it('moves the current session to the top and keeps the others in their order', () => {
    expect(currentFirst([safari, chrome, firefox]).map((session) => session.id)).toEqual([1, 2, 3]);
    expect(currentFirst([chrome, firefox, safari]).map((session) => session.id)).toEqual([1, 3, 2]);
  });

  it('leaves a list without a current session as it was, and does not change the one given', () => {
    const given = [chrome, safari];
    expect(currentFirst(given)).toEqual([chrome, safari]);
    expect(currentFirst([])).toEqual([]);
    currentFirst([safari, firefox]);
    expect(given).toEqual([chrome, safari]);
  });
});
