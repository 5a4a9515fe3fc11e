import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadText, recoveryCodesText } from './recoveryFile';

describe('recoveryCodesText', () => {
  it('puts the header line first, then one code per line', () => {
    expect(recoveryCodesText(['k7qm-3xza', '9pwd-h2rt'])).toBe(
      'Chairside back-office recovery codes. Each code works once.\nk7qm-3xza\n9pwd-h2rt\n',
    );
  });

  it('keeps the codes in the order given', () => {
    const lines = recoveryCodesText(['c', 'a', 'b']).trimEnd().split('\n');
    expect(lines.slice(1)).toEqual(['c', 'a', 'b']);
  });
});

type ObjectUrlFunction = 'createObjectURL' | 'revokeObjectURL';
const standIns: ObjectUrlFunction[] = [];

/** jsdom has no object URLs: puts a stand-in for the browser's function where it is missing, taken away after the test. */
function standInFor(name: ObjectUrlFunction) {
  if (name in URL) return;
  Object.assign(URL, { [name]: () => '' });
  standIns.push(name);
}

describe('downloadText', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
    for (const name of standIns.splice(0)) Reflect.deleteProperty(URL, name);
  });

  it('clicks a download link to a Blob of the text, then revokes its URL and removes the link', async () => {
    vi.useFakeTimers();
    standInFor('createObjectURL');
    standInFor('revokeObjectURL');
    const create = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:codes');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: Array<{ href: string; download: string; inDocument: boolean }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function record(this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, inDocument: this.isConnected });
    });

    downloadText('codes.txt', 'one\ntwo\n');

    expect(clicked).toEqual([{ href: 'blob:codes', download: 'codes.txt', inDocument: true }]);
    const blob = create.mock.calls[0]![0] as Blob;
    expect(blob.type).toBe('text/plain;charset=utf-8');
    expect(await blob.text()).toBe('one\ntwo\n');
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revoke).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith('blob:codes');
  });
});
