/*
 * Saving a file a profile links to (a professional's CV). The file is fetched and handed to the
 * browser as a blob: a link's `download` attribute is ignored for another origin, where the browser
 * would show the PDF instead of saving it, and a blob also lets the page tell "no such file" apart.
 * It is not an API call (no bearer token, no 401 handling): the files are public, same-origin paths
 * on our server and often another host on the marketplace's.
 */

/** The server answered, but without the file (404 and the like): nothing to save. */
export class FileUnavailableError extends Error {
  readonly status: number;

  constructor(status: number) {
    super(`The file could not be fetched (status ${status}).`);
    this.name = 'FileUnavailableError';
    this.status = status;
  }
}

/** The name to save a file under: the last part of its url's path, else the fallback. */
export function fileNameOf(url: string, fallback: string): string {
  try {
    const path = new URL(url, window.location.href).pathname;
    const last = path.split('/').filter((part) => part !== '').at(-1);
    return last ? decodeURIComponent(last) : fallback;
  } catch {
    return fallback;
  }
}

/** Puts a link to `href` in the page, clicks it and takes it away again. */
function clickLink(href: string, attributes: { download?: string; target?: string }): void {
  const link = document.createElement('a');
  link.href = href;
  if (attributes.download !== undefined) link.download = attributes.download;
  if (attributes.target) {
    link.target = attributes.target;
    link.rel = 'noopener noreferrer';
  }
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * Saves the file at `url` under its own name. Rejects with FileUnavailableError when the server has
 * no such file. When the file cannot be fetched at all (another host without CORS, a network
 * failure), the url is opened in a new tab instead, where the browser can still save it.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch {
    clickLink(url, { target: '_blank' });
    return;
  }
  if (!response.ok) throw new FileUnavailableError(response.status);
  saveBlob(await response.blob(), fileNameOf(url, fallbackName));
}

/** Hands `blob` to the browser to save under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const objectUrl = URL.createObjectURL(blob);
  try {
    clickLink(objectUrl, { download: fileName });
  } finally {
    // The click has started the download synchronously; freeing the blob on the next task is safe.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
  }
}
