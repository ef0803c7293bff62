import type { CategoryBlockInfoQuery } from '@spesa/shared/catalogue/category-block.contract';
import type { CategoryQuery } from '@spesa/shared/catalogue/category.contract';
import type {
  AdvQuery,
  Product,
  ProductPriceChangeBody,
  ProductsQuery,
} from '@spesa/shared/catalogue/product.contract';
import {
  SIMILAR_PRODUCTS_MAX,
  type ProductAvailabilityChangeBody,
} from '@spesa/shared/catalogue/back-in-stock.contract';
import { euroToCents } from '@spesa/shared/common/money';
import type { AutocompleteQuery } from '@spesa/shared/catalogue/search.contract';
import type { Db } from '../../db/database.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { createLocalChangeFeed, type ChangeFeed } from '../../lib/change-feed.js';
import type { Clock } from '../../lib/clock.js';
import { NotFoundError } from '../../lib/domain-error.js';
import type { DataJson, JsonPieces } from '../../lib/json-bytes.js';
import { createSearchService } from '../search/search.service.js';
import { advData } from './adv-products.js';
import { autocompleteData } from './autocomplete.js';
import type { BannerVariant } from './banner-image.js';
import { createCatalogueAdmin, type CatalogueAdmin } from './catalogue-admin.js';
import { createCatalogueCache } from './catalogue-cache.js';
import type { CatalogueContext } from './catalogue-context.js';
import { bannerImage, productImage } from './catalogue-images.js';
import * as repo from './catalogue.repository.js';
import { categoryBlockData } from './category-block-data.js';
import { categoryData } from './category-tree.js';
import { productsData } from './product-listing.js';
import { pricedAt } from './promotion-window.js';
import { productsByIds } from './render-products.js';

export type { CategoryRecord, ProductRecord } from './catalogue.repository.js';

export interface CatalogueService {
  /**
   * The stamp of the tenant's catalogue the answers come from now, when this process knows it without asking
   * the database; undefined otherwise. Answers built between two equal stamps were built from that catalogue.
   */
  knownStamp(tenantId: string): string | undefined;
  /** `data` of GET /category, serialised. */
  categoryData(tenantId: string, query: CategoryQuery): Promise<string>;
  /** `data` of GET /products, as pieces of bytes. `userId`: the logged-in shopper, for the `preferred` filter. */
  productsData(tenantId: string, query: ProductsQuery, userId?: number): Promise<JsonPieces>;
  /** `data` of GET /adv, as pieces of bytes: the recommended products of a placement and department. */
  advData(tenantId: string, query: AdvQuery): Promise<JsonPieces>;
  /** One of the tenant's products as the catalogue answers it now; NotFoundError when the tenant has none. */
  product(tenantId: string, productId: number): Promise<Product>;
  /** `data` of GET /search/autocomplete, as pieces of bytes. */
  autocompleteData(tenantId: string, query: AutocompleteQuery): Promise<JsonPieces>;
  /** `data` of GET /category-block/info, serialised (pieces of bytes for a product slider). */
  categoryBlockData(tenantId: string, query: CategoryBlockInfoQuery): Promise<DataJson>;
  /** The SVG of a drawn banner proposal. */
  bannerImage(tenantId: string, proposalId: number, variant: BannerVariant): Promise<string>;
  productImage(tenantId: string, code: string): Promise<{ name: string; image: string } | undefined>;
  /**
   * The tenant's products with these ids, in this order, as the catalogue answers them; an id that is not
   * the tenant's product is left out. As they are now in the database, whatever the catalogue version.
   */
  productsByIds(tenantId: string, ids: readonly number[]): Promise<Product[]>;
  /**
   * The tenant's product records with these ids, in this order, priced as they sell now (a promotion outside
   * its window is left out); `executor` may be a transaction.
   */
  productRecordsByIds(executor: Db, tenantId: string, ids: readonly number[]): Promise<repo.ProductRecord[]>;
  /**
   * The tenant's product records by product code or slug (README "Back-office", Content: a flyer's offers), priced
   * as they sell now; a key the catalogue does not know is missing from the map. A code wins over a slug.
   */
  productRecordsByCodes(
    executor: Db,
    tenantId: string,
    keys: readonly string[],
  ): Promise<Map<string, repo.ProductRecord>>;
  /** The tenant's categories, by level then position; `executor` may be a transaction. */
  categoryRecords(executor: Db, tenantId: string): Promise<repo.CategoryRecord[]>;
  /**
   * The store changes a product's price or price cut: a new catalogue version, announced on the change feed,
   * so every process serves the new price at once. Answers the product as the catalogue now shows it.
   */
  changeProductPrice(tenantId: string, change: ProductPriceChangeBody): Promise<Product>;
  /**
   * The store sets a product available or not, a new catalogue version like a price change. Answers the
   * product as now shown and whether it has just become available.
   */
  changeProductAvailability(
    tenantId: string,
    change: ProductAvailabilityChangeBody,
  ): Promise<{ product: Product; becameAvailable: boolean }>;
  /** Up to three available products of the product's category, itself left out; NotFoundError if none such. */
  similarProducts(tenantId: string, productId: number): Promise<Product[]>;
  /** README "Back-office", Catalogue and promotions: list prices and promotions. */
  admin: CatalogueAdmin;
}

export interface CatalogueServiceDeps {
  db: Db;
  clock: Clock;
  /**
   * Bytes of serialised products kept per tenant and catalogue version (default 64 MiB; 0 turns it off): a
   * product's JSON only changes with the catalogue version, so pages and searches reuse it.
   */
  productCacheBytes?: number;
  /** Tells every server process that a tenant's catalogue changed; this process alone by default. */
  changes?: ChangeFeed;
}

export function createCatalogueService(deps: CatalogueServiceDeps): CatalogueService {
  const { db, clock } = deps;
  const ctx: CatalogueContext = {
    db,
    search: createSearchService(),
    cache: createCatalogueCache({ db, clock }),
    clock,
    productCacheBytes: deps.productCacheBytes ?? 64 * 1024 * 1024,
  };
  const changes = deps.changes ?? createLocalChangeFeed();
  changes.subscribe((tenantId) => ctx.cache.forgetVersion(tenantId));

  return {
    admin: createCatalogueAdmin(ctx, changes),
    knownStamp: (tenantId) => ctx.cache.knownStamp(tenantId),
    categoryData: (tenantId, query) => categoryData(ctx, tenantId, query),
    productsData: (tenantId, query, userId) => productsData(ctx, tenantId, query, userId),
    advData: (tenantId, query) => advData(ctx, tenantId, query),
    async product(tenantId, productId) {
      const [product] = await productsByIds(ctx, tenantId, [productId]);
      if (!product) throw new NotFoundError('Prodotto non trovato.');
      return product;
    },
    autocompleteData: (tenantId, query) => autocompleteData(ctx, tenantId, query),
    categoryBlockData: (tenantId, query) => categoryBlockData(ctx, tenantId, query),
    bannerImage: (tenantId, proposalId, variant) => bannerImage(ctx, tenantId, proposalId, variant),
    productImage: (tenantId, code) => productImage(ctx, tenantId, code),
    productsByIds: (tenantId, ids) => productsByIds(ctx, tenantId, ids),
    // Cart and checkout price these records: each as it sells now, with its promotion only inside the window.
    async productRecordsByIds(executor, tenantId, ids) {
      const records = await repo.findProductsByIds(executor, tenantId, ids);
      const now = clock.now();
      return records.map((record) => pricedAt(record, now));
    },
    async productRecordsByCodes(executor, tenantId, keys) {
      const records = await repo.findProductsByCodesOrSlugs(executor, tenantId, keys);
      const now = clock.now();
      const found = new Map<string, repo.ProductRecord>();
      for (const key of keys) {
        const record = records.find((r) => r.code === key) ?? records.find((r) => r.slug === key);
        if (record) found.set(key, pricedAt(record, now));
      }
      return found;
    },
    categoryRecords: (executor, tenantId) => repo.listCategories(executor, tenantId),

    async changeProductPrice(tenantId, change) {
      const prices = {
        priceCents: euroToCents(change.price),
        standardPriceCents: change.priceStandard == null ? null : euroToCents(change.priceStandard),
      };
      await writeTransaction(db, async (trx) => {
        if (!(await repo.updateProductPrice(trx, tenantId, change.productId, prices))) {
          throw new NotFoundError('Prodotto non trovato.');
        }
        await repo.bumpCatalogueVersion(trx, tenantId);
      });
      ctx.cache.forgetVersion(tenantId);
      await changes.publish(tenantId);
      const [product] = await productsByIds(ctx, tenantId, [change.productId]);
      return product!;
    },

    async changeProductAvailability(tenantId, change) {
      const wasAvailable = await writeTransaction(db, async (trx) => {
        const before = await repo.updateProductAvailability(
          trx,
          tenantId,
          change.productId,
          change.available,
        );
        if (before === undefined) throw new NotFoundError('Prodotto non trovato.');
        await repo.bumpCatalogueVersion(trx, tenantId);
        return before;
      });
      ctx.cache.forgetVersion(tenantId);
      await changes.publish(tenantId);
      const [product] = await productsByIds(ctx, tenantId, [change.productId]);
      return { product: product!, becameAvailable: change.available && !wasAvailable };
    },

    async similarProducts(tenantId, productId) {
      const ids = await repo.findSimilarProductIds(db, tenantId, productId, SIMILAR_PRODUCTS_MAX);
      if (ids === undefined) throw new NotFoundError('Prodotto non trovato.');
      return productsByIds(ctx, tenantId, ids);
    },
  };
}
