import type { Kysely } from 'kysely';
import { dialectOf } from '../create-db.js';

/**
 * spec §7 GET /shopatwork/subscribe: a company's delivery point, joined with its subscription code. The shop
 * prepares the orders of its staff at `store_id` (its pick-up slots) and brings them to the company's address.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPg = dialectOf(db) === 'postgres';
  await db.schema
    .createTable('company_delivery_points')
    .addColumn('id', isPg ? 'serial' : 'integer', (c) =>
      isPg ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('subscription_code', 'text', (c) => c.notNull())
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('store_id', 'integer', (c) => c.notNull())
    .addColumn('address1', 'text', (c) => c.notNull())
    .addColumn('address_number', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('province', 'text', (c) => c.notNull())
    .addColumn('postal_code', 'text', (c) => c.notNull())
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('company_delivery_points_code_idx')
    .on('company_delivery_points')
    .columns(['tenant_id', 'subscription_code'])
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('company_delivery_points').execute();
}
