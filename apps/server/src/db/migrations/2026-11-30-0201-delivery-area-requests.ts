import type { Kysely } from 'kysely';
import { dialectOf } from '../create-db.js';

/**
 * spec §7 POST /eurospin-address-form/save-new-address: a shopper at an address the chain does not serve asks
 * to be told when it does. One request per chain, e-mail and address; `notified_at` once the chain has written.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPg = dialectOf(db) === 'postgres';
  await db.schema
    .createTable('delivery_area_requests')
    .addColumn('id', isPg ? 'serial' : 'integer', (c) =>
      isPg ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text')
    .addColumn('user_id', 'integer')
    .addColumn('address1', 'text', (c) => c.notNull())
    .addColumn('address_number', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('province', 'text', (c) => c.notNull())
    .addColumn('postal_code', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('notified_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('delivery_area_requests_once_idx')
    .on('delivery_area_requests')
    .columns(['tenant_id', 'email', 'postal_code', 'address1', 'address_number'])
    .unique()
    .execute();
  await db.schema
    .createIndex('delivery_area_requests_postal_code_idx')
    .on('delivery_area_requests')
    .columns(['tenant_id', 'postal_code'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('delivery_area_requests').execute();
}
