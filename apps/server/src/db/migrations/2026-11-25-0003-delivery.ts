import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../create-db.js';

export async function up(db: Kysely<any>): Promise<void> {
  const isPg = dialectOf(db) === 'postgres';
  const id = isPg ? ('serial' as const) : ('integer' as const);
  const millis = 'bigint' as const;

  await db.schema
    .createTable('delivery_services')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('delivery_service_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('show_tab', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('delivery_services_pk', ['tenant_id', 'delivery_service_id'])
    .execute();

  await db.schema
    .createTable('delivery_zones')
    .addColumn('id', id, (c) => (isPg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('warehouse_id', 'integer', (c) => c.notNull().references('stores.id'))
    .addColumn('delivery_service_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('fee_cents', 'integer', (c) => c.notNull())
    .addColumn('free_delivery_threshold_cents', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('delivery_zones_warehouse_idx')
    .on('delivery_zones')
    .columns(['tenant_id', 'warehouse_id', 'delivery_service_id'])
    .execute();

  // One zone per postal code and tenant: a served postal code names exactly one warehouse.
  await db.schema
    .createTable('delivery_zone_postal_codes')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('postal_code', 'text', (c) => c.notNull())
    .addColumn('zone_id', 'integer', (c) => c.notNull().references('delivery_zones.id'))
    .addPrimaryKeyConstraint('delivery_zone_postal_codes_pk', ['tenant_id', 'postal_code'])
    .execute();

  await db.schema
    .createTable('addresses')
    .addColumn('id', id, (c) => (isPg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('store_id', 'integer', (c) => c.references('stores.id'))
    .addColumn('address_type_id', 'integer', (c) => c.notNull())
    .addColumn('address_name', 'text', (c) => c.notNull())
    .addColumn('address1', 'text', (c) => c.notNull())
    .addColumn('address_number', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('province', 'text', (c) => c.notNull())
    .addColumn('postal_code', 'text', (c) => c.notNull())
    .addColumn('doorbell_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('floor', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('reference_phone_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address_note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('elevator', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('created_at', millis, (c) => c.notNull())
    .addColumn('updated_at', millis, (c) => c.notNull())
    .addColumn('deleted_at', millis)
    .execute();
  await db.schema
    .createIndex('addresses_user_idx')
    .on('addresses')
    .columns(['tenant_id', 'user_id', 'address_type_id'])
    .execute();
  await db.schema
    .createIndex('addresses_store_idx')
    .on('addresses')
    .columns(['tenant_id', 'store_id'])
    .execute();

  await db.schema
    .createTable('timeslots')
    .addColumn('id', id, (c) => (isPg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('warehouse_id', 'integer', (c) => c.notNull().references('stores.id'))
    .addColumn('delivery_service_id', 'integer', (c) => c.notNull())
    .addColumn('slot_date', 'text', (c) => c.notNull())
    .addColumn('begin_time', 'text', (c) => c.notNull())
    .addColumn('end_time', 'text', (c) => c.notNull())
    .addColumn('begin_at', millis, (c) => c.notNull())
    .addColumn('cutoff_at', millis, (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('booked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addUniqueConstraint('timeslots_slot_uq', [
      'tenant_id',
      'warehouse_id',
      'delivery_service_id',
      'slot_date',
      'begin_time',
    ])
    // The last line of defence against overbooking, under the conditional updates (ARCHITECTURE §5).
    .addCheckConstraint('timeslots_booked_ck', sql`booked >= 0 and booked <= capacity`)
    .execute();

  // A cart holds at most one place; status 0 held until expires_at, 1 booked by an order.
  await db.schema
    .createTable('timeslot_holds')
    .addColumn('id', id, (c) => (isPg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('cart_id', 'integer', (c) => c.notNull().unique().references('carts.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('timeslot_id', 'integer', (c) => c.notNull().references('timeslots.id'))
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('created_at', millis, (c) => c.notNull())
    .addColumn('expires_at', millis)
    .execute();
  await db.schema
    .createIndex('timeslot_holds_slot_idx')
    .on('timeslot_holds')
    .columns(['timeslot_id', 'status', 'expires_at'])
    .execute();
  await db.schema
    .createIndex('timeslot_holds_user_idx')
    .on('timeslot_holds')
    .columns(['tenant_id', 'user_id'])
    .execute();

  // SQLite adds one column per statement.
  for (const column of [
    'delivery_service_id',
    'shipping_address_id',
    'zone_id',
    'warehouse_id',
    'timeslot_id',
  ]) {
    await db.schema.alterTable('carts').addColumn(column, 'integer').execute();
  }
  await db.schema.alterTable('carts').addColumn('timeslot_date', 'text').execute();
  await db.schema.alterTable('users').addColumn('default_delivery_address_id', 'integer').execute();
  await db.schema.alterTable('users').addColumn('default_store_address_id', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['default_delivery_address_id', 'default_store_address_id']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
  for (const column of [
    'delivery_service_id',
    'shipping_address_id',
    'zone_id',
    'warehouse_id',
    'timeslot_id',
    'timeslot_date',
  ]) {
    await db.schema.alterTable('carts').dropColumn(column).execute();
  }
  for (const table of [
    'timeslot_holds',
    'timeslots',
    'addresses',
    'delivery_zone_postal_codes',
    'delivery_zones',
    'delivery_services',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
