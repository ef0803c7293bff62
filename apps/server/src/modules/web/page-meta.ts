import type { CategoryNode } from '@spesa/shared/catalogue/category.contract';
import type { Product, ProductsData, ProductsQuery } from '@spesa/shared/catalogue/product.contract';
import { contentPostListSchema } from '@spesa/shared/content/content.contract';
import type { TenantDefinition } from '@spesa/tenants/tenant-definition';
import { isStorefrontPath } from '@spesa/shared/web/storefront-routes';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import type { ContentService } from '../content/content.service.js';
import { escapeHtml } from '../../lib/escape-html.js';
import { parseDataJson } from '../../lib/json-bytes.js';
import { jsonForHtml, type PageMeta } from './index-html.js';

const DESCRIPTION_MAX = 160;

function clip(text: string, max = DESCRIPTION_MAX): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length <= max ? plain : `${plain.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

function openGraph(tags: Record<string, string | undefined>): string {
  return Object.entries(tags)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}">`)
    .join('');
}

function jsonLd(value: unknown): string {
  return `<script type="application/ld+json">${jsonForHtml(value)}</script>`;
}

function breadcrumbList(origin: string, crumbs: { name: string; url: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: `${origin}${c.url}`,
    })),
  };
}

function productLd(origin: string, tenant: TenantDefinition, product: Product) {
  const promo = product.warehousePromo;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: clip(
      product.metaData.product_description.long ?? `${product.name} ${product.description}`,
      500,
    ),
    sku: product.code,
    gtin13: /^\d{13}$/.test(product.barcode) ? product.barcode : undefined,
    brand: { '@type': 'Brand', name: product.shortDescr },
    image: [`${origin}${product.mediaURL}`],
    category: product.breadCrumbs.map((b) => b.name).join(' > '),
    offers: {
      '@type': 'Offer',
      url: `${origin}${product.itemUrl}`,
      priceCurrency: 'EUR',
      price: product.priceDisplay.toFixed(2),
      availability: product.available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      seller: { '@type': 'Organization', name: tenant.texts.brandName },
      ...(promo ? { priceValidUntil: promo.expireDate.slice(0, 10) } : {}),
    },
  };
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

function productsQuery(overrides: Partial<ProductsQuery>): ProductsQuery {
  return { page: 1, page_size: 1, ...overrides };
}

type PageAnswer = PageMeta & { status: number };

/** Where a page is served and for whom: what every page's metadata starts from. */
interface PageContext {
  origin: string;
  tenant: TenantDefinition;
  catalogue: CatalogueService;
  /** The built-in content store; absent for a chain that reads a real WordPress (CONTENT_URL). */
  content: ContentService | undefined;
}

function basicMeta(
  page: PageContext,
  title: string,
  description: string,
  canonicalPath: string,
  status = 200,
): PageAnswer {
  const { origin, tenant } = page;
  return {
    title,
    description,
    canonicalUrl: `${origin}${canonicalPath}`,
    status,
    extraHead: openGraph({
      'og:type': 'website',
      'og:site_name': tenant.texts.brandName,
      'og:locale': 'it_IT',
      'og:title': title,
      'og:description': description,
      'og:url': `${origin}${canonicalPath}`,
      'og:image': `${origin}/logo.svg`,
    }),
  };
}

function notFoundMeta(page: PageContext, pathname: string): PageAnswer {
  const { notFound } = page.tenant.texts.pages;
  return basicMeta(page, notFound.title, notFound.description, pathname, 404);
}

async function productMeta(page: PageContext, pathname: string, slug: string): Promise<PageAnswer> {
  const { origin, tenant, catalogue } = page;
  const texts = tenant.texts;
  const data = parseDataJson<ProductsData>(
    await catalogue.productsData(tenant.code, productsQuery({ slug })),
  );
  const product = data.products[0];
  if (!product) return notFoundMeta(page, pathname);
  const title = `${product.name} ${product.description} | ${texts.brandName}`;
  const description = clip(
    `${product.shortDescr} ${product.name}, ${product.description}: ${product.priceDisplay.toFixed(2).replace('.', ',')} €. ${product.metaData.product_description.long ?? ''}`,
  );
  const crumbs = [
    { name: texts.brandName, url: '/' },
    ...product.breadCrumbs.map((b) => ({ name: b.name, url: `/category/${b.slug}` })),
    { name: product.name, url: product.itemUrl },
  ];
  return {
    title,
    description,
    canonicalUrl: `${origin}${product.itemUrl}`,
    status: 200,
    extraHead:
      openGraph({
        'og:type': 'product',
        'og:site_name': texts.brandName,
        'og:locale': 'it_IT',
        'og:title': title,
        'og:description': description,
        'og:url': `${origin}${product.itemUrl}`,
        'og:image': `${origin}${product.mediaURL}`,
        'product:price:amount': product.priceDisplay.toFixed(2),
        'product:price:currency': 'EUR',
      }) +
      `<link rel="preload" as="image" href="${escapeHtml(product.mediaURL)}" fetchpriority="high">` +
      jsonLd(productLd(origin, tenant, product)) +
      jsonLd(breadcrumbList(origin, crumbs)),
  };
}

async function categoryNode(page: PageContext, slug: string, depth: number): Promise<CategoryNode> {
  const data = await page.catalogue.categoryData(page.tenant.code, { slug, depth });
  return (JSON.parse(data) as { category: CategoryNode }).category;
}

async function categoryMeta(page: PageContext, pathname: string, slug: string): Promise<PageAnswer> {
  const { origin, tenant, catalogue } = page;
  const texts = tenant.texts;
  let category: CategoryNode;
  try {
    category = await categoryNode(page, slug, 1);
  } catch {
    return notFoundMeta(page, pathname);
  }
  const title = fill(texts.pages.category.title, {
    name: category.metaData.category_info.TITLE ?? category.name,
  });
  const description = clip(category.metaData.category_info.DESCRIPTION ?? texts.pages.category.description);
  const meta = basicMeta(page, title, description, category.itemUrl);
  const parts = category.slug.split('/');
  const crumbs = [{ name: texts.brandName, url: '/' }];
  for (let i = 1; i <= parts.length; i += 1) {
    const partSlug = parts.slice(0, i).join('/');
    const name = i === parts.length ? category.name : (await categoryNode(page, partSlug, 0)).name;
    crumbs.push({ name, url: `/category/${partSlug}` });
  }
  const firstPage = parseDataJson<ProductsData>(
    await catalogue.productsData(
      tenant.code,
      productsQuery({ parent_category_id: category.categoryId, page_size: 24 }),
    ),
  );
  const lcp = firstPage.products[0]?.mediaURL;
  return {
    ...meta,
    extraHead:
      meta.extraHead! +
      (lcp ? `<link rel="preload" as="image" href="${escapeHtml(lcp)}" fetchpriority="high">` : '') +
      jsonLd(breadcrumbList(origin, crumbs)),
  };
}

const decodeEntities = (text: string) =>
  text
    .replace(/&#(\d+);/g, (_whole, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** spec §2 /page/:pageName and §3 Static page: the page's SEO title and description from the content store. */
async function contentPageMeta(page: PageContext, pathname: string, slug: string): Promise<PageAnswer> {
  const { tenant, content } = page;
  const texts = tenant.texts;
  const canonicalPath = `/page/${encodeURIComponent(slug)}`;
  if (!content) return basicMeta(page, texts.pages.home.title, texts.pages.home.description, canonicalPath);
  const answer = await content.list(tenant.code, 'pages', { slug });
  const post = contentPostListSchema.parse(JSON.parse(answer.body))[0];
  if (!post) return notFoundMeta(page, pathname);
  const acf = post.acf ?? {};
  const name = decodeEntities(clip(post.title.rendered, 200));
  const title = acf.seo_title ?? `${name} | ${texts.brandName}`;
  const description = clip(
    decodeEntities(acf.seo_description ?? (post.excerpt.rendered || post.content.rendered)),
  );
  const meta = basicMeta(page, title, description, canonicalPath);
  const crumbs = [
    { name: texts.brandName, url: '/' },
    { name, url: canonicalPath },
  ];
  return { ...meta, extraHead: meta.extraHead! + jsonLd(breadcrumbList(page.origin, crumbs)) };
}

/**
 * spec §2 /search: a plain query's results are a landing page of their own ("pasta barilla"), indexed under one
 * address whatever the letters' case or spacing; an empty search and a refined one (order, filters, page) are
 * for shoppers only, and name the plain query's page as theirs. robots.txt keeps crawlers off refined ones.
 */
function searchMeta(page: PageContext, search: URLSearchParams): PageAnswer {
  const texts = page.tenant.texts;
  const query = (search.get('q') ?? search.get('query') ?? '').trim().slice(0, 100);
  const title = fill(texts.pages.search.title, { query });
  const plainQuery = query.toLocaleLowerCase('it-IT').replace(/\s+/g, ' ');
  const meta = basicMeta(
    page,
    title,
    clip(texts.pages.search.description),
    `/search${plainQuery ? `?q=${encodeURIComponent(plainQuery)}` : ''}`,
  );
  const refined = [...search.keys()].some((name) => name !== 'q');
  if (plainQuery && !refined) return meta;
  return { ...meta, extraHead: `${meta.extraHead}<meta name="robots" content="noindex, follow">` };
}

/** README "Back-office": the staff's web app, the same shell, never in the index. */
function backOfficeMeta(page: PageContext): PageAnswer {
  const meta = basicMeta(page, `Back-office ${page.tenant.texts.brandName}`, '', '/admin');
  return { ...meta, extraHead: `${meta.extraHead}<meta name="robots" content="noindex, nofollow">` };
}

/** The title, description, canonical URL, Open Graph and JSON-LD of a storefront page, from the catalogue and content. */
export async function pageMetaFor(
  pathname: string,
  search: URLSearchParams,
  origin: string,
  tenant: TenantDefinition,
  catalogue: CatalogueService,
  content?: ContentService,
): Promise<PageAnswer> {
  const page: PageContext = { origin, tenant, catalogue, content };
  const pages = tenant.texts.pages;
  const productMatch = /^\/product\/([^/]+)\/?$/.exec(pathname);
  if (productMatch) return productMeta(page, pathname, decodeURIComponent(productMatch[1]!));
  const categoryMatch = /^\/category\/(.+?)\/?$/.exec(pathname);
  if (categoryMatch) return categoryMeta(page, pathname, decodeURIComponent(categoryMatch[1]!));
  const contentPageMatch = /^\/page\/([^/]+)\/?$/.exec(pathname);
  if (contentPageMatch) return contentPageMeta(page, pathname, decodeURIComponent(contentPageMatch[1]!));
  if (pathname === '/search' || pathname === '/search/') return searchMeta(page, search);
  if (pathname === '/login') return basicMeta(page, pages.login.title, pages.login.description, '/login');
  if (pathname === '/not-found')
    return basicMeta(page, pages.notFound.title, pages.notFound.description, pathname);
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return backOfficeMeta(page);
  // spec §2 "any unknown path shows not-found": the same shell, with the status a search engine understands.
  if (!isStorefrontPath(pathname)) return notFoundMeta(page, pathname);
  return basicMeta(page, pages.home.title, pages.home.description, pathname === '/' ? '/' : pathname);
}
