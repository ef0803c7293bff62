/**
 * `category_info.ICON` names a Fluent Emoji Flat illustration (e.g. `red-apple`); the server serves it as
 * SVG under /media/icon. A value that is already a path or an address is used as it is.
 */
export function categoryIconUrl(icon: string | undefined): string | null {
  if (!icon) return null;
  if (icon.startsWith('/') || /^https?:\/\//.test(icon)) return icon;
  return `/media/icon/${encodeURIComponent(icon)}.svg`;
}
