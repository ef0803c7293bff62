import { LRUCache } from 'lru-cache';
import type { CategoryNode, CategoryQuery } from '@spesa/shared/catalogue/category.contract';
import type { ProductsData, ProductsQuery } from '@spesa/shared/catalogue/product.contract';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { NotFoundError } from '../../lib/domain-error.js';
import * as repo from './catalogue.repository.js';
import { toApiProduct } from './product-mapper.js';

/** How long a process trusts its idea of a tenant's catalogue version before asking the database again. */
const VERSION_TTL_MS = 5_000;

interface TenantCatalogue {
  version: number;
  warehouseId: number;
  categories: repo.CategoryRecord[];
  byId: Map<number, repo.CategoryRecord>;
  bySlug: Map<string, repo.CategoryRecord>;
  children: Map<number | null, repo.CategoryRecord[]>;
}

export interface CatalogueService {
  /** `data` of GET /category, serialised. */
  categoryData(tenantId: string, query: CategoryQuery): Promise<string>;
  /** `data` of GET /products, serialised. */
  productsData(tenantId: string, query: ProductsQuery): Promise<string>;
  productImage(tenantId: string, code: string): Promise<{ name: string; image: string } | undefined>;
}

export function createCatalogueService(deps: { db: Db; clock: Clock }): CatalogueService {
  const { db, clock } = deps;
  const versions = new Map<string, { version: number; checkedAt: number }>();
  const trees = new Map<string, Promise<TenantCatalogue>>();
  const answers = new LRUCache<string, string>({
    max: 5_000,
    maxSize: 200 * 1024 * 1024,
    sizeCalculation: (v) => v.length + 1,
  });

  async function currentVersion(tenantId: string): Promise<number> {
    const now = clock.now();
    const known = versions.get(tenantId);
    if (known && now - known.checkedAt < VERSION_TTL_MS) return known.version;
    const version = await repo.catalogueVersion(db, tenantId);
    versions.set(tenantId, { version, checkedAt: now });
    return version;
  }

  async function loadCatalogue(tenantId: string, version: number): Promise<TenantCatalogue> {
    const [categories, warehouseId] = await Promise.all([
      repo.listCategories(db, tenantId),
      repo.findDefaultWarehouseId(db, tenantId),
    ]);
    const children = new Map<number | null, repo.CategoryRecord[]>();
    for (const c of categories) {
      const list = children.get(c.parentId) ?? [];
      list.push(c);
      children.set(c.parentId, list);
    }
    return {
      version,
      warehouseId,
      categories,
      byId: new Map(categories.map((c) => [c.id, c])),
      bySlug: new Map(categories.map((c) => [c.slug, c])),
      children,
    };
  }

  async function catalogue(tenantId: string): Promise<TenantCatalogue> {
    const version = await currentVersion(tenantId);
    const key = `${tenantId}:${version}`;
    let tree = trees.get(key);
    if (!tree) {
      tree = loadCatalogue(tenantId, version);
      tree.catch(() => trees.delete(key));
      for (const k of trees.keys()) if (k.startsWith(`${tenantId}:`)) trees.delete(k);
      trees.set(key, tree);
    }
    return tree;
  }

  function descendantIds(cat: TenantCatalogue, id: number): number[] {
    const ids: number[] = [];
    const stack = [id];
    while (stack.length) {
      const current = stack.pop()!;
      ids.push(current);
      for (const child of cat.children.get(current) ?? []) stack.push(child.id);
    }
    return ids;
  }

  function subtreeProductCount(cat: TenantCatalogue, id: number): number {
    return descendantIds(cat, id).reduce((sum, cid) => sum + (cat.byId.get(cid)?.productCount ?? 0), 0);
  }

  function toNode(
    cat: TenantCatalogue,
    record: repo.CategoryRecord,
    depth: number,
    filtered: boolean,
  ): CategoryNode {
    const kids = (cat.children.get(record.id) ?? []).filter(
      (c) => !filtered || (!c.hideInMenu && subtreeProductCount(cat, c.id) > 0),
    );
    const node: CategoryNode = {
      categoryId: record.id,
      parentId: record.parentId ?? 0,
      name: record.name,
      slug: record.slug,
      itemUrl: `/category/${record.slug}`,
      level: record.level,
      productCount: subtreeProductCount(cat, record.id),
      metaData: {
        category_info: {
          TITLE: record.title,
          DESCRIPTION: record.description,
          ICON: `/media/icon/${record.icon}.svg`,
          MENU_IMAGE: `/media/icon/${record.icon}.svg`,
          HIDE_IN_MENU: record.hideInMenu,
        },
      },
    };
    // API-COMPAT: a leaf carries no `categories` key at all.
    if (kids.length && depth > 0) node.categories = kids.map((k) => toNode(cat, k, depth - 1, filtered));
    return node;
  }

  async function cached(key: string, build: () => Promise<string>): Promise<string> {
    const hit = answers.get(key);
    if (hit !== undefined) return hit;
    const value = await build();
    answers.set(key, value);
    return value;
  }

  return {
    async categoryData(tenantId, query) {
      const cat = await catalogue(tenantId);
      const filtered = query.filtered ?? false;
      const depth = query.depth ?? 10;
      const key = `c|${tenantId}|${cat.version}|${query.slug ?? ''}|${query.categoryId ?? ''}|${filtered}|${depth}`;
      const hit = answers.get(key);
      if (hit !== undefined) return hit;

      let json: string;
      if (query.slug !== undefined || query.categoryId !== undefined) {
        const slug = query.slug?.replace(/^\/+|\/+$/g, '');
        const record = slug !== undefined ? cat.bySlug.get(slug) : cat.byId.get(query.categoryId!);
        if (
          !record ||
          (query.categoryId !== undefined && record.id !== query.categoryId && slug === undefined)
        ) {
          throw new NotFoundError('Categoria non trovata.');
        }
        json = JSON.stringify({ category: toNode(cat, record, depth, filtered) });
      } else {
        const roots = (cat.children.get(null) ?? []).filter(
          (c) => !filtered || (!c.hideInMenu && subtreeProductCount(cat, c.id) > 0),
        );
        const root: CategoryNode = {
          categoryId: 0,
          parentId: -1,
          name: 'ROOT',
          slug: '',
          itemUrl: '/',
          level: 0,
          metaData: { category_info: {} },
          ...(roots.length ? { categories: roots.map((r) => toNode(cat, r, depth - 1, filtered)) } : {}),
        };
        json = JSON.stringify(root);
      }
      answers.set(key, json);
      return json;
    },

    async productsData(tenantId, query) {
      const cat = await catalogue(tenantId);
      const brands =
        query.brand === undefined ? [] : Array.isArray(query.brand) ? query.brand : [query.brand];
      const sort =
        query.sort ??
        (query.order_by?.startsWith('price')
          ? query.order_by.includes('desc')
            ? 'price_desc'
            : 'price_asc'
          : 'relevance');
      const key = [
        'p',
        tenantId,
        cat.version,
        query.parent_category_id ?? '',
        query.q ?? '',
        query.slug ?? '',
        query.barcode ?? '',
        query.page,
        query.page_size,
        sort,
        query.promo ? 1 : 0,
        query.new_product ? 1 : 0,
        query.preferred ? 1 : 0,
        [...brands].sort().join('\u0001'),
      ].join('|');

      return cached(key, async () => {
        const pageSize = query.page_size;
        const empty = (): ProductsData => ({
          products: [],
          page: { selPage: query.page, totPages: 0, totItems: 0, itemsPerPage: pageSize },
          facets: [],
        });
        let categoryIds: number[] | undefined;
        if (query.parent_category_id !== undefined) {
          if (!cat.byId.has(query.parent_category_id)) return JSON.stringify(empty());
          categoryIds = descendantIds(cat, query.parent_category_id);
        }
        // Preferred products come from the shopper's own purchase history; the anonymous catalogue has none.
        if (query.preferred) return JSON.stringify(empty());
        const filter: repo.ProductFilter = {
          tenantId,
          ...(categoryIds ? { categoryIds } : {}),
          ...(query.q ? { text: query.q } : {}),
          ...(query.slug !== undefined ? { slug: query.slug } : {}),
          ...(query.barcode !== undefined ? { barcode: query.barcode } : {}),
          ...(query.promo ? { promo: true } : {}),
          ...(query.new_product ? { isNew: true } : {}),
          ...(brands.length ? { brands } : {}),
        };
        const [{ total, products }, brandCounts] = await Promise.all([
          repo.findProducts(db, filter, { offset: (query.page - 1) * pageSize, limit: pageSize, sort }),
          query.slug !== undefined ? Promise.resolve([]) : repo.countBrands(db, filter),
        ]);
        const context = { warehouseId: cat.warehouseId, categoriesById: cat.byId };
        const data: ProductsData = {
          products: products.map((p) => toApiProduct(p, context)),
          page: {
            selPage: query.page,
            totPages: Math.ceil(total / pageSize),
            totItems: total,
            itemsPerPage: pageSize,
          },
          facets: brandCounts.length
            ? [
                {
                  name: 'Marca',
                  parameterName: 'brand',
                  values: brandCounts.map((b) => ({
                    id: b.brand,
                    name: b.brand,
                    count: b.count,
                    selected: brands.includes(b.brand),
                  })),
                },
              ]
            : [],
        };
        return JSON.stringify(data);
      });
    },

    productImage(tenantId, code) {
      return repo.findProductImage(db, tenantId, code);
    },
  };
}
