import { parseVideoLink, type VideoLink } from './video-link';

/** What a click on a link inside content does (spec §2 "Links inside content"). */
export type ContentLink =
  /** A whitelisted host: the app navigates to `to`, a path of its own. */
  | { kind: 'internal'; to: string }
  /** A YouTube or Vimeo address: the embedded video dialog plays it. */
  | { kind: 'video'; video: VideoLink }
  /** Any other host, or a picture or file of a whitelisted host: a new window. */
  | { kind: 'external'; href: string }
  /** An anchor in the page, a mail or phone link: the browser's own behaviour. */
  | { kind: 'native' }
  /** Anything else (e.g. a scheme the sanitiser let through by mistake): the click does nothing. */
  | { kind: 'blocked' };

export interface LinkContext {
  /** The shop's own origin, e.g. `https://castoro.example`. */
  origin: string;
  /** spec §9: the hosts of the chain's sites (the domain whitelist). */
  whitelist: readonly string[];
}

/** spec §2: a /shop prefix of the chain's site is stripped. */
const SHOP_PREFIX = /^\/shop(?=\/|$)/;

/**
 * spec §2: photo paths stay outside the app. Pictures and documents of the chain's site (WordPress uploads, the
 * media and photo folders, or any file with a picture or document extension) have no screen in the app.
 */
const PHOTO_PATH =
  /^\/(?:photo|photos|foto|media|wp-content)(?:\/|$)|\.(?:jpe?g|png|gif|webp|avif|svg|pdf)$/i;

const NATIVE_SCHEMES = new Set(['mailto:', 'tel:', 'sms:']);

function normaliseHost(host: string): string {
  return host.toLowerCase().replace(/^www\./, '');
}

function isWhitelisted(url: URL, context: LinkContext): boolean {
  if (url.origin === context.origin) return true;
  const host = normaliseHost(url.hostname);
  return context.whitelist.some((entry) => normaliseHost(entry) === host);
}

export function classifyLink(href: string | null | undefined, context: LinkContext): ContentLink {
  const raw = (href ?? '').trim();
  if (raw === '' || raw.startsWith('#')) return { kind: 'native' };
  let url: URL;
  try {
    url = new URL(raw, context.origin);
  } catch {
    return { kind: 'blocked' };
  }
  if (NATIVE_SCHEMES.has(url.protocol)) return { kind: 'native' };
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'blocked' };

  const video = parseVideoLink(url);
  if (video) return { kind: 'video', video };

  if (isWhitelisted(url, context) && !PHOTO_PATH.test(url.pathname)) {
    const path = url.pathname.replace(SHOP_PREFIX, '') || '/';
    return { kind: 'internal', to: `${path}${url.search}${url.hash}` };
  }
  return { kind: 'external', href: url.href };
}
