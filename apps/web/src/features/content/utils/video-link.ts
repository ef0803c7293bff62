/** A YouTube or Vimeo address and the player it opens in the embedded video dialog (spec §2, §9). */
export interface VideoLink {
  provider: 'youtube' | 'vimeo';
  videoId: string;
  embedUrl: string;
}

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com']);
const YOUTUBE_ID = /^[\w-]{6,20}$/;
const VIMEO_ID = /^\d{4,12}$/;

/** The players an iframe in content may show: any other iframe is removed by the sanitiser. */
const PLAYER_ORIGINS = new Set([
  'https://www.youtube.com',
  'https://youtube.com',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
]);

function youtube(videoId: string | null | undefined): VideoLink | null {
  if (!videoId || !YOUTUBE_ID.test(videoId)) return null;
  return {
    provider: 'youtube',
    videoId,
    // The privacy-enhanced player sets no cookie before the shopper plays the video.
    embedUrl: `https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1&rel=0`,
  };
}

function vimeo(videoId: string | null | undefined): VideoLink | null {
  if (!videoId || !VIMEO_ID.test(videoId)) return null;
  return {
    provider: 'vimeo',
    videoId,
    embedUrl: `https://player.vimeo.com/video/${videoId}?autoplay=1&dnt=1`,
  };
}

/** The video an address points to (watch, short, embed and share links), or null when it is no video. */
export function parseVideoLink(url: URL): VideoLink | null {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  if (YOUTUBE_HOSTS.has(host)) {
    if (segments[0] === 'watch') return youtube(url.searchParams.get('v'));
    if (segments[0] === 'embed' || segments[0] === 'shorts' || segments[0] === 'live')
      return youtube(segments[1]);
    return null;
  }
  if (host === 'youtu.be') return youtube(segments[0]);
  if (host === 'www.youtube-nocookie.com' && segments[0] === 'embed') return youtube(segments[1]);
  if (host === 'vimeo.com' || host === 'www.vimeo.com') return vimeo(segments[0]);
  if (host === 'player.vimeo.com' && segments[0] === 'video') return vimeo(segments[1]);
  return null;
}

/** True for the address of a YouTube or Vimeo player, the only iframes content may embed. */
export function isVideoPlayerUrl(src: string): boolean {
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return false;
  }
  return PLAYER_ORIGINS.has(url.origin) && parseVideoLink(url) !== null;
}
