import { describe, expect, it } from 'vitest';
import { describeOrigin } from './factorOrigin';

const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe('describeOrigin', () => {
  it('names the browser, system and address a factor was added from, as the sessions list does', () => {
    expect(describeOrigin({ userAgent: firefox, ip: '198.51.100.7', current: false })).toBe('Firefox on Windows, 198.51.100.7');
  });

  it('says when it was this session, and leaves out an address it does not know', () => {
    expect(describeOrigin({ userAgent: firefox, ip: null, current: true })).toBe('Firefox on Windows (this session)');
  });

  it('says nothing for a factor from before origins were kept', () => {
    expect(describeOrigin(null)).toBeNull();
    expect(describeOrigin(undefined)).toBeNull();
  });
});
