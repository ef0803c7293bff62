import type { Product } from '../catalogue/product.contract';
import { displayQuantity, roundQuantity, type QuantityRule } from './quantity';
import { unitFamily, unitRatio } from './weight-units';

/** A shopper may ask for up to this many pieces of a product sold by weight. */
export const MAX_PIECES = 99;

export const PIECES_NOT_OFFERED_MESSAGE = 'Questo prodotto non si può scegliere a pezzi.';

/**
 * spec §3 productInfos WEIGHT_SELLING_SINGLE_UNIT: on a product sold by weight (Sfuso) the average weight of
 * one piece, written in WEIGHT_UNIT_SELLING; answered in kg (or l). Undefined where the data does not allow
 * the choice between weight and pieces.
 */
export function pieceWeightOf(product: Pick<Product, 'productInfos'>): number | undefined {
  const infos = product.productInfos;
  if (infos.TIPOLOGIA !== 'Sfuso') return undefined;
  const unit = infos.WEIGHT_UNIT_SELLING ?? 'KG';
  if (unitFamily(unit) !== 'mass' && unitFamily(unit) !== 'volume') return undefined;
  const raw = Number((infos.WEIGHT_SELLING_SINGLE_UNIT ?? '').trim().replace(',', '.'));
  if (!Number.isFinite(raw) || raw <= 0) return undefined;
  const weight = roundQuantity(raw / (unitRatio(unit) ?? 1));
  return weight > 0 ? weight : undefined;
}

/** The weight, kg, that `pieces` pieces are expected to weigh. */
export function weightOfPieces(pieceWeight: number, pieces: number): number {
  return roundQuantity(pieceWeight * pieces);
}

/** About how many pieces a weight is: at least one. */
export function piecesInWeight(pieceWeight: number, weight: number): number {
  return Math.max(1, Math.round(weight / pieceWeight));
}

const GRAMS = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 0 });
const KILOS = new Intl.NumberFormat('it-IT', { minimumFractionDigits: 1, maximumFractionDigits: 2 });

/** "800 g" below a kilo, "1,2 kg" from a kilo up. */
export function formatApproxWeight(weight: number): string {
  if (weight < 1) return `${GRAMS.format(Math.round(weight * 1000))} g`;
  return `${KILOS.format(weight)} kg`;
}

/** A line asked by pieces: "4 pz ≈ 800 g" (the weight is the estimate the price is made of). */
export function piecesDisplay(pieces: number, weight: number): string {
  return `${pieces} pz ≈ ${formatApproxWeight(weight)}`;
}

/** A weight with its pieces, as the product page offers it: "circa 4 pz ≈ 800 g". */
export function aboutPiecesDisplay(pieceWeight: number, weight: number): string {
  return `circa ${piecesInWeight(pieceWeight, weight)} pz ≈ ${formatApproxWeight(weight)}`;
}

/** A cart or order line's quantity: "4 pz ≈ 800 g" when asked by pieces, else "0,500 kg" / "3 pz". */
export function lineQuantityDisplay(
  rule: QuantityRule,
  line: { quantity: number; pieces: number | null },
): string {
  if (rule.sellingType === 'Sfuso' && line.pieces !== null && line.pieces > 0) {
    return piecesDisplay(line.pieces, line.quantity);
  }
  return displayQuantity(rule, line.quantity);
}
