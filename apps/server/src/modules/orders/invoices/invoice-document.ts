import { paymentTypeLabel } from '@spesa/shared/rules/order-status';
import type { SellerSetting } from '@spesa/shared/tenant/tenant-config.contract';
import { romeDateIso } from '../../../lib/italy/rome-time.js';
import type { OrderItemRecord, OrderRecord } from '../order.repository.js';
import type { InvoiceNumberRecord } from './invoice-number.repository.js';
import {
  type GrossLine,
  type VatRateSummary,
  lineTaxables,
  spreadDiscount,
  summariseVat,
} from './vat-summary.js';

/** The ordinary VAT rate: delivery, bags and packaging, and lines of orders placed before rates were kept. */
export const ORDINARY_VAT_PCT = 22;

/** How an invoice number is written: 'N/AAAA' (progressive per chain and year). */
export function invoiceNumberText(invoice: { year: number; number: number }): string {
  return `${invoice.number}/${invoice.year}`;
}

export interface DocumentLine extends GrossLine {
  description: string;
  quantity: number;
  taxableCents: number;
}

/**
 * A delivered order's fiscal document: the invoice ('fattura', numbered per chain and year) when the shopper
 * asked for one, otherwise the 'documento commerciale' summary. Amounts in cents, VAT per rate.
 */
export interface InvoiceDocument {
  kind: 'fattura' | 'documento-commerciale';
  /** 'N/AAAA' for an invoice; null for the documento commerciale. */
  number: string | null;
  invoice: InvoiceNumberRecord | null;
  /** YYYY-MM-DD, Europe/Rome: the invoice's issue date, or the order's last change (its delivery). */
  date: string;
  orderId: number;
  /** The chain's own order number, the one the documents name. */
  orderNumber: number;
  seller: SellerSetting;
  lines: DocumentLine[];
  vat: VatRateSummary[];
  totalCents: number;
  paymentTypeId: number;
  paymentDescr: string;
}

function grossLinesOf(order: OrderRecord, items: readonly OrderItemRecord[]) {
  const goods = items.map((i) => ({
    description: i.product.name,
    quantity: i.quantity,
    vatPct: i.product.vatPct ?? ORDINARY_VAT_PCT,
    grossCents: i.grossCents,
  }));
  const discounts = spreadDiscount(goods, order.giftCents).map((d) => ({
    description: `Buoni sconto (IVA ${d.vatPct}%)`,
    quantity: 1,
    vatPct: d.vatPct,
    grossCents: -d.grossCents,
  }));
  const extras = [
    { description: 'Sacchetti e imballaggi', cents: order.packageCents },
    { description: 'Spese di consegna', cents: order.deliveryFeeCents },
  ]
    .filter((x) => x.cents !== 0)
    .map((x) => ({ description: x.description, quantity: 1, vatPct: ORDINARY_VAT_PCT, grossCents: x.cents }));
  return [...goods, ...discounts, ...extras];
}

/** The document of a delivered order (the caller checks the status). */
export function buildInvoiceDocument(input: {
  order: OrderRecord;
  items: readonly OrderItemRecord[];
  invoice: InvoiceNumberRecord | null;
  seller: SellerSetting;
}): InvoiceDocument {
  const { order, invoice } = input;
  const gross = grossLinesOf(order, input.items);
  const taxables = lineTaxables(gross);
  const lines = gross.map((l, i) => ({ ...l, taxableCents: taxables[i]! }));
  return {
    kind: invoice ? 'fattura' : 'documento-commerciale',
    number: invoice ? invoiceNumberText(invoice) : null,
    invoice,
    date: romeDateIso(invoice ? invoice.issuedAt : order.updatedAt),
    orderId: order.id,
    orderNumber: order.number,
    seller: input.seller,
    lines,
    vat: summariseVat(gross),
    totalCents: gross.reduce((s, l) => s + l.grossCents, 0),
    paymentTypeId: order.paymentTypeId,
    paymentDescr: paymentTypeLabel(order.paymentTypeId) ?? String(order.paymentTypeId),
  };
}
