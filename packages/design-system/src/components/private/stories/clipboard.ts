import { spyOn } from 'storybook/test';

/**
 * A story's `beforeEach` that makes the clipboard answer at once, as granted or as refused by the
 * browser, and puts it back afterwards. Stories never wait on a real permission prompt.
 */
export const clipboardThat = (outcome: 'resolves' | 'rejects') => () => {
  const writeText = spyOn(navigator.clipboard, 'writeText');
  if (outcome === 'resolves') writeText.mockResolvedValue(undefined);
  else writeText.mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
  return () => writeText.mockRestore();
};
