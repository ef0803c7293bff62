import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { TenantCode } from '@spesa/shared/tenant/tenant-config.contract';
import type { Db } from '../src/db/database.js';
import { hostOf } from './build-test-app.js';

export type Call = (
  method: 'GET' | 'POST',
  url: string,
  options?: { token?: string; body?: unknown; headers?: Record<string, string> },
) => Promise<LightMyRequestResponse>;

/** Calls under /ebsn/api with a session token in the header, as the mobile app sends it. */
export function apiCaller(app: FastifyInstance, tenant: TenantCode): Call {
  return (method, url, options = {}) =>
    app.inject({
      method,
      url: `/ebsn/api${url}`,
      headers: {
        host: hostOf(tenant),
        ...(options.token ? { 'x-ebsn-session': options.token } : {}),
        ...(options.headers ?? {}),
      },
      ...(options.body === undefined ? {} : { payload: options.body as Record<string, unknown> }),
    });
}

export interface DemoProducts {
  /** Sold by the piece, no options, no limits. */
  pieces: { id: number; priceCents: number }[];
  /** Sold by weight. */
  weighed: { id: number; priceCents: number; weightSelling: string };
  /** With product options. */
  withOptions: { id: number; options: { parameterName: string; key: string }[] };
}

/** Products of the demo catalogue with the properties the tests need. */
export async function demoProducts(db: Db, tenant: TenantCode): Promise<DemoProducts> {
  const rows = await db
    .selectFrom('products')
    .select(['id', 'price_cents', 'standard_price_cents', 'product_infos', 'select_options', 'promo'])
    .where('tenant_id', '=', tenant)
    .where('available', '=', 1)
    .orderBy('position')
    .execute();
  const limited = new Set(
    (
      await db.selectFrom('purchase_limits').select(['product_id']).where('tenant_id', '=', tenant).execute()
    ).map((r) => r.product_id),
  );
  const pieces = rows
    .filter((r) => {
      const infos = JSON.parse(r.product_infos) as Record<string, string>;
      return (
        infos.TIPOLOGIA === 'Pezzo' &&
        !infos.MINACQ &&
        !infos.QTY_MULT &&
        !infos.MAXACQ &&
        !infos.QTY_LOCKED &&
        r.select_options === '[]' &&
        r.promo === null &&
        !limited.has(r.id)
      );
    })
    .slice(0, 5)
    .map((r) => ({ id: r.id, priceCents: r.price_cents }));
  const weighedRow = rows.find(
    (r) => (JSON.parse(r.product_infos) as Record<string, string>).TIPOLOGIA === 'Sfuso',
  )!;
  const optionRow = rows.find((r) => r.select_options !== '[]')!;
  const options = JSON.parse(optionRow.select_options) as {
    parameterName: string;
    options: { key: string }[];
  }[];
  return {
    pieces,
    weighed: {
      id: weighedRow.id,
      priceCents: weighedRow.price_cents,
      weightSelling: (JSON.parse(weighedRow.product_infos) as Record<string, string>).WEIGHT_SELLING ?? '',
    },
    withOptions: {
      id: optionRow.id,
      options: options.map((o) => ({ parameterName: o.parameterName, key: o.options[0]!.key })),
    },
  };
}

/** Chooses the default pick-up store and the first free slot for the shopper's cart. */
export async function chooseStoreAndSlot(
  call: Call,
  token: string,
): Promise<{ timeslotId: number; date: string }> {
  const stores = (await call('GET', '/store/list', { token })).json<{
    data: { stores: { storeId: number; addressId: number | null; isWarehouse: boolean }[] };
  }>().data.stores;
  const store = stores.find((s) => s.addressId !== null && !s.isWarehouse)!;
  const selected = await call('POST', `/store/select?store_id=${store.storeId}`, { token });
  if (selected.json<{ response: { status: number } }>().response.status !== 0) {
    throw new Error(`store select failed: ${selected.body}`);
  }
  const days = (await call('GET', '/timeslot/list', { token })).json<{
    data: {
      days: { dateIso: string; timeslots: { timeslotId: number; status: string; active: number }[] }[];
    };
  }>().data.days;
  for (const day of days) {
    const slot = day.timeslots.find((t) => t.active === 1 && t.status !== 'full');
    if (!slot) continue;
    const res = await call('GET', `/timeslot/select?sel_date=${day.dateIso}&timeslot_id=${slot.timeslotId}`, {
      token,
    });
    if (res.json<{ response: { status: number } }>().response.status === 0) {
      return { timeslotId: slot.timeslotId, date: day.dateIso };
    }
  }
  throw new Error('no free timeslot');
}

export interface CartBody {
  response: {
    status: number;
    errors: { error: string }[];
    infos: { info: string }[];
    warnings: { warning: string }[];
  };
  data: {
    cart: {
      cartId: number;
      cartStatusId: number;
      cartItems: { itemId: number; quantity: number; product: { productId: number }; grossTotal: number }[];
      totalPrice: number;
      grossTotal: number;
      giftTotal: number;
      packageTotal: number;
      deliveryFee: number;
      totals: { code: string; amount: number }[];
      sectors: { name: string; cartItems: unknown[] }[] | null;
      orderAdjustmentSummary: { orderAdjustments: { giftCertificate: { code: string }; amount: number }[] };
      userPoints: { LOYALTY: { value: number } };
      orderPackages: { quantity: number; totalPrice: number }[];
      cartInfos: Record<string, string>;
    };
  };
}

/** A cart with products, a store and a slot, prepared for payment: what a checkout test starts from. */
export async function preparedCart(
  call: Call,
  token: string,
  products: DemoProducts,
  quantities: number[] = [2, 1, 3],
): Promise<number> {
  await chooseStoreAndSlot(call, token);
  const items = products.pieces
    .slice(0, quantities.length)
    .map((p, i) => ({ productId: p.id, quantity: quantities[i] }));
  const added = await call('POST', '/cart/add', { token, body: { items } });
  if (added.json<CartBody>().response.status !== 0) throw new Error(`add failed: ${added.body}`);
  const prepared = await call('POST', '/checkout/prepare', { token, body: { terms_accepted: true } });
  const body = prepared.json<{ response: { status: number }; data: { cartId: number } }>();
  if (body.response.status !== 0) throw new Error(`prepare failed: ${prepared.body}`);
  return body.data.cartId;
}
