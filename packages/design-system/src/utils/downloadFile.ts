/**
 * Saves text as a file through the browser's download: a Blob of the given type behind a temporary
 * object URL, an <a download> clicked for it, and the URL revoked once the click has handed it over (at
 * once it may be too soon for some browsers to start reading it).
 */
export function downloadFile(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
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
