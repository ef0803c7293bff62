import type { QueryClient } from '@tanstack/react-query';
import type { MenuItem, MenuLocation } from '@spesa/shared/content/content.contract';
import type { TenantPublicConfig } from '@spesa/shared/tenant/tenant-config.contract';
import { contentApiRoot } from '@spesa/shared/content/content.contract';
import { classifyLink, type LinkContext } from '../utils/classify-link';
import { htmlToText } from '../utils/sanitize-html';
import { menuQueryOptions } from './get-menu';

/** The locations of one menu per column, read when the location of all columns has no menu. */
const COLUMN_MENU_LOCATIONS = ['footer-1', 'footer-2', 'footer-3'] as const;

export interface MenuLink {
  label: string;
  /** An app path (starting with `/`) or an external address. */
  href: string;
}

export interface MenuColumn {
  title: string;
  links: MenuLink[];
}

function toLink(item: MenuItem, context: LinkContext): MenuLink | null {
  const link = classifyLink(item.url, context);
  const label = htmlToText(item.title);
  if (!label) return null;
  if (link.kind === 'internal') return { label, href: link.to };
  if (link.kind === 'external') return { label, href: link.href };
  if (link.kind === 'video') return { label, href: item.url };
  return null;
}

function byOrder(a: MenuItem, b: MenuItem): number {
  return a.order - b.order;
}

/**
 * The columns of one menu location: each top-level item with children is a column titled by it; top-level
 * links without children form one column titled `fallbackTitle`.
 */
export function menuToColumns(
  items: readonly MenuItem[],
  fallbackTitle: string,
  context: LinkContext,
): MenuColumn[] {
  const columns: MenuColumn[] = [];
  const loose: MenuLink[] = [];
  for (const item of [...items].sort(byOrder)) {
    if (item.children && item.children.length > 0) {
      const links = [...item.children].sort(byOrder).flatMap((child) => toLink(child, context) ?? []);
      if (links.length > 0) columns.push({ title: htmlToText(item.title) || fallbackTitle, links });
    } else {
      const link = toLink(item, context);
      if (link) loose.push(link);
    }
  }
  if (loose.length > 0) columns.unshift({ title: fallbackTitle, links: loose });
  return columns;
}

export interface MenuColumnsInput {
  config: TenantPublicConfig;
  context: LinkContext;
  /** The titles of the chain's own footer columns, used for a menu that names none. */
  fallbackTitles: readonly string[];
}

/**
 * spec §2: the footer columns (location `footer`) or the links drawer (location `links-drawer`) from the
 * menus: one top-level item per column with its links as children. A chain whose menus sit one per column
 * (`footer-1` … `footer-3`) is read that way instead. Each menu is cached as its own content answer. Loaded
 * lazily by the shell (the content client and its schemas stay out of the first page's bundle); no menu at
 * all answers an empty list, and the shell keeps the chain's own columns.
 */
export async function loadMenuColumns(
  queryClient: QueryClient,
  location: Extract<MenuLocation, 'footer' | 'links-drawer'>,
  { config, context, fallbackTitles }: MenuColumnsInput,
): Promise<MenuColumn[]> {
  const root = contentApiRoot(config);
  const read = (at: MenuLocation) =>
    queryClient.fetchQuery(menuQueryOptions(root, at)).catch((): MenuItem[] => []);
  const columns = menuToColumns(await read(location), fallbackTitles[0] ?? '', context);
  if (columns.length > 0 || location !== 'footer') return columns;
  const menus = await Promise.all(COLUMN_MENU_LOCATIONS.map(read));
  return menus.flatMap((items, index) => menuToColumns(items, fallbackTitles[index] ?? '', context));
}
