/**
 * The content API (spec §1 "content endpoint", §7 "Content (under /p/wp-json and /p/wp-admin)"): the shapes of
 * the WordPress REST API, answered by the server's built-in store under `/p/wp-json` or by a real WordPress at
 * the chain's CONTENT_URL. The web client parses both with these schemas, so they accept what WordPress adds
 * (unknown keys pass through; a post without custom fields has `acf: []` there).
 *
 * Paths (relative to `contentApiRoot(config) + '/wp-json'`), each answering a bare JSON value, not the
 * storefront envelope; errors answer `wpErrorSchema` with an Italian `message`:
 *
 * - GET /wp-api-menus/v2/menu-locations/{location}     → MenuItem[] (tree in `children`); MENU_LOCATIONS
 * - GET /wp/v2/pages?slug=consegna-a-casa               → Post[] (0 or 1 item)
 * - GET /wp/v2/{type}?per_page&page&orderby&order&before&after&exclude&slug&{filter}=…
 *                                                       → Post[], headers X-WP-Total and X-WP-TotalPages;
 *   type one of CONTENT_TYPES; per_page 1–100, default 10 (spec §9); a page past the last answers 400
 *   `rest_post_invalid_page_number` as WordPress does. Filters: `faq_category` (slug or id) on faq,
 *   `term` on ux-blocks, `slider` on slide. Next/previous of a post: `before` (previous) or `after` (next) its
 *   `date`, `orderby=date`, `order=desc` / `asc`, `per_page=1`.
 * - GET /wp/v2/new_slides/{sliderId}/{noonTimestamp}/{x}?deliveryServiceId=
 *                                                       → Post[] of type slide valid on that day (seconds of
 *   the day's noon), for that delivery service or for all; `x` is a cache-busting token and is ignored.
 * - GET /wp/v2/slides_by_id/{sliderId}                  → Post[] of type slide, whatever their dates
 * - GET /wp/v2/ux-blocks?term=home-header | ?slug=…     → Post[] of type ux-blocks
 * - GET /wp/v2/get_mail_pars?form_id=5                  → MailPars (form definition, fresh nonce)
 * - GET /custom/v1/{endpoint}                           → CUSTOM_ENDPOINTS: faq-categories → FaqCategory[]
 * - GET /custom/ali/search?q=                           → ContentSearchItem[] (pages, FAQ, flyers, awards)
 * - GET /wp/v2/search?search&page&per_page&type=post&subtype=page,faq
 *                                                       → SearchResult[], headers X-WP-Total/X-WP-TotalPages
 * - POST /wp-admin/admin-ajax.php (multipart, relative to `contentApiRoot(config)`):
 *   action=nf_ajax_submit, security=<nonce>, formData=<JSON FormSubmitData> → FormSubmitAnswer;
 *   action=nf_fu_upload, form_id, field_id, nonce, files=<one file>        → FileUploadAnswer.
 */
import { z } from 'zod';

export { BUILTIN_CONTENT_ROOT, HOME_SLIDER_ID, contentApiRoot } from './content-root';

/** spec §9: content lists answer 10 items a page unless `per_page` says otherwise. */
export const CONTENT_PAGE_SIZE = 10;
/** WordPress refuses a larger `per_page`. */
export const CONTENT_MAX_PAGE_SIZE = 100;

/** Post types served at /wp/v2/{type}. `pages` is WordPress's own; the others are the chain's custom types. */
export const CONTENT_TYPES = ['pages', 'flyer', 'faq', 'slide', 'award', 'ux-blocks'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** The `type` field of a post of each REST base (WordPress names pages `page` in the object). */
export const POST_TYPE_OF: Readonly<Record<ContentType, string>> = {
  pages: 'page',
  flyer: 'flyer',
  faq: 'faq',
  slide: 'slide',
  award: 'award',
  'ux-blocks': 'ux-block',
};

/**
 * spec §2: footer columns and the links drawer are the menus at these locations. `footer` and `links-drawer`
 * hold one top-level item per column (its title, url '#') with the links in `children`; `footer-N` holds the
 * links of column N alone.
 */
export const MENU_LOCATIONS = ['footer-1', 'footer-2', 'footer-3', 'links-drawer', 'footer'] as const;
export type MenuLocation = (typeof MENU_LOCATIONS)[number];

export const CUSTOM_ENDPOINTS = ['faq-categories'] as const;

/** spec §2 /servizio-clienti. */
export const CUSTOMER_SERVICE_FORM_ID = 5;

/** The HTML WordPress renders for a field. */
export const renderedSchema = z.looseObject({ rendered: z.string() });

/** One page of a flyer: a picture. */
export const flyerPageSchema = z.looseObject({
  image: z.string(),
  width: z.number().optional(),
  height: z.number().optional(),
  alt: z.string().optional(),
});
export type FlyerPage = z.infer<typeof flyerPageSchema>;

/**
 * The custom fields the screens read (WordPress: Advanced Custom Fields). All optional: a field belongs to
 * some post types only. Dates are `YYYY-MM-DD` in the chain's (Italian) day.
 */
export const contentAcfSchema = z.looseObject({
  /** spec §3 Static page: SEO title and description. */
  seo_title: z.string().optional(),
  seo_description: z.string().optional(),
  /** spec §3 Static page: validity text (e.g. "In vigore dal 1 novembre 2026"). */
  validity_text: z.string().optional(),
  /** flyer and slide: first and last day the post is valid. */
  valid_from: z.string().optional(),
  valid_to: z.string().optional(),
  /** flyer: its pages as pictures, in reading order. */
  flyer_pages: z.array(flyerPageSchema).optional(),
  /** flyer: the catalogue products it offers (`productId` of GET /ebsn/api/products). */
  flyer_product_ids: z.array(z.number().int()).optional(),
  /** flyer: the same products' slugs, in the same order (GET /ebsn/api/products?slug=). */
  flyer_product_slugs: z.array(z.string()).optional(),
  /** flyer and award: the cover or award picture. */
  cover_image: z.string().optional(),
  /** faq: the category's slug and name. */
  faq_category: z.string().optional(),
  faq_category_name: z.string().optional(),
  /** slide: pictures, link and the delivery service it is shown for (none: every service). */
  slider_id: z.number().int().optional(),
  slide_image_desktop: z.string().optional(),
  slide_image_mobile: z.string().optional(),
  slide_link: z.string().optional(),
  delivery_service_id: z.number().int().nullable().optional(),
  /** award: the points it costs and its picture. */
  points: z.number().int().optional(),
  award_image: z.string().optional(),
  award_code: z.string().optional(),
  /** ux-block: the term (place in the layout) it belongs to. */
  ux_term: z.string().optional(),
});
export type ContentAcf = z.infer<typeof contentAcfSchema>;

/** WordPress sends `acf: []` for a post without custom fields: read it as no fields. */
const acfOrEmptySchema = z.union([
  contentAcfSchema,
  z
    .array(z.unknown())
    .max(0)
    .transform((): ContentAcf => ({})),
]);

/** A page or a post of any type, as GET /wp/v2/{type} answers it. */
export const contentPostSchema = z.looseObject({
  id: z.number().int(),
  slug: z.string(),
  /** Local (Europe/Rome) time `YYYY-MM-DDTHH:mm:ss`, as WordPress. */
  date: z.string(),
  date_gmt: z.string().optional(),
  modified: z.string(),
  modified_gmt: z.string().optional(),
  type: z.string(),
  status: z.string().optional(),
  link: z.string(),
  title: renderedSchema,
  content: renderedSchema,
  excerpt: renderedSchema,
  menu_order: z.number().int().optional(),
  acf: acfOrEmptySchema.optional(),
});
export type ContentPost = z.infer<typeof contentPostSchema>;
export const contentPostListSchema = z.array(contentPostSchema);

/** One item of a menu location (the wp-api-menus v2 plugin's shape); children nest. */
export interface MenuItem {
  ID: number;
  order: number;
  parent: number;
  title: string;
  url: string;
  target?: string;
  classes?: string;
  description?: string;
  object_slug?: string;
  children?: MenuItem[];
}
export const menuItemSchema: z.ZodType<MenuItem> = z.looseObject({
  ID: z.number().int(),
  order: z.number().int(),
  parent: z.number().int(),
  title: z.string(),
  url: z.string(),
  target: z.string().optional(),
  classes: z.string().optional(),
  description: z.string().optional(),
  object_slug: z.string().optional(),
  get children() {
    return z.array(menuItemSchema).optional();
  },
});
export const menuLocationSchema = z.array(menuItemSchema);

/** GET /custom/v1/faq-categories: the FAQ categories, in display order. */
export const faqCategorySchema = z.looseObject({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  count: z.number().int(),
});
export type FaqCategory = z.infer<typeof faqCategorySchema>;
export const faqCategoryListSchema = z.array(faqCategorySchema);

/** GET /wp/v2/search: one hit, as WordPress's search endpoint answers. */
export const searchResultSchema = z.looseObject({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
  type: z.string(),
  subtype: z.string(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
export const searchResultListSchema = z.array(searchResultSchema);

/** GET /custom/ali/search?q=: content beside the products on the search page (spec §2 search). */
export const contentSearchItemSchema = z.looseObject({
  id: z.number().int(),
  type: z.string(),
  slug: z.string(),
  title: z.string(),
  /** Plain text, no HTML. */
  excerpt: z.string(),
  /** The storefront route that shows it, e.g. /page/chi-siamo, /faq/ordini-e-pagamenti, /volantini/… */
  url: z.string(),
});
export type ContentSearchItem = z.infer<typeof contentSearchItemSchema>;
export const contentSearchListSchema = z.array(contentSearchItemSchema);

/** WordPress's error answer; `message` is Italian. */
export const wpErrorSchema = z.looseObject({
  code: z.string(),
  message: z.string(),
  data: z.looseObject({ status: z.number().int() }).optional(),
});
export type WpError = z.infer<typeof wpErrorSchema>;

/** Headers of a paged list. */
export const WP_TOTAL_HEADER = 'X-WP-Total';
export const WP_TOTAL_PAGES_HEADER = 'X-WP-TotalPages';
