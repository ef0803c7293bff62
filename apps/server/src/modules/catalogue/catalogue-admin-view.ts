import {
  ADMIN_PAGE_SIZE,
  type AdminProduct,
  type AdminProductPage,
  type AdminPromotion,
  type AdminProductsQuery,
} from '@spesa/shared/admin/catalogue-admin.contract';
import { centsToEuro } from '@spesa/shared/common/money';
import { NotFoundError } from '../../lib/domain-error.js';
import { romeDateIso } from '../../lib/italy/rome-time.js';
import type { CatalogueContext } from './catalogue-context.js';
import * as repo from './catalogue.repository.js';
import { pricedAt } from './promotion-window.js';

interface StoredPromoDates {
  promoType?: string;
  discountPerc?: number;
  validityDate?: string;
  expireDate?: string;
}

function parsePromo(json: string): StoredPromoDates {
  try {
    return JSON.parse(json) as StoredPromoDates;
  } catch {
    return {};
  }
}

/** README "Back-office", Catalogue screens: the promotion as stored, with its state at `now`. */
function promotionOf(r: repo.ProductRecord, now: number): AdminPromotion | null {
  if (r.promo === null) return null;
  const stored = parsePromo(r.promo);
  const state =
    r.promoStartsAt !== null && now < r.promoStartsAt
      ? 'programmata'
      : r.promoEndsAt !== null && now >= r.promoEndsAt
        ? 'terminata'
        : 'attiva';
  const cut = r.standardPriceCents !== null;
  return {
    percentage: cut && stored.promoType === 'sconto' ? (stored.discountPerc ?? null) : null,
    promoPrice: cut && stored.promoType !== 'sconto' ? centsToEuro(r.priceCents) : null,
    // The window's Italian days (its end is exclusive: the last day is the one before it).
    from: r.promoStartsAt !== null ? romeDateIso(r.promoStartsAt) : (stored.validityDate ?? ''),
    to: r.promoEndsAt !== null ? romeDateIso(r.promoEndsAt - 1) : (stored.expireDate ?? ''),
    state,
  };
}

export function toAdminProduct(r: repo.ProductRecord, now: number): AdminProduct {
  const listCents = r.promo === null ? r.priceCents : (r.standardPriceCents ?? r.priceCents);
  return {
    productId: r.id,
    code: r.code,
    name: r.name,
    brand: r.brand,
    packFormat: r.packFormat,
    listPrice: centsToEuro(listCents),
    price: centsToEuro(pricedAt(r, now).priceCents),
    available: r.available,
    promotion: promotionOf(r, now),
  };
}

/** One page of the chain's products (or of those with a promotion), as the back-office shows them. */
export async function listAdminProducts(
  ctx: CatalogueContext,
  tenantId: string,
  query: AdminProductsQuery,
  promotionsOnly: boolean,
): Promise<AdminProductPage> {
  const { total, products } = await repo.searchAdminProducts(
    ctx.db,
    tenantId,
    { q: query.q, promotionsOnly },
    { offset: (query.page - 1) * ADMIN_PAGE_SIZE, limit: ADMIN_PAGE_SIZE },
  );
  const now = ctx.clock.now();
  return {
    products: products.map((r) => toAdminProduct(r, now)),
    page: query.page,
    total,
    pageSize: ADMIN_PAGE_SIZE,
  };
}

export async function adminProductById(
  ctx: CatalogueContext,
  tenantId: string,
  productId: number,
): Promise<AdminProduct> {
  const [record] = await repo.findProductsByIds(ctx.db, tenantId, [productId]);
  if (!record) throw new NotFoundError('Prodotto non trovato.');
  return toAdminProduct(record, ctx.clock.now());
}
