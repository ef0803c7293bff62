import {
  INVOICE_NOT_AVAILABLE_MESSAGE,
  ORDER_NOTE_MAX_LENGTH,
  ORDER_NOTE_TOO_LONG_MESSAGE,
} from '@spesa/shared/cart/cart.contract';
import { centsToEuro } from '@spesa/shared/common/money';
import {
  CART_EMPTY_MESSAGE,
  CHECKOUT_ADDRESS_REQUIRED_MESSAGE,
  CHECKOUT_TIMESLOT_REQUIRED_MESSAGE,
  PROFILE_INCOMPLETE_MESSAGE,
  TERMS_REQUIRED_MESSAGE,
  type CheckoutPrepareData,
} from '@spesa/shared/orders/order.contract';
import { COMPLETE_PROFILE_LEVEL } from '@spesa/shared/account/user-detail.contract';
import { CART_STATUS } from '@spesa/shared/cart/cart-status';
import { invoiceBillingProblems } from '@spesa/shared/orders/invoice-request';
import type { Db } from '../../db/database.js';
import { writeTransaction } from '../../db/write-transaction.js';
import type { Actor } from '../../lib/actor.js';
import { DomainError } from '../../lib/domain-error.js';
import { offersInvoice } from '../cart/cart.service.js';
import type { CheckoutDeps, PrepareParams } from './checkout-deps.js';

/** spec §5: checks the checkout rules, records the shopper's choices and locks the cart for payment. */
export async function prepareCheckout(
  deps: CheckoutDeps,
  actor: Actor,
  params: PrepareParams,
): Promise<CheckoutPrepareData> {
  const { tenantId, userId } = actor;
  const now = deps.clock.now();
  return writeTransaction(deps.db, async (trx) => {
    const cart = await deps.carts.findCurrent(trx, tenantId, userId, { lock: true });
    if (!cart) throw new DomainError('CART_EMPTY', CART_EMPTY_MESSAGE);
    const extra = await deps.carts.findExtra(trx, tenantId, cart.id);
    const items = await deps.carts.listItems(trx, cart.id);
    if (!extra || items.length === 0) throw new DomainError('CART_EMPTY', CART_EMPTY_MESSAGE);
    if (cart.shippingAddressId === null || cart.warehouseId === null) {
      throw new DomainError('ADDRESS_REQUIRED', CHECKOUT_ADDRESS_REQUIRED_MESSAGE);
    }
    if (cart.timeslotId === null)
      throw new DomainError('TIMESLOT_REQUIRED', CHECKOUT_TIMESLOT_REQUIRED_MESSAGE);
    // spec §5 / §9 minProfileLevel 2.
    if ((await deps.shoppers.profileLevel(trx, tenantId, userId)) < COMPLETE_PROFILE_LEVEL) {
      throw new DomainError('PROFILE_INCOMPLETE', PROFILE_INCOMPLETE_MESSAGE);
    }
    const infos = await checkedInfos(deps, trx, tenantId, userId, cart.warehouseId, extra.infos, params);
    await deps.carts.setInfos(trx, cart.id, infos, now);
    await deps.carts.setStatus(trx, cart.id, CART_STATUS.LOCKED, now);
    const priced = await deps.carts.priceForCheckout(trx, tenantId, cart.id, cart.warehouseId);
    return {
      cartId: cart.id,
      cartStatusId: CART_STATUS.LOCKED,
      grossTotal: centsToEuro(priced.grossCents),
    };
  });
}

/** The cart's infos with the shopper's choices, refused when a rule of spec §5 or §9 does not hold. */
async function checkedInfos(
  deps: CheckoutDeps,
  trx: Db,
  tenantId: string,
  userId: number,
  warehouseId: number,
  cartInfos: Record<string, string>,
  params: PrepareParams,
): Promise<Record<string, string>> {
  const infos = { ...cartInfos };
  if (params.order_comment !== undefined) infos.order_comment = params.order_comment;
  if (params.need_invoice !== undefined) infos.need_invoice = String(params.need_invoice);
  if (params.accept_alternatives !== undefined)
    infos.accept_alternatives = String(params.accept_alternatives);
  if (params.terms_accepted !== undefined) infos.terms_accepted = String(params.terms_accepted);
  if ((infos.order_comment ?? '').length > ORDER_NOTE_MAX_LENGTH) {
    throw new DomainError('ORDER_NOTE_TOO_LONG', ORDER_NOTE_TOO_LONG_MESSAGE);
  }
  if (infos.need_invoice === 'true') {
    // spec §3 need_invoice: offered by the chain's stores (and warehouse 89, spec §9); it needs the billing data.
    if (!offersInvoice(tenantId, warehouseId)) {
      throw new DomainError('INVOICE_NOT_AVAILABLE', INVOICE_NOT_AVAILABLE_MESSAGE);
    }
    // spec §5: the billing data, checked with the billing form's validators, and an SDI code or a PEC address.
    const [problem] = invoiceBillingProblems(await deps.shoppers.billing(trx, tenantId, userId));
    if (problem) throw new DomainError('BILLING_REQUIRED', problem);
  }
  if (infos.terms_accepted !== 'true') throw new DomainError('TERMS_REQUIRED', TERMS_REQUIRED_MESSAGE);
  return infos;
}
