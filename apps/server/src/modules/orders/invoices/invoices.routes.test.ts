import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { create } from 'xmlbuilder2';
import {
  INVOICE_BEFORE_DELIVERY_MESSAGE,
  INVOICE_NOT_REQUESTED_MESSAGE,
} from '@spesa/shared/orders/order.contract';
import { INVOICE_RECIPIENT_MESSAGE } from '@spesa/shared/orders/invoice-request';
import { ORDER_STATUS } from '@spesa/shared/rules/order-status';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.js';
import {
  apiCaller,
  chooseStoreAndSlot,
  demoProducts,
  type Call,
  type DemoProducts,
} from '../../../../test/checkout-fixtures.js';
import { createShopper, type Shopper } from '../../../../test/delivery-fixtures.js';
import { DIALECTS } from '../../../../test/test-db.js';
import { INVOICE_WAREHOUSE_ID } from '../../cart/cart-deps.js';
import { FATTURA_PA_NAMESPACE } from './fattura-pa-xml.js';

const OPERATOR_TOKEN = 'operator-token-0123456789';
const billing = {
  companyName: 'Bianchi Catering S.r.l.',
  vatNumber: '01234567890',
  fiscalCode: '01234567890',
  address1: 'Via Manci',
  addressNumber: '12',
  postalCode: '38122',
  city: 'Trento',
  province: 'tn',
  sdiCode: 'm5uxcr1',
  pec: '',
};

/** The part of the DOM (xmlbuilder2's parsed nodes) the XML checks read; the server has no DOM lib types. */
interface XmlElement {
  localName: string;
  namespaceURI: string | null;
  textContent: string | null;
  getAttribute(name: string): string | null;
  getElementsByTagName(name: string): ArrayLike<XmlElement>;
}

interface Answer {
  response: { status: number; errors: { error: string }[] };
}

describe.each(DIALECTS)('invoices of delivered orders, on %s', (dialect) => {
  let t: TestApp;
  let call: Call;
  let products: DemoProducts;
  let shoppers = 0;

  beforeAll(async () => {
    t = await buildTestApp(dialect, { tenants: ['castoro'], config: { OPERATOR_TOKEN } });
    call = apiCaller(t.app, 'castoro');
    products = await demoProducts(t.testDb.db, 'castoro');
  });
  afterAll(async () => {
    await t.close();
  });

  async function shopperWithBilling(): Promise<Shopper> {
    shoppers += 1;
    const shopper = await createShopper(
      t.testDb.db,
      'castoro',
      `fattura${shoppers}@example.com`,
      t.clock.now(),
    );
    const saved = await call('POST', '/registration/update_billing_address', {
      token: shopper.token,
      body: billing,
    });
    expect(saved.json<Answer>().response.status).toBe(0);
    return shopper;
  }

  /** An order paid on delivery; with `invoice`, from the invoicing warehouse (spec §9) asking for one. */
  async function buy(shopper: Shopper, lines: { id: number; quantity: number }[], invoice: boolean) {
    await chooseStoreAndSlot(call, shopper.token);
    const added = await call('POST', '/cart/add', {
      token: shopper.token,
      body: { items: lines.map((l) => ({ productId: l.id, quantity: l.quantity })) },
    });
    expect(added.json<Answer>().response.status).toBe(0);
    if (invoice) {
      await t.testDb.db
        .updateTable('carts')
        .set({ warehouse_id: INVOICE_WAREHOUSE_ID })
        .where('id', '=', shopper.cartId)
        .execute();
    }
    const prepared = await call('POST', '/checkout/prepare', {
      token: shopper.token,
      body: { terms_accepted: true, need_invoice: invoice },
    });
    expect(prepared.json<Answer>().response.errors).toEqual([]);
    const res = await call('POST', '/checkout/buy?payment_type_id=2', { token: shopper.token });
    const body = res.json<Answer & { data: { orderId: number; order: { grossTotal: number } } }>();
    expect(body.response.errors).toEqual([]);
    return { orderId: body.data.orderId, grossTotal: body.data.order.grossTotal };
  }

  const deliver = (orderId: number) =>
    call('POST', '/operator/order-status', {
      headers: { 'x-operator-token': OPERATOR_TOKEN },
      body: { orderId, orderStatusId: ORDER_STATUS.DELIVERED },
    });

  const xmlOf = (orderId: number, token = OPERATOR_TOKEN) =>
    call('GET', `/operator/order-invoice-xml?order_id=${orderId}`, {
      headers: { 'x-operator-token': token },
    });

  async function invoiceNumbers(): Promise<number[]> {
    const rows = await t.testDb.db
      .selectFrom('order_invoices')
      .select('number')
      .where('tenant_id', '=', 'castoro')
      .orderBy('number')
      .execute();
    return rows.map((r) => r.number);
  }

  it('refuses an invoice whose billing data has neither an SDI code nor a PEC address, changing nothing', async () => {
    const shopper = await createShopper(t.testDb.db, 'castoro', 'senza.sdi@example.com', t.clock.now());
    await call('POST', '/registration/update_billing_address', {
      token: shopper.token,
      body: { ...billing, sdiCode: '' },
    });
    await chooseStoreAndSlot(call, shopper.token);
    await call('POST', '/cart/add', {
      token: shopper.token,
      body: { items: [{ productId: products.pieces[0]!.id, quantity: 1 }] },
    });
    await t.testDb.db
      .updateTable('carts')
      .set({ warehouse_id: INVOICE_WAREHOUSE_ID })
      .where('id', '=', shopper.cartId)
      .execute();
    const res = await call('POST', '/checkout/prepare', {
      token: shopper.token,
      body: { terms_accepted: true, need_invoice: true },
    });
    expect(res.json<Answer>().response.errors[0]!.error).toBe(INVOICE_RECIPIENT_MESSAGE);
    const cart = await t.testDb.db
      .selectFrom('carts')
      .select('status')
      .where('id', '=', shopper.cartId)
      .executeTakeFirstOrThrow();
    expect(cart.status).toBe(0);
  });

  it('numbers invoices 1..N without gaps or duplicates when orders are delivered at the same time', async () => {
    const orders = [];
    for (let i = 0; i < 6; i += 1) {
      orders.push(await buy(await shopperWithBilling(), [{ id: products.pieces[0]!.id, quantity: 1 }], true));
    }
    const plain = await buy(await shopperWithBilling(), [{ id: products.pieces[1]!.id, quantity: 1 }], false);
    const answers = await Promise.all([...orders, plain].map((o) => deliver(o.orderId)));
    for (const a of answers) expect(a.json<Answer>().response.status).toBe(0);
    expect(await invoiceNumbers()).toEqual([1, 2, 3, 4, 5, 6]);
    // Asking for the status again issues nothing more.
    await deliver(orders[0]!.orderId);
    expect(await invoiceNumbers()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('a deferred payment falls due under its invoice number and its real order', async () => {
    const shopper = await shopperWithBilling();
    const { orderId } = await buy(shopper, [{ id: products.pieces[3]!.id, quantity: 1 }], true);
    // The chain's deferred payment (spec §9 type 11), set as the back office would for a company customer.
    await t.testDb.db.updateTable('orders').set({ payment_type_id: 11 }).where('id', '=', orderId).execute();
    await deliver(orderId);
    const invoice = await t.testDb.db
      .selectFrom('order_invoices')
      .select(['number', 'year'])
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    const res = await call('GET', '/payment-due-date/list', { token: shopper.token });
    const { dueDates } = res.json<{ data: { dueDates: { orderId: number; docNumber: string }[] } }>().data;
    expect(dueDates).toEqual([
      expect.objectContaining({ orderId, docNumber: `${invoice.number}/${invoice.year}` }),
    ]);
  });

  it('refuses the document before delivery, in Italian, and serves the documento commerciale after', async () => {
    const shopper = await shopperWithBilling();
    const { orderId } = await buy(shopper, [{ id: products.pieces[2]!.id, quantity: 2 }], false);
    const early = await call('GET', `/order/invoice?order_id=${orderId}`, { token: shopper.token });
    expect(early.json<Answer>().response.errors[0]!.error).toBe(INVOICE_BEFORE_DELIVERY_MESSAGE);
    const view = await call('GET', `/order/view?order_id=${orderId}`, { token: shopper.token });
    expect(view.json<{ data: { data: { hasInvoice: boolean } } }>().data.data.hasInvoice).toBe(false);
    expect((await xmlOf(orderId)).json<Answer>().response.errors[0]!.error).toBe(
      INVOICE_BEFORE_DELIVERY_MESSAGE,
    );

    expect((await deliver(orderId)).json<Answer>().response.status).toBe(0);
    const pdf = await call('GET', `/order/invoice?order_id=${orderId}`, { token: shopper.token });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const loaded = await PDFDocument.load(pdf.rawPayload);
    expect(loaded.getTitle()).toMatch(/^Documento commerciale del \d{2}\/\d{2}\/\d{4}$/);
    // No invoice was asked: no number taken, no FatturaPA XML.
    const row = await t.testDb.db
      .selectFrom('order_invoices')
      .select('number')
      .where('order_id', '=', orderId)
      .executeTakeFirst();
    expect(row).toBeUndefined();
    expect((await xmlOf(orderId)).json<Answer>().response.errors[0]!.error).toBe(
      INVOICE_NOT_REQUESTED_MESSAGE,
    );
    // Another shopper's order is not found.
    const other = await shopperWithBilling();
    const foreign = await call('GET', `/order/invoice?order_id=${orderId}`, { token: other.token });
    expect(foreign.statusCode).toBe(404);
  });

  it('the FatturaPA XML has the required elements and the VAT per rate exact to the cent (4, 10, 22 %)', async () => {
    const [a, b, c] = products.pieces;
    const rates = new Map([
      [a!.id, 4],
      [b!.id, 10],
      [c!.id, 22],
    ]);
    for (const [id, vat] of rates) {
      await t.testDb.db.updateTable('products').set({ vat_pct: vat }).where('id', '=', id).execute();
    }
    const shopper = await shopperWithBilling();
    const lines = [
      { id: a!.id, quantity: 3 },
      { id: b!.id, quantity: 2 },
      { id: c!.id, quantity: 1 },
    ];
    const { orderId, grossTotal } = await buy(shopper, lines, true);
    expect((await xmlOf(orderId, 'wrong-token-000000000000')).statusCode).toBe(403);
    await deliver(orderId);

    const pdf = await call('GET', `/order/invoice?order_id=${orderId}`, { token: shopper.token });
    const number = (await PDFDocument.load(pdf.rawPayload)).getTitle();
    expect(number).toMatch(/^Fattura n\. \d+\/\d{4} del /);

    const res = await xmlOf(orderId);
    expect(res.headers['content-type']).toContain('application/xml');
    const doc = create(res.body).root();
    const root = doc.node as unknown as XmlElement;
    expect(root.localName).toBe('FatturaElettronica');
    expect(root.namespaceURI).toBe(FATTURA_PA_NAMESPACE);
    expect(root.getAttribute('versione')).toBe('FPR12');
    const one = (path: string) => {
      const found = doc.find((n) => (n.node as unknown as XmlElement).localName === path, false, true);
      expect(found, path).toBeDefined();
      return (found!.node as unknown as XmlElement).textContent!;
    };
    const all = (name: string) =>
      doc
        .filter((n) => (n.node as unknown as XmlElement).localName === name, false, true)
        .map((n) => n.node as unknown as XmlElement);
    for (const name of [
      'DatiTrasmissione',
      'CedentePrestatore',
      'CessionarioCommittente',
      'DatiGenerali',
      'DatiGeneraliDocumento',
      'DatiBeniServizi',
      'DatiPagamento',
    ]) {
      expect(all(name), name).toHaveLength(1);
    }
    expect(one('TipoDocumento')).toBe('TD01');
    expect(one('Divisa')).toBe('EUR');
    expect(number).toContain(`Fattura n. ${one('Numero')} del `);
    expect(one('Data')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(one('CodiceDestinatario')).toBe('M5UXCR1');
    expect(one('ImportoTotaleDocumento')).toBe(grossTotal.toFixed(2));
    const seller = all('CedentePrestatore')[0]!;
    expect(seller.getElementsByTagName('Denominazione')[0]!.textContent).toBe('Castoro Supermercati S.p.A.');
    expect(seller.getElementsByTagName('IdCodice')[0]!.textContent).toBe('02134570221');
    const buyer = all('CessionarioCommittente')[0]!;
    expect(buyer.getElementsByTagName('Denominazione')[0]!.textContent).toBe(billing.companyName);

    // Gross per rate from the order's lines (and 22 % delivery and bags); taxable and VAT from the gross.
    const items = await t.testDb.db
      .selectFrom('order_items')
      .select(['product_id', 'gross_cents'])
      .where('order_id', '=', orderId)
      .execute();
    const order = await t.testDb.db
      .selectFrom('orders')
      .select(['package_cents', 'delivery_fee_cents', 'gift_cents', 'gross_cents'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order.gift_cents).toBe(0);
    const gross = new Map<number, number>([[22, order.package_cents + order.delivery_fee_cents]]);
    for (const item of items) {
      const rate = rates.get(item.product_id)!;
      gross.set(rate, (gross.get(rate) ?? 0) + item.gross_cents);
    }
    const summaries = all('DatiRiepilogo').map((r) => ({
      rate: r.getElementsByTagName('AliquotaIVA')[0]!.textContent,
      taxable: r.getElementsByTagName('ImponibileImporto')[0]!.textContent,
      vat: r.getElementsByTagName('Imposta')[0]!.textContent,
    }));
    const expected = [22, 10, 4].map((rate) => {
      const g = gross.get(rate)!;
      const taxable = Math.round((g * 100) / (100 + rate));
      return {
        rate: `${rate}.00`,
        taxable: (taxable / 100).toFixed(2),
        vat: ((g - taxable) / 100).toFixed(2),
      };
    });
    expect(summaries).toEqual(expected);
    const summed = summaries.reduce(
      (s, r) => s + Math.round(Number(r.taxable) * 100 + Number(r.vat) * 100),
      0,
    );
    expect(summed).toBe(order.gross_cents);
    // The lines of each rate add up to its taxable amount.
    for (const summary of summaries) {
      const lineSum = all('DettaglioLinee')
        .filter((l) => l.getElementsByTagName('AliquotaIVA')[0]!.textContent === summary.rate)
        .reduce(
          (s, l) => s + Math.round(Number(l.getElementsByTagName('PrezzoTotale')[0]!.textContent) * 100),
          0,
        );
      expect((lineSum / 100).toFixed(2)).toBe(summary.taxable);
    }
    expect(one('ImportoPagamento')).toBe(grossTotal.toFixed(2));
    expect(one('ModalitaPagamento')).toBe('MP01');
  });
});
