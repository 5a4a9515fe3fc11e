import { imageSrcPattern, isVideoEmbedUrl, linkHrefPattern } from '../SafeHtml/richTextAllowlist';

/** The answer of a URL check: the address to store, or the message to show next to the field. */
export type UrlCheck = { ok: true; url: string } | { ok: false; message: string };

/** What the insert dialogs say when an address is refused. */
export const urlMessages = {
  linkEmpty: 'Enter the address the link should open.',
  link: 'Links must start with http://, https:// or mailto:.',
  imageEmpty: 'Enter the address of the image.',
  image: 'Images need an http:// or https:// address, or a path on this site that starts with /.',
  videoEmpty: 'Enter the address of a YouTube or Vimeo video.',
  video: 'Only YouTube and Vimeo videos can be embedded. Paste the address of the video’s page.',
} as const;

const hasScheme = (value: string) => /^[a-z][a-z\d+.-]*:/i.test(value);
const looksLikeEmail = (value: string) => /^[^\s@/:?#]+@[^\s@/:?#]+\.[^\s@/:?#]+$/.test(value);
const looksLikeHost = (value: string) => /^[\w-]+(?:\.[\w-]+)+(?::\d+)?(?:[/?#]|$)/.test(value);

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

const isWebUrl = (url: URL | null): url is URL =>
  url !== null && (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';

/**
 * Checks a link address: http, https or mailto only. An email address becomes a mailto: link and an
 * address typed without a scheme ('chairside.app/help') gets https://.
 */
export function checkLinkUrl(input: string): UrlCheck {
  const value = input.trim();
  if (value === '') return { ok: false, message: urlMessages.linkEmpty };
  if (!hasScheme(value) && looksLikeEmail(value)) return { ok: true, url: `mailto:${value}` };
  const candidate = !hasScheme(value) && looksLikeHost(value) ? `https://${value}` : value;
  if (!linkHrefPattern.test(candidate)) return { ok: false, message: urlMessages.link };
  const url = parseUrl(candidate);
  if (url?.protocol === 'mailto:' && url.pathname.includes('@')) return { ok: true, url: url.href };
  if (isWebUrl(url)) return { ok: true, url: url.href };
  return { ok: false, message: urlMessages.link };
}

/** Checks an image address: http or https, or a path on this site ('/uploads/salon.jpg'). */
export function checkImageUrl(input: string): UrlCheck {
  const value = input.trim();
  if (value === '') return { ok: false, message: urlMessages.imageEmpty };
  if (value.startsWith('/')) {
    return imageSrcPattern.test(value) && !/\s/.test(value)
      ? { ok: true, url: value }
      : { ok: false, message: urlMessages.image };
  }
  // No guessing of a missing scheme here: 'salon.jpg' reads as a host name as easily as a file name.
  const url = parseUrl(value);
  return isWebUrl(url) ? { ok: true, url: url.href } : { ok: false, message: urlMessages.image };
}

const youtubeId = /^[A-Za-z0-9_-]{11}$/;
const youtubeHosts = new Set(['youtube.com', 'youtube-nocookie.com', 'music.youtube.com']);
const youtubePathPrefixes = new Set(['embed', 'shorts', 'live', 'v']);

function youtubeVideoId(url: URL, host: string): string | undefined {
  const segments = url.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be') return segments[0];
  if (!youtubeHosts.has(host)) return undefined;
  if (segments[0] === 'watch') return url.searchParams.get('v') ?? undefined;
  if (segments[0] !== undefined && youtubePathPrefixes.has(segments[0])) return segments[1];
  return undefined;
}

function vimeoEmbed(url: URL, host: string): string | null {
  const segments = url.pathname.split('/').filter(Boolean);
  if (host === 'player.vimeo.com') {
    const [video, id] = segments;
    if (video !== 'video' || id === undefined || !/^\d+$/.test(id) || segments.length > 2) return null;
    const hash = url.searchParams.get('h');
    return `https://player.vimeo.com/video/${id}${hash ? `?h=${hash}` : ''}`;
  }
  if (host !== 'vimeo.com') return null;
  // vimeo.com/ID, vimeo.com/ID/HASH (unlisted), vimeo.com/channels/NAME/ID, vimeo.com/groups/NAME/videos/ID
  const index = segments.findIndex((segment) => /^\d+$/.test(segment));
  if (index === -1) return null;
  const id = segments[index]!;
  const next = segments[index + 1];
  const hash = next !== undefined && /^[0-9a-f]+$/.test(next) ? next : url.searchParams.get('h');
  return `https://player.vimeo.com/video/${id}${hash ? `?h=${hash}` : ''}`;
}

/**
 * Turns the address of a YouTube or Vimeo video (a watch page, a youtu.be or Shorts link, a Vimeo
 * page or an embed address) into the player address the editor stores, or null for anything else.
 */
export function toVideoEmbedUrl(input: string): string | null {
  const value = input.trim();
  if (value === '') return null;
  const url = parseUrl(hasScheme(value) ? value : `https://${value}`);
  if (!isWebUrl(url) || url.username !== '' || url.password !== '' || url.port !== '') return null;
  const host = url.hostname.toLowerCase().replace(/^(?:www|m)\./, '');

  const id = youtubeVideoId(url, host);
  if (id !== undefined) {
    return youtubeId.test(id) ? `https://www.youtube.com/embed/${id}` : null;
  }
  const embed = vimeoEmbed(url, host);
  // The result must pass the same rule the sanitiser applies, or the video would vanish on save.
  return embed !== null && isVideoEmbedUrl(embed) ? embed : null;
}

/** Checks a video address with `toVideoEmbedUrl`, with the message the dialog shows. */
export function checkVideoUrl(input: string): UrlCheck {
  if (input.trim() === '') return { ok: false, message: urlMessages.videoEmpty };
  const url = toVideoEmbedUrl(input);
  return url === null ? { ok: false, message: urlMessages.video } : { ok: true, url };
}
