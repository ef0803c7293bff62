import {
  INVOICE_BEFORE_DELIVERY_MESSAGE,
  INVOICE_NOT_REQUESTED_MESSAGE,
  ORDER_NOT_FOUND_MESSAGE,
} from '@spesa/shared/orders/order.contract';
import { DELIVERED_STATUS_IDS } from '@spesa/shared/rules/order-status';
import { getTenant, isTenantCode } from '@spesa/tenants/tenants';
import type { Db } from '../../../db/database.js';
import { DomainError, NotFoundError } from '../../../lib/domain-error.js';
import { findOrder, listItems, type OrderItemRecord, type OrderRecord } from '../order.repository.js';
import { findPickedOrders, type PickedOrderRecord } from '../picking.repository.js';
import { renderFatturaPaXml } from './fattura-pa-xml.js';
import { type InvoiceDocument, buildInvoiceDocument } from './invoice-document.js';
import { findOrderInvoice } from './invoice-number.repository.js';

/**
 * A delivered order's document, scoped to the chain and (for a shopper) to the order's owner: the invoice
 * when one was issued at delivery, else the documento commerciale. Before delivery (spec §4 statuses 8 and
 * 9) there is none and the call is refused in Italian.
 */
export async function loadInvoiceDocument(
  db: Db,
  tenantId: string,
  orderId: number,
  owner: { userId: number } | 'staff',
): Promise<InvoiceDocument> {
  const order = await findOrder(db, tenantId, orderId, owner === 'staff' ? {} : { userId: owner.userId });
  if (!order || !isTenantCode(tenantId)) throw new NotFoundError(ORDER_NOT_FOUND_MESSAGE);
  if (!DELIVERED_STATUS_IDS.includes(order.status)) {
    throw new DomainError('INVOICE_NOT_AVAILABLE', INVOICE_BEFORE_DELIVERY_MESSAGE);
  }
  const [items, invoice, picked] = await Promise.all([
    listItems(db, [order.id]),
    findOrderInvoice(db, tenantId, order.id),
    findPickedOrders(db, tenantId, [order.id]).then((m) => m.get(order.id)),
  ]);
  return buildInvoiceDocument({
    order: picked ? pickedOrderOf(order, picked) : order,
    items: picked ? pickedItemsOf(order, picked) : items,
    invoice: invoice ?? null,
    seller: getTenant(tenantId).settings.seller,
  });
}

/** README "Picking": a picked order is documented with its final amounts, not the estimate. */
function pickedOrderOf(order: OrderRecord, picked: PickedOrderRecord): OrderRecord {
  return {
    ...order,
    goodsCents: picked.goodsCents,
    giftCents: picked.giftCents,
    packageCents: picked.packageCents,
    deliveryFeeCents: picked.deliveryFeeCents,
    grossCents: picked.finalCents,
  };
}

/** The final lines (real weights, substitutes; no missing line) as the document's lines. */
function pickedItemsOf(order: OrderRecord, picked: PickedOrderRecord): OrderItemRecord[] {
  return picked.finalLines.map((line, position) => ({
    id: line.orderItemId,
    orderId: order.id,
    productId: line.productId,
    product: {
      productId: line.productId,
      name: line.name,
      shortDescr: '',
      description: '',
      slug: '',
      mediaURL: '',
      priceUnitDisplay: '',
      sellingType: line.weight === null ? 'Pezzo' : 'Sfuso',
      ...(line.vatPct === undefined ? {} : { vatPct: line.vatPct }),
    },
    quantity: line.quantity,
    weight: line.weight,
    unitPriceCents: Math.round(line.unitPrice * 100),
    grossCents: Math.round(line.grossTotal * 100),
    infos: { accept_alternatives: 'true' },
    position,
  }));
}

/** The FatturaPA XML of a delivered order's invoice, for the chain's staff. */
export async function loadFatturaPaXml(db: Db, tenantId: string, orderId: number): Promise<string> {
  const doc = await loadInvoiceDocument(db, tenantId, orderId, 'staff');
  if (!doc.invoice) throw new DomainError('INVOICE_NOT_AVAILABLE', INVOICE_NOT_REQUESTED_MESSAGE);
  return renderFatturaPaXml(doc);
}
