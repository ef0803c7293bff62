import type { Db } from '../database.js';
import { addDays, romeDateIso } from '../../lib/italy/rome-time.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** spec §7 GET /packaging-type/list: the bags and packaging a chain sells with the order. */
export const DEMO_PACKAGING_TYPES = [
  { descr: 'Sacchetti biodegradabili', costCents: 10, kind: 'bag', capacity: 8, isDefault: true },
  { descr: 'Borse riutilizzabili in tela', costCents: 90, kind: 'bag', capacity: 12, isDefault: false },
  {
    descr: 'Cassetta termica per i surgelati',
    costCents: 150,
    kind: 'package',
    capacity: 30,
    isDefault: false,
  },
] as const;

/** spec §5: a product group limit (the water department) and a daily limit of one product. */
export const DEMO_GROUP_LIMIT = { categorySlug: 'bevande/acqua', name: 'Acqua', maxQuantity: 24 } as const;
export const DEMO_DAILY_LIMIT = { maxQuantity: 4 } as const;

/**
 * The order-side demo data of a chain: packaging types, purchase limits and the demo shopper's payment due
 * dates (one of each status of spec §4). Idempotent, so databases seeded before it get it on the next start.
 */
export async function ensureOrderDemoData(db: Db, tenantId: string, shopperEmail: string, now: number) {
  const existing = await db
    .selectFrom('packaging_types')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  if (existing) return;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('packaging_types')
      .values(
        DEMO_PACKAGING_TYPES.map((p, position) => ({
          tenant_id: tenantId,
          descr: p.descr,
          cost_cents: p.costCents,
          kind: p.kind,
          capacity: p.capacity,
          is_default: p.isDefault ? 1 : 0,
          position,
        })),
      )
      .execute();

    const water = await trx
      .selectFrom('categories')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('slug', '=', DEMO_GROUP_LIMIT.categorySlug)
      .executeTakeFirst();
    const limited = await trx
      .selectFrom('products')
      .select(['id', 'name'])
      .where('tenant_id', '=', tenantId)
      .where('available', '=', 1)
      .where('selling_type', '=', 'Pezzo')
      .orderBy('position')
      .offset(5)
      .limit(1)
      .executeTakeFirst();
    const limits = [
      ...(water
        ? [
            {
              tenant_id: tenantId,
              kind: 'group',
              category_id: water.id,
              product_id: null,
              name: DEMO_GROUP_LIMIT.name,
              max_quantity: DEMO_GROUP_LIMIT.maxQuantity,
            },
          ]
        : []),
      ...(limited
        ? [
            {
              tenant_id: tenantId,
              kind: 'daily',
              category_id: null,
              product_id: limited.id,
              name: limited.name,
              max_quantity: DEMO_DAILY_LIMIT.maxQuantity,
            },
          ]
        : []),
    ];
    if (limits.length) await trx.insertInto('purchase_limits').values(limits).execute();

    const shopper = await trx
      .selectFrom('users')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('email', '=', shopperEmail)
      .executeTakeFirst();
    if (!shopper) return;
    const today = romeDateIso(now);
    const year = today.slice(0, 4);
    await trx
      .insertInto('payment_due_dates')
      .values(
        [
          { days: -40, amount: 8740, paidAt: now - 35 * DAY_MS },
          { days: -5, amount: 5620, paidAt: null },
          { days: 3, amount: 12310, paidAt: null },
          { days: 25, amount: 4380, paidAt: null },
        ].map((d, i) => ({
          tenant_id: tenantId,
          user_id: shopper.id,
          order_id: 0,
          doc_number: `FT-${year}-${String(101 + i).padStart(5, '0')}`,
          due_date: addDays(today, d.days),
          amount_cents: d.amount,
          paid_at: d.paidAt,
        })),
      )
      .execute();
  });
}
