import {
  PRODUCT_NOT_AVAILABLE_MESSAGE,
  PRODUCT_OPTIONS_REQUIRED_MESSAGE,
} from '@spesa/shared/cart/cart.contract';
import type { Product } from '@spesa/shared/catalogue/product.contract';
import { quantityRule } from '@spesa/shared/rules/quantity';
import type { Db } from '../../db/database.js';
import { DomainError } from '../../lib/domain-error.js';
import { toApiProduct } from '../catalogue/product-mapper.js';
import { flagOf, productsByIds, type CartDeps } from './cart-deps.js';
import { checkPieces, checkQuantity, type CheckedQuantity } from './cart-quantity.js';
import type { CartReference } from './cart-reference.js';
import * as repo from './cart.repository.js';
import { applyLimits, limitContext } from './purchase-limits.js';

export interface AddLine {
  productId: number;
  quantity: number;
  params?: Record<string, string> | string | undefined;
  useWpid?: number | undefined;
  acceptAlternatives?: string | undefined;
  customWeight?: string | undefined;
  /** A product sold by weight asked by pieces: the pieces to add (`quantity` is then not read). */
  pieces?: number | undefined;
  userNotes?: string | null | undefined;
}

/** The locked cart the lines go into, as mutateCart hands it over. */
export interface LineTarget {
  tenantId: string;
  userId: number;
  cartId: number;
  now: number;
  reference: CartReference;
}

function canonicalParams(product: Product, params: Record<string, string> | string | undefined): string {
  const options = product.selectOptions;
  if (!options.length) return '';
  const given =
    typeof params === 'string'
      ? Object.fromEntries(new URLSearchParams(params))
      : Object.fromEntries(Object.entries(params ?? {}).map(([k, v]) => [k, String(v)]));
  const pairs: string[] = [];
  for (const option of options) {
    const value = given[option.parameterName];
    const match = option.options.find((o) => o.key === value || o.value === value);
    // spec §5: the selector is valid only when every option has a choice.
    if (!match) throw new DomainError('PRODUCT_OPTIONS_REQUIRED', PRODUCT_OPTIONS_REQUIRED_MESSAGE);
    pairs.push(`${encodeURIComponent(option.parameterName)}=${encodeURIComponent(match.key)}`);
  }
  return pairs.sort().join('&');
}

/** The line's new amount: pieces added to its pieces, or a quantity added to its quantity (weight again). */
function addedAmount(
  product: Product,
  existing: repo.CartItemRecord | undefined,
  wanted: AddLine,
): CheckedQuantity & { pieces: number | null } {
  if (wanted.pieces !== undefined) return checkPieces(product, (existing?.pieces ?? 0) + wanted.pieces);
  const checked = checkQuantity(quantityRule(product), (existing?.quantity ?? 0) + wanted.quantity);
  return { ...checked, pieces: null };
}

/** Adds lines; `lenient` (add-all-from-*) skips what cannot be added instead of refusing all. */
export async function addCartLines(
  deps: CartDeps,
  trx: Db,
  target: LineTarget,
  requested: AddLine[],
  lenient: boolean,
): Promise<{ warnings: string[]; added: number }> {
  const { tenantId, userId, cartId, now, reference } = target;
  const warnings: string[] = [];
  let added = 0;
  const lines = await repo.listItems(trx, cartId);
  const productIds = [...requested.map((r) => r.productId), ...lines.map((l) => l.productId)];
  const records = await productsByIds(deps, trx, tenantId, productIds);
  const context = await limitContext(deps, trx, tenantId, userId, records, reference);
  const byId = new Map(records.map((r) => [r.id, r]));
  for (const wanted of requested) {
    try {
      const record = byId.get(wanted.productId);
      if (!record || !record.available)
        throw new DomainError('PRODUCT_NOT_AVAILABLE', PRODUCT_NOT_AVAILABLE_MESSAGE);
      const product = toApiProduct(record, { warehouseId: 0, categoriesById: new Map() });
      const rule = quantityRule(product);
      const params = canonicalParams(product, wanted.params);
      const existing = lines.find((l) => l.productId === wanted.productId && l.params === params);
      const checked = addedAmount(product, existing, wanted);
      const others = lines.filter((l) => l !== existing);
      const limited = applyLimits(rule, wanted.productId, checked.quantity, others, context);
      for (const w of [checked.warning, limited.warning]) if (w && !warnings.includes(w)) warnings.push(w);
      const quantity = limited.quantity;
      const useWpid = wanted.useWpid ?? existing?.useWpid ?? null;
      if (existing) {
        if (quantity <= 0) {
          await repo.deleteItems(trx, cartId, [existing.id]);
          lines.splice(lines.indexOf(existing), 1);
        } else {
          await repo.updateItem(
            trx,
            cartId,
            existing.id,
            {
              quantity,
              useWpid,
              pieces: checked.pieces,
              ...(wanted.userNotes !== undefined ? { userNotes: wanted.userNotes } : {}),
              ...(wanted.acceptAlternatives !== undefined
                ? { acceptAlternatives: flagOf(wanted.acceptAlternatives, true) }
                : {}),
            },
            now,
          );
          existing.quantity = quantity;
          existing.pieces = checked.pieces;
        }
      } else if (quantity > 0) {
        const item = {
          productId: wanted.productId,
          quantity,
          params,
          useWpid,
          acceptAlternatives: flagOf(wanted.acceptAlternatives, true),
          customWeight: wanted.customWeight !== undefined ? Number(wanted.customWeight) || null : null,
          pieces: checked.pieces,
          userNotes: wanted.userNotes ?? null,
        };
        await repo.insertItem(trx, tenantId, cartId, item, now);
        lines.push({ ...item, id: -1, createdAt: now });
      }
      added += 1;
    } catch (error) {
      if (!lenient || !(error instanceof DomainError)) throw error;
      if (!warnings.includes(error.message)) warnings.push(error.message);
    }
  }
  return { warnings, added };
}
