import { describe, expect, it } from 'vitest';
import { describeUserAgent } from './userAgent';

// Real user agents, as the browsers send them.
const agents = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  chromeMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.81 Mobile Safari/537.36',
  chromeIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  chromeOs:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  chromiumLinux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chromium/130.0.6723.116 Chrome/130.0.6723.116 Safari/537.36',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.70',
  edgeAndroid:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 EdgA/131.0.0.0',
  edgeIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 EdgiOS/131.2903.68 Mobile/15E148 Safari/605.1.15',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  firefoxWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  firefoxIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/133.0 Mobile/15E148 Safari/605.1.15',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  safariIpad:
    'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  operaWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0',
  operaAndroid:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36 OPR/86.0.0.0',
} as const;

describe('describeUserAgent', () => {
  it.each([
    [agents.chromeWindows, 'Chrome', 'Windows'],
    [agents.chromeMac, 'Chrome', 'macOS'],
    [agents.chromeAndroid, 'Chrome', 'Android'],
    [agents.chromeIos, 'Chrome', 'iOS'],
    [agents.chromeOs, 'Chrome', 'ChromeOS'],
    [agents.chromiumLinux, 'Chromium', 'Linux'],
    [agents.edgeWindows, 'Edge', 'Windows'],
    [agents.edgeAndroid, 'Edge', 'Android'],
    [agents.edgeIos, 'Edge', 'iOS'],
    [agents.firefoxLinux, 'Firefox', 'Linux'],
    [agents.firefoxWindows, 'Firefox', 'Windows'],
    [agents.firefoxIos, 'Firefox', 'iOS'],
    [agents.safariMac, 'Safari', 'macOS'],
    [agents.safariIpad, 'Safari', 'iOS'],
    [agents.operaWindows, 'Opera', 'Windows'],
    [agents.operaAndroid, 'Opera', 'Android'],
  ])('reads %s as %s on %s', (userAgent, browser, system) => {
    expect(describeUserAgent(userAgent)).toEqual({ browser, system });
  });

  it('says what it does not know, and knows one half without the other', () => {
    expect(describeUserAgent(null)).toEqual({ browser: 'Unknown browser', system: 'Unknown system' });
    expect(describeUserAgent('')).toEqual({ browser: 'Unknown browser', system: 'Unknown system' });
    expect(describeUserAgent('curl/8.5.0')).toEqual({ browser: 'Unknown browser', system: 'Unknown system' });
    expect(describeUserAgent('Mozilla/5.0 (PlayStation; PlayStation 5/2.26) AppleWebKit/605.1.15 (KHTML, like Gecko)')).toEqual({
      browser: 'Unknown browser',
      system: 'Unknown system',
    });
    expect(describeUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) SomeBot/1.0')).toEqual({ browser: 'Unknown browser', system: 'Windows' });
    expect(describeUserAgent('Firefox/133.0')).toEqual({ browser: 'Firefox', system: 'Unknown system' });
  });

  it('does not take a word inside another for a token', () => {
    // 'Mac OS X' inside 'like Mac OS X' must not beat the iPhone; 'Edge' must not match 'Hedgehog/'.
    expect(describeUserAgent('Hedgehog/1.0 (iPhone; like Mac OS X)')).toEqual({ browser: 'Unknown browser', system: 'iOS' });
  });
});
