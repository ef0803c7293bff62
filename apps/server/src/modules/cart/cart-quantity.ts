import {
  MAX_PIECES,
  PIECES_NOT_OFFERED_MESSAGE,
  pieceWeightOf,
  weightOfPieces,
} from '@spesa/shared/rules/fresh-pieces';
import {
  MIN_ACQ_MESSAGE,
  manualEntry,
  roundQuantity,
  type QuantityProduct,
  type QuantityRule,
} from '@spesa/shared/rules/quantity';
import { DomainError } from '../../lib/domain-error.js';

export type CheckedQuantity = { quantity: number; warning?: string };

const EPSILON = 1e-9;

/**
 * The quantity a line may hold when the shopper asks for `requested`, by the rules of spec §4/§5 in
 * rules/quantity.ts: pieces go through the manual-entry rule (multiple, lock, MAXACQ capped with its message,
 * minimum refused); Sfuso is snapped to WEIGHT_SELLING + n × STEP_SELLING and refused below WEIGHT_SELLING.
 */
export function checkQuantity(rule: QuantityRule, requested: number): CheckedQuantity {
  const target = roundQuantity(requested);
  if (target <= 0) return { quantity: 0 };
  if (rule.sellingType === 'Sfuso') {
    if (target < rule.firstWeight - EPSILON) throw new DomainError('MIN_ACQ', MIN_ACQ_MESSAGE);
    const steps = Math.round((target - rule.firstWeight) / rule.stepWeight);
    return { quantity: roundQuantity(rule.firstWeight + Math.max(steps, 0) * rule.stepWeight) };
  }
  if (!Number.isInteger(target)) {
    throw new DomainError(
      'QUANTITY_NOT_WHOLE',
      'La quantità di questo prodotto deve essere un numero intero.',
    );
  }
  const entry = manualEntry(rule, target);
  if (entry.event === 'refused') {
    throw new DomainError('QUANTITY_REFUSED', 'Quantità non valida.');
  }
  if (entry.event === 'min-acq') throw new DomainError('MIN_ACQ', entry.message);
  if (entry.event === 'max-acq') return { quantity: entry.quantity, warning: entry.message };
  return { quantity: entry.quantity };
}

/** The largest allowed quantity not above `limit` for the rule (a multiple when the quantity is locked). */
export function capTo(rule: QuantityRule, limit: number): number {
  if (limit <= 0) return 0;
  if (rule.sellingType === 'Sfuso') {
    if (limit < rule.firstWeight - EPSILON) return 0;
    const steps = Math.floor((limit - rule.firstWeight) / rule.stepWeight + EPSILON);
    return roundQuantity(rule.firstWeight + steps * rule.stepWeight);
  }
  const whole = Math.floor(limit + EPSILON);
  if (!rule.isLocked) return whole;
  return roundQuantity(Math.floor(whole / rule.multiple + EPSILON) * rule.multiple);
}

/**
 * A product sold by weight asked by pieces (spec §3 WEIGHT_SELLING_SINGLE_UNIT): the line holds their expected
 * weight, priced per kg like any weighed line; refused where the product has no piece weight.
 */
export function checkPieces(
  product: QuantityProduct,
  pieces: number,
): CheckedQuantity & { pieces: number | null } {
  const pieceWeight = pieceWeightOf(product);
  if (pieceWeight === undefined) throw new DomainError('PIECES_NOT_OFFERED', PIECES_NOT_OFFERED_MESSAGE);
  const count = Math.min(Math.max(Math.round(pieces), 0), MAX_PIECES);
  if (count === 0) return { quantity: 0, pieces: null };
  return { quantity: weightOfPieces(pieceWeight, count), pieces: count };
}
