import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { dialectOf } from '../create-db.js';

/** Cart lines, gift codes on carts, packaging, orders, payments, idempotency keys, notes and due dates. */
export async function up(db: Kysely<any>): Promise<void> {
  const isPg = dialectOf(db) === 'postgres';
  const id = isPg ? ('serial' as const) : ('integer' as const);
  const pk = (c: ColumnDefinitionBuilder) => (isPg ? c.primaryKey() : c.primaryKey().autoIncrement());
  const millis = 'bigint' as const;

  for (const [column, type] of [
    ['infos', 'text'],
    ['packaging_type_id', 'integer'],
    ['editing_order_id', 'integer'],
  ] as const) {
    await db.schema.alterTable('carts').addColumn(column, type).execute();
  }

  await db.schema
    .createTable('cart_items')
    .addColumn('id', id, pk)
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('cart_id', 'integer', (c) => c.notNull().references('carts.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'double precision', (c) => c.notNull())
    /** The chosen options as a canonical query string; '' without options. */
    .addColumn('params', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('use_wpid', 'integer')
    .addColumn('accept_alternatives', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('custom_weight', 'double precision')
    .addColumn('created_at', millis, (c) => c.notNull())
    .addColumn('updated_at', millis, (c) => c.notNull())
    .addUniqueConstraint('cart_items_line_uq', ['cart_id', 'product_id', 'params'])
    .execute();

  await db.schema
    .createTable('cart_gift_certificates')
    .addColumn('cart_id', 'integer', (c) => c.notNull().references('carts.id').onDelete('cascade'))
    .addColumn('user_gift_certificate_id', 'integer', (c) =>
      c.notNull().references('user_gift_certificates.id').onDelete('cascade'),
    )
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('created_at', millis, (c) => c.notNull())
    .addPrimaryKeyConstraint('cart_gift_certificates_pk', ['cart_id', 'user_gift_certificate_id'])
    .execute();
  await db.schema.alterTable('user_gift_certificates').addColumn('used_order_id', 'integer').execute();

  await db.schema
    .createTable('packaging_types')
    .addColumn('id', id, pk)
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('descr', 'text', (c) => c.notNull())
    .addColumn('cost_cents', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    /** Items per unit: the number of bags is ceil(pieces / capacity). */
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();

  // Per product group (category) and per product per day (spec §5 limits).
  await db.schema
    .createTable('purchase_limits')
    .addColumn('id', id, pk)
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('category_id', 'integer')
    .addColumn('product_id', 'integer')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('max_quantity', 'double precision', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('purchase_limits_tenant_idx')
    .on('purchase_limits')
    .columns(['tenant_id', 'kind'])
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', id, pk)
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // One order per cart: the last guard against a doubled confirmation.
    .addColumn('cart_id', 'integer', (c) => c.notNull().unique())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('created_at', millis, (c) => c.notNull())
    .addColumn('updated_at', millis, (c) => c.notNull())
    .addColumn('delivery_service_id', 'integer', (c) => c.notNull())
    .addColumn('warehouse_id', 'integer', (c) => c.notNull())
    .addColumn('zone_id', 'integer')
    .addColumn('shipping_address_id', 'integer', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('timeslot_id', 'integer', (c) => c.notNull())
    .addColumn('timeslot_date', 'text', (c) => c.notNull())
    .addColumn('begin_time', 'text', (c) => c.notNull())
    .addColumn('end_time', 'text', (c) => c.notNull())
    .addColumn('goods_cents', 'integer', (c) => c.notNull())
    .addColumn('variable_cents', 'integer', (c) => c.notNull())
    .addColumn('gift_cents', 'integer', (c) => c.notNull())
    .addColumn('package_cents', 'integer', (c) => c.notNull())
    .addColumn('delivery_fee_cents', 'integer', (c) => c.notNull())
    .addColumn('gross_cents', 'integer', (c) => c.notNull())
    .addColumn('prebilled_cents', 'integer')
    .addColumn('payment_type_id', 'integer', (c) => c.notNull())
    .addColumn('infos', 'text', (c) => c.notNull())
    .addColumn('adjustments', 'text', (c) => c.notNull())
    .addColumn('packages', 'text', (c) => c.notNull())
    .addColumn('loyalty_points', 'integer', (c) => c.notNull())
    .addColumn('points_credited', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('executed_by_agent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('replaced', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('payment_expires_at', millis)
    .addColumn('parking_reserved_at', millis)
    .addColumn('parking_distance', 'double precision')
    .execute();
  await db.schema
    .createIndex('orders_user_idx')
    .on('orders')
    .columns(['tenant_id', 'user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('orders_payment_expiry_idx')
    .on('orders')
    .columns(['status', 'payment_expires_at'])
    .execute();

  await db.schema
    .createTable('order_items')
    .addColumn('id', id, pk)
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('product', 'text', (c) => c.notNull())
    .addColumn('quantity', 'double precision', (c) => c.notNull())
    .addColumn('weight', 'double precision')
    .addColumn('unit_price_cents', 'integer', (c) => c.notNull())
    .addColumn('gross_cents', 'integer', (c) => c.notNull())
    .addColumn('infos', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_items_order_idx').on('order_items').column('order_id').execute();

  await db.schema
    .createTable('user_payment_auths')
    .addColumn('id', id, pk)
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('payment_type_id', 'integer', (c) => c.notNull())
    .addColumn('card_last4', 'text', (c) => c.notNull())
    .addColumn('card_type', 'text', (c) => c.notNull())
    .addColumn('expire_month', 'integer', (c) => c.notNull())
    .addColumn('expire_year', 'integer', (c) => c.notNull())
    /** The gateway's token for the card; never the number. */
    .addColumn('gateway_token', 'text', (c) => c.notNull())
    .addColumn('created_at', millis, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('user_payment_auths_user_idx')
    .on('user_payment_auths')
    .columns(['tenant_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('payment_transactions')
    .addColumn('id', id, pk)
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('payment_type_id', 'integer', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('user_payment_auth_id', 'integer')
    .addColumn('save_card', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('card_last4', 'text')
    .addColumn('card_type', 'text')
    .addColumn('gateway_ref', 'text')
    .addColumn('created_at', millis, (c) => c.notNull())
    .addColumn('updated_at', millis, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('payment_transactions_order_idx')
    .on('payment_transactions')
    .columns(['order_id', 'status'])
    .execute();

  // The built-in test gateway's own state: one row per hosted payment session.
  await db.schema
    .createTable('gateway_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('transaction_id', 'integer', (c) => c.notNull().unique())
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    /** open, challenge, approved, declined. */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('card_last4', 'text')
    .addColumn('card_type', 'text')
    .addColumn('expire_month', 'integer')
    .addColumn('expire_year', 'integer')
    .addColumn('created_at', millis, (c) => c.notNull())
    .addColumn('expires_at', millis, (c) => c.notNull())
    .execute();

  // The first answer of an idempotent call, written in the transaction of the work it answers for.
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('order_id', 'integer')
    .addColumn('response', 'text')
    .addColumn('created_at', millis, (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['tenant_id', 'scope'])
    .execute();

  await db.schema
    .createTable('order_notes')
    .addColumn('id', id, pk)
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id').onDelete('cascade'))
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', millis, (c) => c.notNull())
    .addColumn('updated_at', millis, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('payment_due_dates')
    .addColumn('id', id, pk)
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('doc_number', 'text', (c) => c.notNull())
    .addColumn('due_date', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('paid_at', millis)
    .execute();
  await db.schema
    .createIndex('payment_due_dates_user_idx')
    .on('payment_due_dates')
    .columns(['tenant_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'payment_due_dates',
    'order_notes',
    'idempotency_keys',
    'gateway_sessions',
    'payment_transactions',
    'user_payment_auths',
    'order_items',
    'orders',
    'purchase_limits',
    'packaging_types',
    'cart_gift_certificates',
    'cart_items',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('user_gift_certificates').dropColumn('used_order_id').execute();
  for (const column of ['infos', 'packaging_type_id', 'editing_order_id']) {
    await db.schema.alterTable('carts').dropColumn(column).execute();
  }
}
