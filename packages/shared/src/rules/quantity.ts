import type { Product, SellingType } from '../catalogue/product.contract';
import { unitFamily, unitRatio } from './weight-units';

export const MAX_ACQ_MESSAGE = 'Puoi acquistare al massimo {count} pz';
export const DAILY_MAX_EXCEEDED_MESSAGE =
  'Hai superato la quantità massima giornaliera acquistabile per questo articolo';
export const MIN_ACQ_MESSAGE = 'Non è possibile acquistare una quantità inferiore di questo articolo';

export function maxAcqMessage(count: number): string {
  return MAX_ACQ_MESSAGE.replace('{count}', formatNumber(count));
}

/** The quantity rules of one product, read once from its productInfos (which travel as strings). */
export interface QuantityRule {
  sellingType: SellingType;
  /** Pezzo and Confezione: QTY_MULT, 1 when absent. */
  multiple: number;
  /** QTY_LOCKED: manual entry is rounded to the multiple. */
  isLocked: boolean;
  minAcq: number | undefined;
  maxAcq: number | undefined;
  /** Sfuso, in `unit`: WEIGHT_SELLING, the first add and the lowest weight kept. */
  firstWeight: number;
  /** Sfuso, in `unit`: STEP_SELLING. */
  stepWeight: number;
  /** What one unit of quantity is: pieces, or kg / l for Sfuso. */
  unit: 'pz' | 'kg' | 'l';
  /** Multiplies the product price to get the price of one `unit` (a Sfuso price may be per hg). */
  priceRatio: number;
  /** LOGISTIC_PACKAGING_ITEMS: pieces in a package, for Pezzo only. */
  packagingItems: number | undefined;
}

export type QuantityProduct = Pick<Product, 'productInfos'> &
  Partial<Pick<Product, 'minAcq' | 'logisticPackagingItems'>>;

// 'confirm-removal' carries the quantity to set (0) once the shopper confirms; until then the line stays.
export type QuantityChange =
  | { quantity: number; event?: undefined }
  | { quantity: 0; event: 'confirm-removal' }
  | { quantity: number; event: 'min-acq' | 'max-acq'; message: string };

export type ManualEntryResult =
  | QuantityChange
  | { quantity?: undefined; event: 'refused'; reason: 'weighed-item' | 'not-a-quantity' };

const LOCKED_VALUES = new Set(['true', '1', 's', 'si', 'y', 'yes']);

function parsePositive(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text.trim().replace(',', '.'));
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

function positiveOrUndefined(value: number | null | undefined): number | undefined {
  return value !== null && value !== undefined && Number.isFinite(value) && value > 0 ? value : undefined;
}

export function roundQuantity(quantity: number): number {
  return Math.round(quantity * 1000) / 1000;
}

export function quantityRule(product: QuantityProduct): QuantityRule {
  const infos = product.productInfos;
  const sellingType = infos.TIPOLOGIA;
  const sellingUnit = infos.WEIGHT_UNIT_SELLING ?? 'KG';
  const family = unitFamily(sellingUnit);
  const isWeighed = sellingType === 'Sfuso';
  // Sfuso amounts are kept in kg (or l) whatever unit WEIGHT_SELLING is written in.
  const toBase = isWeighed && family !== 'piece' ? (unitRatio(sellingUnit) ?? 1) : 1;
  const rawStep = parsePositive(infos.STEP_SELLING);
  const rawFirst = parsePositive(infos.WEIGHT_SELLING);
  const stepWeight = roundQuantity((rawStep ?? rawFirst ?? 1) / toBase);
  const firstWeight = rawFirst === undefined ? stepWeight : roundQuantity(rawFirst / toBase);
  const baseUnit = infos.WEIGHT_UNIT_BASE;
  const priceRatio =
    isWeighed && baseUnit !== undefined && unitFamily(baseUnit) === family ? (unitRatio(baseUnit) ?? 1) : 1;
  return {
    sellingType,
    multiple: parsePositive(infos.QTY_MULT) ?? 1,
    isLocked: LOCKED_VALUES.has((infos.QTY_LOCKED ?? '').trim().toLowerCase()),
    minAcq: parsePositive(infos.MINACQ) ?? positiveOrUndefined(product.minAcq),
    maxAcq: parsePositive(infos.MAXACQ),
    firstWeight,
    stepWeight,
    unit: isWeighed ? (family === 'volume' ? 'l' : 'kg') : 'pz',
    priceRatio,
    packagingItems:
      sellingType === 'Pezzo'
        ? (parsePositive(infos.LOGISTIC_PACKAGING_ITEMS) ??
          positiveOrUndefined(product.logisticPackagingItems))
        : undefined,
  };
}

// Steps such as 0.1 are not exact in binary: compare with a tolerance well below the 3-decimal rounding.
const EPSILON = 1e-9;

function nextMultipleAbove(quantity: number, multiple: number): number {
  return roundQuantity((Math.floor(quantity / multiple + EPSILON) + 1) * multiple);
}

function previousMultipleBelow(quantity: number, multiple: number): number {
  return roundQuantity((Math.ceil(quantity / multiple - EPSILON) - 1) * multiple);
}

function multipleAtLeast(quantity: number, multiple: number): number {
  return roundQuantity(Math.ceil(quantity / multiple - EPSILON) * multiple);
}

function multipleAtMost(quantity: number, multiple: number): number {
  return roundQuantity(Math.floor(quantity / multiple + EPSILON) * multiple);
}

/** The lowest quantity a line may hold; when locked it is also a multiple. */
function lowestQuantity(rule: QuantityRule): number | undefined {
  if (rule.minAcq === undefined) return undefined;
  return rule.isLocked ? multipleAtLeast(rule.minAcq, rule.multiple) : rule.minAcq;
}

function highestQuantity(rule: QuantityRule): number | undefined {
  if (rule.maxAcq === undefined) return undefined;
  if (!rule.isLocked) return rule.maxAcq;
  const aligned = multipleAtMost(rule.maxAcq, rule.multiple);
  return aligned > 0 ? aligned : rule.maxAcq;
}

function maxAcqChange(rule: QuantityRule, highest: number): QuantityChange {
  return { quantity: highest, event: 'max-acq', message: maxAcqMessage(rule.maxAcq ?? highest) };
}

/** spec §4 / §5: the plus button. `current` is 0 when the product is not in the cart. */
export function increment(rule: QuantityRule, current: number): QuantityChange {
  if (rule.sellingType === 'Sfuso') {
    // spec §5: Sfuso plus adds STEP_SELLING, the first add is WEIGHT_SELLING.
    if (current <= 0 || current < rule.firstWeight - EPSILON) return { quantity: rule.firstWeight };
    return { quantity: roundQuantity(current + rule.stepWeight) };
  }
  let target = nextMultipleAbove(Math.max(current, 0), rule.multiple);
  const lowest = lowestQuantity(rule);
  if (lowest !== undefined && target < lowest) target = lowest;
  const highest = highestQuantity(rule);
  if (highest !== undefined && target > highest + EPSILON) return maxAcqChange(rule, highest);
  return { quantity: target };
}

/** spec §4 / §5: the minus button. */
export function decrement(rule: QuantityRule, current: number): QuantityChange {
  if (current <= 0) return { quantity: 0 };
  if (rule.sellingType === 'Sfuso') {
    const target = roundQuantity(current - rule.stepWeight);
    // spec §5: Sfuso minus falls to 0 below WEIGHT_SELLING.
    if (target < rule.firstWeight - EPSILON) return { quantity: 0, event: 'confirm-removal' };
    return { quantity: target };
  }
  const target = previousMultipleBelow(current, rule.multiple);
  if (target <= 0) return { quantity: 0, event: 'confirm-removal' };
  const lowest = lowestQuantity(rule);
  if (lowest !== undefined && target < lowest - EPSILON) {
    // spec §5: never below minAcq; from the minimum itself the next step is removing the line.
    if (current > lowest + EPSILON) return { quantity: lowest, event: 'min-acq', message: MIN_ACQ_MESSAGE };
    return { quantity: 0, event: 'confirm-removal' };
  }
  const highest = highestQuantity(rule);
  if (highest !== undefined && target > highest + EPSILON) return { quantity: highest };
  return { quantity: target };
}

export function canEnterManually(rule: QuantityRule): boolean {
  return rule.sellingType === 'Pezzo' || rule.sellingType === 'Confezione';
}

/** spec §4: manual entry of a quantity, for Pezzo and Confezione only. */
export function manualEntry(rule: QuantityRule, typed: string | number): ManualEntryResult {
  if (!canEnterManually(rule)) return { event: 'refused', reason: 'weighed-item' };
  const text = typeof typed === 'number' ? String(typed) : typed.trim();
  if (!/^\d+$/.test(text)) return { event: 'refused', reason: 'not-a-quantity' };
  const typedQuantity = Number(text);
  // spec §4: 0 removes the item (no confirmation: the shopper typed it).
  if (typedQuantity === 0) return { quantity: 0 };
  // Rounding up, so a locked pack of 6 typed as 1 becomes 6 and never 0.
  const quantity = rule.isLocked ? multipleAtLeast(typedQuantity, rule.multiple) : typedQuantity;
  const highest = highestQuantity(rule);
  if (highest !== undefined && quantity > highest + EPSILON) return maxAcqChange(rule, highest);
  const lowest = lowestQuantity(rule);
  if (lowest !== undefined && quantity < lowest - EPSILON) {
    return { quantity: lowest, event: 'min-acq', message: MIN_ACQ_MESSAGE };
  }
  return { quantity };
}

export interface PackageConversion {
  packages: number;
  looseUnits: number;
}

/** spec §4: an unpacked item reaching the multiple (LOGISTIC_PACKAGING_ITEMS) becomes a package line. */
export function packageConversion(rule: QuantityRule, quantity: number): PackageConversion {
  const items = rule.packagingItems;
  if (items === undefined || items <= 1 || quantity <= 0) {
    return { packages: 0, looseUnits: Math.max(quantity, 0) };
  }
  const packages = Math.floor(quantity / items + EPSILON);
  return { packages, looseUnits: roundQuantity(quantity - packages * items) };
}

const WEIGHT_FORMAT = new Intl.NumberFormat('it-IT', { minimumFractionDigits: 3, maximumFractionDigits: 3 });
const PIECES_FORMAT = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 3 });

function formatNumber(value: number): string {
  return PIECES_FORMAT.format(value);
}

/** "0,500 kg" for Sfuso, "3 pz" otherwise. */
export function displayQuantity(rule: QuantityRule, quantity: number): string {
  if (rule.sellingType === 'Sfuso') return `${WEIGHT_FORMAT.format(roundQuantity(quantity))} ${rule.unit}`;
  return `${formatNumber(quantity)} pz`;
}

/** Rounded half up to the cent; for Sfuso it stays an estimate until the order is picked (UX.md). */
export function estimatedPriceCents(priceCents: number, rule: QuantityRule, quantity: number): number {
  const thousandths = Math.round(roundQuantity(quantity) * rule.priceRatio * 1000);
  // Integer arithmetic: price × thousandths is exact, so the half-up rounding is too.
  const scaled = Math.round(priceCents) * thousandths;
  return Math.sign(scaled) * Math.floor((Math.abs(scaled) + 500) / 1000);
}
