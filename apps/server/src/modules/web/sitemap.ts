import type { CategoryNode } from '@spesa/shared/catalogue/category.contract';
import type { ProductsData } from '@spesa/shared/catalogue/product.contract';
import { escapeHtml } from '../../lib/escape-html.js';
import { parseDataJson } from '../../lib/json-bytes.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';

/** The address of every category of the menu, the home first. */
async function categoryUrls(
  origin: string,
  tenantId: string,
  catalogue: CatalogueService,
): Promise<string[]> {
  const urls: string[] = [`${origin}/`];
  const root = JSON.parse(await catalogue.categoryData(tenantId, { filtered: true })) as CategoryNode;
  const walk = (nodes: CategoryNode[] | undefined) => {
    for (const node of nodes ?? []) {
      urls.push(`${origin}${node.itemUrl}`);
      walk(node.categories);
    }
  };
  walk(root.categories);
  return urls;
}

async function productUrls(origin: string, tenantId: string, catalogue: CatalogueService): Promise<string[]> {
  const urls: string[] = [];
  for (let page = 1; ; page += 1) {
    const data = parseDataJson<ProductsData>(
      await catalogue.productsData(tenantId, { page, page_size: 500 }),
    );
    for (const product of data.products) urls.push(`${origin}${product.itemUrl}`);
    if (page >= data.page.totPages) break;
  }
  return urls;
}

/** The chain's sitemap: every category of the menu and, for `all`, every product too. */
export async function sitemapXml(
  origin: string,
  tenantId: string,
  catalogue: CatalogueService,
  what: 'all' | 'categories',
): Promise<string> {
  const urls = await categoryUrls(origin, tenantId, catalogue);
  if (what === 'all') urls.push(...(await productUrls(origin, tenantId, catalogue)));
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    urls.map((u) => `  <url><loc>${escapeHtml(u)}</loc></url>`).join('\n') +
    '\n</urlset>\n'
  );
}
