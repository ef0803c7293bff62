import type { Product, ProductInfos } from '@spesa/shared/catalogue/product.contract';
import { centsToEuro, formatEuro } from '@spesa/shared/common/money';
import { GIFT_CODE_MIN_ORDER_NOTE } from '@spesa/shared/cart/cart.contract';
import { DELIVERY_SERVICE } from '@spesa/shared/delivery/delivery-service.contract';
import {
  orderThresholdsOf,
  thresholdStatus,
  type OrderThresholdSettings,
  type ThresholdStatus,
} from '@spesa/shared/rules/order-thresholds';
import { getTenant, isTenantCode } from '@spesa/tenants/tenants';
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
  /** The goods against the chain's minimum order and free-delivery threshold for the cart's service. */
  thresholds: ThresholdStatus;
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

/** The chain's minimum order and free-delivery threshold (chain settings); none for an unknown chain. */
export function chainThresholdSettings(tenantId: string): OrderThresholdSettings {
  if (isTenantCode(tenantId)) return getTenant(tenantId).settings;
  return {
    minimumOrder: { homeDelivery: 0, pickUp: 0 },
    freeDeliveryFrom: { homeDelivery: null, pickUp: null },
  };
}

interface PriceOptions {
  warehouseId: number;
  feeOf: FeeOf;
  catalogue: CatalogueRecords;
  categoriesById?: MapperContext['categoriesById'];
  /** The tenant's packaging types when the caller has them already. */
  packagingTypes?: repo.PackagingTypeRecord[];
  /**
   * The unit price already agreed for a line (by line id), kept instead of the catalogue's: a picked order's
   * lines keep the price the shopper confirmed; a line missing from it takes the catalogue's.
   */
  agreedUnitCents?: ReadonlyMap<number, number>;
}

/** Each line of the cart with its product, quantity rule and estimated price; lines of vanished products dropped. */
async function priceLines(
  db: Db,
  tenantId: string,
  items: repo.CartItemRecord[],
  options: PriceOptions,
): Promise<PricedLine[]> {
  const records = await options.catalogue.productRecordsByIds(db, tenantId, [
    ...new Set(items.map((i) => i.productId)),
  ]);
  const byId = new Map(records.map((r) => [r.id, r]));
  const context = {
    warehouseId: options.warehouseId,
    categoriesById: options.categoriesById ?? NO_CATEGORIES,
  };
  return items.flatMap((item): PricedLine[] => {
    const record = byId.get(item.productId);
    if (!record) return [];
    const product = toApiProduct(record, context);
    const rule = quantityRule(product);
    const unitCents = options.agreedUnitCents?.get(item.id) ?? unitCentsOf(record, product, item);
    const grossCents = estimatedPriceCents(unitCents, rule, item.quantity);
    return [
      {
        item,
        record,
        product,
        rule,
        unitCents,
        grossCents,
        isVariable: isVariableWeight(product.productInfos),
      },
    ];
  });
}

/** The gift codes in the order they were added, none worth more than the goods left (spec §3). */
function priceGifts(gifts: repo.CartGiftRecord[], goodsCents: number): PricedGift[] {
  let left = goodsCents;
  return gifts.map((gift): PricedGift => {
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
}

/** The chosen (else the default) packaging type, as many as the pieces need. */
function pricePackages(
  cart: repo.CartExtraRecord,
  lines: PricedLine[],
  packagingTypes: repo.PackagingTypeRecord[],
): PricedPackage[] {
  const chosen =
    packagingTypes.find((p) => p.id === cart.packagingTypeId) ?? packagingTypes.find((p) => p.isDefault);
  const pieces = lines.reduce((sum, l) => sum + piecesOf(l), 0);
  if (!chosen || pieces === 0) return [];
  const quantity = Math.ceil(pieces / chosen.capacity);
  return [{ type: chosen, quantity, totalCents: quantity * chosen.costCents }];
}

/**
 * The delivery fee of a cart that has not reached the chain's free-delivery threshold. When the chain sets one
 * for the service it is the one that counts, so the zone's fee is asked as for an empty cart (below any threshold
 * of the zone's own); when the chain sets none, the zone's own threshold applies.
 */
function feeBelowThreshold(feeOf: FeeOf, cartId: number, goodsCents: number, thresholds: ThresholdStatus) {
  return feeOf(cartId, thresholds.freeDeliveryFromCents === null ? goodsCents : 0);
}

const sumOf = <T>(list: readonly T[], cents: (entry: T) => number): number =>
  list.reduce((sum, entry) => sum + cents(entry), 0);

/** Everything the cart costs, read through `db` (the caller's transaction at checkout). */
export async function priceCart(
  db: Db,
  tenantId: string,
  cartId: number,
  options: PriceOptions,
): Promise<PricedCart> {
  const items = await repo.listItems(db, cartId);
  return priceCartWithItems(db, tenantId, cartId, items, options);
}

/**
 * The cart's rules (codes, packages, thresholds, delivery fee) applied to the given lines instead of its own:
 * the one pricing of the shop, for the cart and for an order's picked lines (real weights, substitutes).
 */
export async function priceCartWithItems(
  db: Db,
  tenantId: string,
  cartId: number,
  items: repo.CartItemRecord[],
  options: PriceOptions,
): Promise<PricedCart> {
  const [cart, gifts, packagingTypes] = await Promise.all([
    repo.findCartExtra(db, tenantId, cartId),
    repo.listCartGifts(db, tenantId, cartId),
    options.packagingTypes ?? repo.listPackagingTypes(db, tenantId),
  ]);
  if (!cart) throw new Error(`Cart ${cartId} is missing`);
  const lines = await priceLines(db, tenantId, items, options);
  const goodsCents = sumOf(lines, (l) => l.grossCents);
  const variableCents = sumOf(
    lines.filter((l) => l.isVariable),
    (l) => l.grossCents,
  );
  const pricedGifts = priceGifts(gifts, goodsCents);
  const giftCents = sumOf(pricedGifts, (g) => g.amountCents);
  const packages = pricePackages(cart, lines, packagingTypes);
  const bagCents = sumOf(
    packages.filter((p) => p.type.kind === 'bag'),
    (p) => p.totalCents,
  );
  const otherPackageCents = sumOf(packages, (p) => p.totalCents) - bagCents;
  // The auto-assigned default store is a pick-up (spec §4), so a cart without a choice has its thresholds.
  const service = cart.deliveryServiceId ?? DELIVERY_SERVICE.PICK_UP;
  const thresholds = thresholdStatus(
    goodsCents,
    orderThresholdsOf(chainThresholdSettings(tenantId), service),
  );
  const feeCents =
    lines.length && !thresholds.freeDelivery
      ? await feeBelowThreshold(options.feeOf, cartId, goodsCents, thresholds)
      : 0;
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
    thresholds,
    // One point per whole euro of goods after the codes.
    loyaltyPoints: Math.max(0, Math.floor((goodsCents - giftCents) / 100)),
  };
}
