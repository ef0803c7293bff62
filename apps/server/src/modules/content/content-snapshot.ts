import {
  MENU_LOCATIONS,
  type ContentPost,
  type FaqCategory,
  type MenuItem,
} from '@spesa/shared/content/content.contract';
import { formFieldSchema, type FormField } from '@spesa/shared/content/content-form.contract';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import * as repo from './content.repository.js';

/** A post of the store, kept in memory with its WordPress JSON already built. */
export interface SnapshotPost {
  row: repo.PostRow;
  json: ContentPost;
  /** Lower-case text searched by /wp/v2/search and /custom/ali/search. */
  haystack: string;
}

export interface SnapshotForm {
  formId: number;
  title: string;
  fields: FormField[];
  settings: { submit_label: string; intro?: string; success_message: string };
  mailTo: string;
  mailSubject: string;
  mailAcknowledge: boolean;
}

/** A chain's whole content at one version: small (tens of posts), so lists filter and page in memory. */
export interface ContentSnapshot {
  version: number;
  posts: readonly SnapshotPost[];
  faqCategories: readonly FaqCategory[];
  /** Terms of other taxonomies (ux-block places), slug to name. */
  menus: ReadonlyMap<string, MenuItem[]>;
  forms: ReadonlyMap<number, SnapshotForm>;
}

const ROME_DATE_TIME = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** WordPress's `date`: the site's local time without zone (the chains are Italian). */
export function wpLocalDate(ms: number): string {
  return ROME_DATE_TIME.format(new Date(ms)).replace(' ', 'T');
}

export function wpGmtDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19);
}

/** The storefront route that shows a post (spec §2 routes). */
export function storefrontLink(row: repo.PostRow): string {
  const slugOf = (key: string) => {
    const value = row.acf[key];
    return typeof value === 'string' ? value : undefined;
  };
  switch (row.type) {
    case 'page':
      return `/page/${row.slug}`;
    case 'flyer':
      return `/volantini/${row.slug}`;
    case 'faq':
      return slugOf('faq_category') ? `/faq/${slugOf('faq_category')}` : '/faq';
    case 'award':
      return '/vantaggi';
    case 'slide':
      return slugOf('slide_link') ?? '/';
    default:
      return '/';
  }
}

export function stripTags(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&rsquo;/g, '’')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Folds case and accents so "perche" finds "perché". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

function postJson(row: repo.PostRow): ContentPost {
  return {
    id: row.id,
    date: wpLocalDate(row.publishedAt),
    date_gmt: wpGmtDate(row.publishedAt),
    modified: wpLocalDate(row.modifiedAt),
    modified_gmt: wpGmtDate(row.modifiedAt),
    slug: row.slug,
    status: row.status,
    type: row.type,
    link: storefrontLink(row),
    title: { rendered: row.title },
    content: { rendered: row.content, protected: false },
    excerpt: { rendered: row.excerpt, protected: false },
    menu_order: row.menuOrder,
    acf: row.acf,
  };
}

function menuTree(items: readonly repo.MenuItemRow[]): MenuItem[] {
  const byParent = new Map<number, repo.MenuItemRow[]>();
  for (const item of items) {
    const key = item.parentId ?? 0;
    byParent.set(key, [...(byParent.get(key) ?? []), item]);
  }
  const build = (parent: number): MenuItem[] =>
    (byParent.get(parent) ?? []).map((item) => {
      const children = build(item.id);
      return {
        ID: item.id,
        order: item.position,
        parent: item.parentId ?? 0,
        title: item.title,
        url: item.url,
        target: item.target,
        classes: '',
        description: '',
        object_slug: item.url.startsWith('/page/') ? item.url.slice('/page/'.length) : '',
        ...(children.length > 0 ? { children } : {}),
      };
    });
  return build(0);
}

const formSettingsSchema = z.object({
  submit_label: z.string(),
  intro: z.string().optional(),
  success_message: z.string(),
});

export async function loadContentSnapshot(
  db: Db,
  tenantId: string,
  version: number,
): Promise<ContentSnapshot> {
  const [posts, termRows, menuRows, formRows] = await Promise.all([
    repo.publishedPosts(db, tenantId),
    repo.terms(db, tenantId),
    repo.menuItems(db, tenantId),
    repo.forms(db, tenantId),
  ]);
  const snapshotPosts = posts.map((row) => ({
    row,
    json: postJson(row),
    haystack: foldText(`${stripTags(row.title)} ${stripTags(row.excerpt)} ${stripTags(row.content)}`),
  }));
  const faqCategories = termRows
    .filter((t) => t.taxonomy === 'faq_category')
    .map((t) => ({
      id: t.id,
      slug: t.slug,
      name: t.name,
      description: t.description,
      count: posts.filter((p) => p.type === 'faq' && p.acf.faq_category === t.slug).length,
    }));
  const menus = new Map<string, MenuItem[]>();
  for (const location of new Set([...MENU_LOCATIONS, ...menuRows.map((m) => m.location)])) {
    menus.set(location, menuTree(menuRows.filter((m) => m.location === location)));
  }
  const forms = new Map<number, SnapshotForm>();
  for (const form of formRows) {
    forms.set(form.formId, {
      formId: form.formId,
      title: form.title,
      fields: z.array(formFieldSchema).parse(form.fields),
      settings: formSettingsSchema.parse(form.settings),
      mailTo: form.mailTo,
      mailSubject: form.mailSubject,
      mailAcknowledge: form.mailAcknowledge,
    });
  }
  return { version, posts: snapshotPosts, faqCategories, menus, forms };
}
