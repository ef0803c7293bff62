import type { Product, ProductInfos } from '@spesa/shared/catalogue/product.contract';
import { centsToEuro, formatEuro } from '@spesa/shared/common/money';
import { GIFT_CODE_MIN_ORDER_NOTE } from '@spesa/shared/cart/cart.contract';
import { estimatedPriceCents, quantityRule, type QuantityRule } from '@spesa/shared/rules/quantity';
import type { Db } from '../../db/database.js';
import { toApiProduct, type MapperContext } from '../catalogue/product-mapper.js';
import type { CatalogueRecords, ProductRecord } from './catalogue-records.js';
import * as repo from './cart.repository.js';

export interface PricedLine {
  item: repo.CartItemRecord;
  record: ProductRecord;
  product: Product;
  rule: QuantityRule;
  unitCents: number;
  grossCents: number;
  isVariable: boolean;
}

export interface PricedGift {
  gift: repo.CartGiftRecord;
  amountCents: number;
  note: string | null;
}

export interface PricedPackage {
  type: repo.PackagingTypeRecord;
  quantity: number;
  totalCents: number;
}

export interface PricedCart {
  cart: repo.CartExtraRecord;
  lines: PricedLine[];
  goodsCents: number;
  variableCents: number;
  gifts: PricedGift[];
  giftCents: number;
  packages: PricedPackage[];
  bagCents: number;
  otherPackageCents: number;
  feeCents: number;
  grossCents: number;
  loyaltyPoints: number;
}

export type FeeOf = (cartId: number, goodsCents: number) => Promise<number>;

const NO_CATEGORIES: MapperContext['categoriesById'] = new Map();

/** A selectable promotion applies only when the shopper took it (spec §4: use_wpid, -1 = no). */
function unitCentsOf(record: ProductRecord, product: Product, item: repo.CartItemRecord): number {
  const promo = product.warehousePromo;
  if (promo?.selectable && item.useWpid !== promo.warehousePromoId) {
    return record.standardPriceCents ?? record.priceCents;
  }
  return record.priceCents;
}

function isVariableWeight(infos: ProductInfos): boolean {
  return infos.TIPOLOGIA === 'Sfuso' || (infos.WEIGHT_VARIABLE ?? '').toLowerCase() === 'true';
}

/** Pieces a line puts in bags: its quantity for pieces, one for a weighed line. */
export function piecesOf(line: Pick<PricedLine, 'rule' | 'item'>): number {
  return line.rule.sellingType === 'Sfuso' ? 1 : Math.ceil(line.item.quantity);
}

/** Everything the cart costs, read through `db` (the caller's transaction at checkout). */
export async function priceCart(
  db: Db,
  tenantId: string,
  cartId: number,
  options: {
    warehouseId: number;
    feeOf: FeeOf;
    catalogue: CatalogueRecords;
    categoriesById?: MapperContext['categoriesById'];
    /** The tenant's packaging types when the caller has them already. */
    packagingTypes?: repo.PackagingTypeRecord[];
  },
): Promise<PricedCart> {
  const [cart, items, gifts, packagingTypes] = await Promise.all([
    repo.findCartExtra(db, tenantId, cartId),
    repo.listItems(db, cartId),
    repo.listCartGifts(db, tenantId, cartId),
    options.packagingTypes ?? repo.listPackagingTypes(db, tenantId),
  ]);
  if (!cart) throw new Error(`Cart ${cartId} is missing`);
  const records = await options.catalogue.productRecordsByIds(db, tenantId, [
    ...new Set(items.map((i) => i.productId)),
  ]);
  const byId = new Map(records.map((r) => [r.id, r]));
  const context = {
    warehouseId: options.warehouseId,
    categoriesById: options.categoriesById ?? NO_CATEGORIES,
  };
  const lines: PricedLine[] = [];
  for (const item of items) {
    const record = byId.get(item.productId);
    if (!record) continue;
    const product = toApiProduct(record, context);
    const rule = quantityRule(product);
    const unitCents = unitCentsOf(record, product, item);
    lines.push({
      item,
      record,
      product,
      rule,
      unitCents,
      grossCents: estimatedPriceCents(unitCents, rule, item.quantity),
      isVariable: isVariableWeight(product.productInfos),
    });
  }
  const goodsCents = lines.reduce((sum, l) => sum + l.grossCents, 0);
  const variableCents = lines.filter((l) => l.isVariable).reduce((sum, l) => sum + l.grossCents, 0);

  let left = goodsCents;
  const pricedGifts = gifts.map((gift): PricedGift => {
    if (gift.minOrderCents !== null && goodsCents < gift.minOrderCents) {
      return {
        gift,
        amountCents: 0,
        note: GIFT_CODE_MIN_ORDER_NOTE.replace('{amount}', formatEuro(centsToEuro(gift.minOrderCents))),
      };
    }
    const wanted =
      gift.discountCents ??
      (gift.discountPct === null ? 0 : Math.round((goodsCents * gift.discountPct) / 100));
    const amountCents = Math.min(wanted, left);
    left -= amountCents;
    return { gift, amountCents, note: null };
  });
  const giftCents = pricedGifts.reduce((sum, g) => sum + g.amountCents, 0);

  const chosen =
    packagingTypes.find((p) => p.id === cart.packagingTypeId) ?? packagingTypes.find((p) => p.isDefault);
  const pieces = lines.reduce((sum, l) => sum + piecesOf(l), 0);
  const packages: PricedPackage[] =
    chosen && pieces > 0
      ? [
          {
            type: chosen,
            quantity: Math.ceil(pieces / chosen.capacity),
            totalCents: Math.ceil(pieces / chosen.capacity) * chosen.costCents,
          },
        ]
      : [];
  const bagCents = packages.filter((p) => p.type.kind === 'bag').reduce((s, p) => s + p.totalCents, 0);
  const otherPackageCents = packages
    .filter((p) => p.type.kind !== 'bag')
    .reduce((s, p) => s + p.totalCents, 0);
  const feeCents = lines.length ? await options.feeOf(cartId, goodsCents) : 0;
  const grossCents = goodsCents - giftCents + bagCents + otherPackageCents + feeCents;
  return {
    cart,
    lines,
    goodsCents,
    variableCents,
    gifts: pricedGifts,
    giftCents,
    packages,
    bagCents,
    otherPackageCents,
    feeCents,
    grossCents,
    // One point per whole euro of goods after the codes.
    loyaltyPoints: Math.max(0, Math.floor((goodsCents - giftCents) / 100)),
  };
}
