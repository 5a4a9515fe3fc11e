/** The first line of the saved file, so whoever finds it later knows what it is. */
export const recoveryFileHeader = 'Chairside back-office recovery codes. Each code works once.';

/** The default text of the saved file: the header line, then one code per line. */
export function recoveryCodesText(codes: readonly string[]): string {
  return `${[recoveryFileHeader, ...codes].join('\n')}\n`;
}

/**
 * Saves text as a file through the browser's download: a Blob behind a temporary object URL, an
 * <a download> clicked for it, and the URL revoked once the click has handed it over (at once it
 * may be too soon for some browsers to start reading it).
 */
export function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  // Firefox follows a click only on a link in the document.
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
