import type { Product } from '@spesa/shared/catalogue/product.contract';
import { euroToCents } from '@spesa/shared/common/money';
import { unitPrice } from '@spesa/shared/rules/weight-units';

export interface ProductUnitPrice {
  priceEuro: number;
  unit: string;
}

/**
 * The grey "3,98 €/kg" line: spec §5, price × ratio of units / selling weight, from the pack's WEIGHT_SELLING
 * and its unit; the server's priceUmDisplay when the pack does not say its weight. A weighed item has none: its
 * price already is per kg.
 */
export function productUnitPrice(
  product: Pick<Product, 'productInfos' | 'priceDisplay' | 'priceUmDisplay' | 'weightUnitDisplay'>,
): ProductUnitPrice | null {
  const infos = product.productInfos;
  if (infos.TIPOLOGIA === 'Sfuso') return null;
  const weight = Number(infos.WEIGHT_SELLING?.replace(',', '.'));
  const computed =
    infos.WEIGHT_UNIT_SELLING && weight > 0
      ? unitPrice(
          euroToCents(product.priceDisplay),
          weight,
          infos.WEIGHT_UNIT_SELLING,
          infos.WEIGHT_UNIT_BASE,
        )
      : undefined;
  if (computed) return { priceEuro: computed.cents / 100, unit: computed.unit };
  if (product.priceUmDisplay != null && product.weightUnitDisplay) {
    return { priceEuro: product.priceUmDisplay, unit: product.weightUnitDisplay };
  }
  return null;
}
