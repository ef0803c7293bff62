import {
  CART_INFO_ERROR_MESSAGE,
  INVOICE_NOT_AVAILABLE_MESSAGE,
  ORDER_NOTE_MAX_LENGTH,
  ORDER_NOTE_TOO_LONG_MESSAGE,
  PACKAGING_TYPE_NOT_FOUND_MESSAGE,
  type CartInfoProperty,
} from '@spesa/shared/cart/cart.contract';
import type { Actor } from '../../lib/actor.js';
import { DomainError } from '../../lib/domain-error.js';
import { flagOf, offersInvoice, type CartAnswer, type CartDeps, type ViewOptions } from './cart-deps.js';
import { cartAnswer } from './cart-view.js';
import * as repo from './cart.repository.js';
import { mutateCart } from './mutate-cart.js';

/** Records one of the shopper's checkout choices on the cart: packaging, note, invoice, alternatives. */
export async function updateCartInfo(
  deps: CartDeps,
  actor: Actor,
  property: CartInfoProperty,
  value: string,
  options: ViewOptions | undefined,
): Promise<CartAnswer> {
  const { tenantId, userId } = actor;
  await mutateCart(deps, tenantId, userId, async (trx, cartId, now, reference) => {
    const cart = await repo.findCartExtra(trx, tenantId, cartId);
    if (!cart) throw new DomainError('CART_INFO', CART_INFO_ERROR_MESSAGE);
    if (property === 'packaging_type_id') {
      const id = Number(value);
      const types = reference.packagingTypes;
      if (value !== '' && value !== '0' && !types.some((t) => t.id === id)) {
        throw new DomainError('PACKAGING_TYPE_NOT_FOUND', PACKAGING_TYPE_NOT_FOUND_MESSAGE);
      }
      await repo.setCartPackaging(trx, cartId, value === '' || value === '0' ? null : id, now);
      return;
    }
    if (property === 'order_comment' && value.length > ORDER_NOTE_MAX_LENGTH) {
      throw new DomainError('ORDER_NOTE_TOO_LONG', ORDER_NOTE_TOO_LONG_MESSAGE);
    }
    let stored = value;
    if (property === 'need_invoice' || property === 'accept_alternatives' || property === 'terms_accepted') {
      stored = String(flagOf(value, false));
    }
    if (property === 'need_invoice' && stored === 'true') {
      if (!offersInvoice(tenantId, await repo.findCartWarehouseId(trx, cartId))) {
        throw new DomainError('INVOICE_NOT_AVAILABLE', INVOICE_NOT_AVAILABLE_MESSAGE);
      }
    }
    await repo.setCartInfos(trx, cartId, { ...cart.infos, [property]: stored }, now);
    if (property === 'accept_alternatives') {
      for (const line of await repo.listItems(trx, cartId)) {
        await repo.updateItem(trx, cartId, line.id, { acceptAlternatives: stored === 'true' }, now);
      }
    }
  });
  return cartAnswer(deps, actor, options);
}
