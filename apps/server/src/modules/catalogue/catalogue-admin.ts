import {
  PROMOTION_EXISTS_MESSAGE,
  PROMOTION_MISSING_MESSAGE,
  PROMOTION_NOT_BELOW_LIST_MESSAGE,
  type AdminProduct,
  type AdminProductPage,
  type AdminProductPriceBody,
  type AdminProductsQuery,
  type PromotionBody,
} from '@spesa/shared/admin/catalogue-admin.contract';
import type { Product } from '@spesa/shared/catalogue/product.contract';
import { centsToEuro, euroToCents, formatEuro } from '@spesa/shared/common/money';
import type { Db } from '../../db/database.js';
import { writeTransaction } from '../../db/write-transaction.js';
import type { ChangeFeed } from '../../lib/change-feed.js';
import { DomainError, NotFoundError } from '../../lib/domain-error.js';
import { addDays, romeInstant } from '../../lib/italy/rome-time.js';
import { adminProductById, listAdminProducts } from './catalogue-admin-view.js';
import type { CatalogueContext } from './catalogue-context.js';
import * as repo from './catalogue.repository.js';
import { productsByIds } from './render-products.js';

/**
 * README "Back-office", Catalogue and promotions: the chain admin's changes to prices and promotions. Each is
 * a new catalogue version in the same transaction, forgotten here and announced on the change feed, so every
 * process's answer caches and search index serve the change at their next call.
 */
export interface CatalogueAdmin {
  setListPrice(tenantId: string, body: AdminProductPriceBody): Promise<Product>;
  /** `mode` create: refused when the product has a promotion not yet over; edit: when it has none. */
  setPromotion(tenantId: string, body: PromotionBody, mode: 'create' | 'edit'): Promise<Product>;
  /** Ends the promotion now: the product sells at its list price again. */
  endPromotion(tenantId: string, productId: number): Promise<Product>;
  /** README "Back-office", Catalogue screens: one page of products (or of promotions) by name. */
  list(tenantId: string, query: AdminProductsQuery, promotionsOnly: boolean): Promise<AdminProductPage>;
  /** The product as the back-office shows it, after a change. */
  adminProduct(tenantId: string, productId: number): Promise<AdminProduct>;
}

interface StoredPromo {
  promoType: string;
  discountCents: number;
  discountPerc: number;
  validityDate: string;
  expireDate: string;
  selectable: boolean;
  view: { cssClass: string; header: string; body: string; footer: string };
}

const DAY_MONTH = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', timeZone: 'UTC' });

const invalid = (message: string) => new DomainError('PROMOTION_INVALID', message, 400, 400);

/** The price the product sells at without its promotion (promotion-window.ts: the list price). */
function listPriceOf(p: repo.ProductPricing): number {
  return p.promo === null ? p.priceCents : (p.standardPriceCents ?? p.priceCents);
}

function isRunning(p: repo.ProductPricing, now: number): boolean {
  return p.promo !== null && (p.promoEndsAt === null || now < p.promoEndsAt);
}

function promotionOf(body: PromotionBody, listCents: number): { promo: StoredPromo; priceCents: number } {
  const priceCents =
    body.percentage !== undefined
      ? Math.round((listCents * (100 - body.percentage)) / 100)
      : euroToCents(body.promoPrice!);
  if (priceCents <= 0 || priceCents >= listCents) {
    throw invalid(PROMOTION_NOT_BELOW_LIST_MESSAGE.replace('{price}', formatEuro(centsToEuro(listCents))));
  }
  const discountCents = listCents - priceCents;
  const footer = `Fino al ${DAY_MONTH.format(new Date(`${body.to}T00:00:00Z`))}`;
  const dates = { validityDate: body.from, expireDate: body.to, selectable: false };
  if (body.percentage !== undefined) {
    const perc = body.percentage;
    const view = { cssClass: 'promo-percent', header: `-${perc}%`, body: `Sconto ${perc}%`, footer };
    return { priceCents, promo: { promoType: 'sconto', discountCents, discountPerc: perc, ...dates, view } };
  }
  const perc = Math.round((discountCents * 100) / listCents);
  const saving = `Risparmi ${formatEuro(centsToEuro(discountCents))}`;
  const view = { cssClass: 'promo-special', header: 'Prezzo speciale', body: saving, footer };
  return {
    priceCents,
    promo: { promoType: 'prezzo-speciale', discountCents, discountPerc: perc, ...dates, view },
  };
}

/** The new list price, with the running promotion kept: a percentage follows it, a fixed price must stay below. */
function repriced(p: repo.ProductPricing, listCents: number, now: number): repo.ProductPricing {
  if (!isRunning(p, now)) {
    return {
      priceCents: listCents,
      standardPriceCents: null,
      promo: null,
      promoStartsAt: null,
      promoEndsAt: null,
    };
  }
  // A promotion that does not cut the price (3x2) keeps the list price as its price.
  if (p.standardPriceCents === null) return { ...p, priceCents: listCents };
  const stored = JSON.parse(p.promo!) as StoredPromo;
  const { promo, priceCents } =
    stored.promoType === 'sconto'
      ? promotionOf(
          { productId: 0, percentage: stored.discountPerc, from: stored.validityDate, to: stored.expireDate },
          listCents,
        )
      : promotionOf(
          {
            productId: 0,
            promoPrice: centsToEuro(p.priceCents),
            from: stored.validityDate,
            to: stored.expireDate,
          },
          listCents,
        );
  return {
    ...p,
    priceCents,
    standardPriceCents: listCents,
    promo: JSON.stringify({
      ...stored,
      discountCents: promo.discountCents,
      discountPerc: promo.discountPerc,
    }),
  };
}

export function createCatalogueAdmin(ctx: CatalogueContext, changes: ChangeFeed): CatalogueAdmin {
  const { db, clock } = ctx;

  /** Reads the product under its lock, writes what `change` answers and a new catalogue version. */
  async function change(
    tenantId: string,
    productId: number,
    next: (p: repo.ProductPricing, now: number) => repo.ProductPricing,
  ): Promise<Product> {
    await writeTransaction(db, async (trx: Db) => {
      const pricing = await repo.findProductPricing(trx, tenantId, productId);
      if (!pricing) throw new NotFoundError('Prodotto non trovato.');
      await repo.updateProductPricing(trx, tenantId, productId, next(pricing, clock.now()));
      await repo.bumpCatalogueVersion(trx, tenantId);
    });
    ctx.cache.forgetVersion(tenantId);
    await changes.publish(tenantId);
    const [product] = await productsByIds(ctx, tenantId, [productId]);
    return product!;
  }

  return {
    list: (tenantId, query, promotionsOnly) => listAdminProducts(ctx, tenantId, query, promotionsOnly),
    adminProduct: (tenantId, productId) => adminProductById(ctx, tenantId, productId),
    setListPrice: (tenantId, body) =>
      change(tenantId, body.productId, (p, now) => repriced(p, euroToCents(body.price), now)),

    setPromotion: (tenantId, body, mode) =>
      change(tenantId, body.productId, (p, now) => {
        if (mode === 'create' && isRunning(p, now)) throw invalid(PROMOTION_EXISTS_MESSAGE);
        if (mode === 'edit' && !isRunning(p, now)) throw invalid(PROMOTION_MISSING_MESSAGE);
        const listCents = listPriceOf(p);
        const { promo, priceCents } = promotionOf(body, listCents);
        return {
          priceCents,
          standardPriceCents: listCents,
          promo: JSON.stringify(promo),
          // From the start of `from` to the end of `to`, Italian days (API-COMPAT validityDate / expireDate).
          promoStartsAt: romeInstant(body.from, '00:00'),
          promoEndsAt: romeInstant(addDays(body.to, 1), '00:00'),
        };
      }),

    endPromotion: (tenantId, productId) =>
      change(tenantId, productId, (p, now) => {
        if (!isRunning(p, now)) throw invalid(PROMOTION_MISSING_MESSAGE);
        return {
          priceCents: listPriceOf(p),
          standardPriceCents: null,
          promo: null,
          promoStartsAt: null,
          promoEndsAt: null,
        };
      }),
  };
}
