/*
 * Table ownership (STYLE.md "Habits learned": one owner per table).
 *
 * Every table belongs to exactly one module under apps/server/src/modules. Only that module writes it
 * (insertInto, updateTable, deleteFrom, or an `insert`/`update`/`delete` in a sql template), and only from
 * one of its `*.repository.ts` files: services and routes hold no query of their own. Another module that
 * needs the data calls the owning module's service, which may take the caller's transaction executor as
 * its first parameter so the caller's transaction, row locks and their order are kept. A read of another
 * module's table stays in a repository only where one SQL statement is needed (a hot path), commented
 * there, and listed in ALLOWED_READS below with the reason. A new table goes into OWNER first: a query of
 * a table missing from it fails this test.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const MODULES_DIR = path.resolve(import.meta.dirname, '../src/modules');

/** table -> owning module */
const OWNER: Record<string, string> = {
  // account: the shopper's account, its profile, billing data, consents and the mail it sends
  users: 'account',
  user_profiles: 'account',
  user_billing_addresses: 'account',
  user_disclaimers: 'account',
  account_tokens: 'account',
  pending_registrations: 'account',
  mail_throttle: 'account',
  // auth: sessions and the login throttle
  sessions: 'auth',
  login_throttle: 'auth',
  // cart: the cart, its lines, its packaging and limits, and the gift codes it redeems (a code is spent by a
  // conditional update against the cart that carries it, so codes live with the cart)
  carts: 'cart',
  cart_items: 'cart',
  cart_gift_certificates: 'cart',
  anonymous_carts: 'cart',
  packaging_types: 'cart',
  purchase_limits: 'cart',
  gift_certificates: 'cart',
  user_gift_certificates: 'cart',
  // delivery: addresses, stores, zones, services, timeslots and their holds
  addresses: 'delivery',
  stores: 'delivery',
  delivery_services: 'delivery',
  delivery_zones: 'delivery',
  delivery_zone_postal_codes: 'delivery',
  delivery_area_requests: 'delivery',
  company_delivery_points: 'delivery',
  // stock-alerts: the shoppers' requests to hear when a product is available again
  back_in_stock_requests: 'stock-alerts',
  timeslots: 'delivery',
  timeslot_holds: 'delivery',
  // orders: orders, their payments, due dates and the e-mails they owe
  orders: 'orders',
  order_items: 'orders',
  order_notes: 'orders',
  payment_transactions: 'orders',
  payment_due_dates: 'orders',
  order_mail_events: 'orders',
  order_picking_lines: 'orders',
  order_pickings: 'orders',
  order_refunds: 'orders',
  order_counters: 'orders',
  invoice_counters: 'orders',
  order_invoices: 'orders',
  user_payment_auths: 'orders',
  idempotency_keys: 'orders',
  // human-check: the ALTCHA tokens already spent
  human_check_used: 'human-check',
  // analytics: the built-in first-party collector's events
  analytics_events: 'analytics',
  // payment: the built-in test gateway's own sessions, and the chains' PayPal orders (Orders v2)
  gateway_sessions: 'payment',
  gateway_refunds: 'payment',
  paypal_orders: 'payment',
  // staff: the back-office's staff, their sessions and the audit log of their actions
  staff_users: 'staff',
  staff_sessions: 'staff',
  staff_audit_log: 'staff',
  // mail
  mail_outbox: 'mail',
  // catalogue
  products: 'catalogue',
  categories: 'catalogue',
  category_blocks: 'catalogue',
  category_proposals: 'catalogue',
  preferred_products: 'catalogue',
  tenant_state: 'catalogue',
  // content: the built-in WordPress-compatible content store
  content_state: 'content',
  content_posts: 'content',
  content_terms: 'content',
  content_menu_items: 'content',
  content_forms: 'content',
  content_form_submissions: 'content',
  content_uploads: 'content',
  // wishlist
  wishlists: 'wishlist',
  wishlist_items: 'wishlist',
  wishlist_shares: 'wishlist',
};

/**
 * Reads of another module's table allowed to stay where they are: `module/file` -> tables, with why.
 * The catalogue and wish-list entries are being moved out by their own change; remove them as it lands.
 */
const ALLOWED_READS: Record<string, { tables: string[]; why: string }> = {
  'auth/auth.repository.ts': {
    tables: ['users'],
    why: 'resolving a session runs on every request: one statement joining the session to its user',
  },
  'catalogue/catalogue.repository.ts': {
    tables: ['stores'],
    why: 'the catalogue reads the stores (warehouses) it prices for; to go through the delivery service',
  },
  'wishlist/wishlist.repository.ts': {
    tables: ['users'],
    why: 'a shared list names its owner in the same statement that checks the share',
  },
};

type Kind = 'write' | 'read';
interface TableUse {
  file: string;
  module: string;
  table: string;
  kind: Kind;
  line: number;
}

const BUILDER_CALL =
  /\.\s*(insertInto|replaceInto|mergeInto|updateTable|deleteFrom|selectFrom|innerJoin|leftJoin|rightJoin|fullJoin)\(\s*['"`]([a-z_]+)(?:\s+as\s+\w+)?['"`]/g;
const WRITE_CALLS = new Set(['insertInto', 'replaceInto', 'mergeInto', 'updateTable', 'deleteFrom']);
const SQL_TEMPLATE = /\bsql(?:<[^>]*>)?`([^`]*)`/g;
const SQL_TABLE = /\b(insert\s+into|update|delete\s+from|from|join)\s+"?([a-z_]+)"?/gi;

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

/** Every table a source file names in a query, with whether it writes it. `file` is relative to modules/. */
export function tableUses(file: string, text: string): TableUse[] {
  const module = file.split('/')[0]!;
  const uses: TableUse[] = [];
  for (const match of text.matchAll(BUILDER_CALL)) {
    uses.push({
      file,
      module,
      table: match[2]!,
      kind: WRITE_CALLS.has(match[1]!) ? 'write' : 'read',
      line: lineOf(text, match.index),
    });
  }
  for (const template of text.matchAll(SQL_TEMPLATE)) {
    for (const match of template[1]!.matchAll(SQL_TABLE)) {
      const verb = match[1]!.toLowerCase();
      uses.push({
        file,
        module,
        table: match[2]!.toLowerCase(),
        kind: verb === 'from' || verb === 'join' ? 'read' : 'write',
        line: lineOf(text, template.index + match.index),
      });
    }
  }
  return uses;
}

/** The breaches of the ownership rule among these uses, one sentence each. */
export function breaches(uses: readonly TableUse[]): string[] {
  const found: string[] = [];
  for (const use of uses) {
    const where = `${use.file}:${use.line}`;
    const owner = OWNER[use.table];
    if (owner === undefined) {
      found.push(`${where} queries ${use.table}, which has no owner in OWNER`);
      continue;
    }
    if (!use.file.endsWith('.repository.ts')) {
      found.push(`${where} queries ${use.table} outside a repository`);
    }
    if (use.module === owner) continue;
    if (use.kind === 'write') {
      found.push(`${where} writes ${use.table}, owned by ${owner}: call the ${owner} service`);
    } else if (!ALLOWED_READS[use.file]?.tables.includes(use.table)) {
      found.push(`${where} reads ${use.table}, owned by ${owner}: call the ${owner} service`);
    }
  }
  return found;
}

function moduleSources(): { file: string; text: string }[] {
  return fs
    .readdirSync(MODULES_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => ({
      file: file.split(path.sep).join('/'),
      text: fs.readFileSync(path.join(MODULES_DIR, file), 'utf8'),
    }));
}

describe('table ownership', () => {
  const uses = moduleSources().flatMap(({ file, text }) => tableUses(file, text));

  it('finds the queries of the modules (the scan itself works)', () => {
    expect(uses.some((u) => u.file === 'cart/cart.repository.ts' && u.table === 'carts')).toBe(true);
    expect(uses.some((u) => u.table === 'timeslot_holds' && u.kind === 'write')).toBe(true);
  });

  it('every table is written only by its owning module, and queried only from repositories', () => {
    expect(breaches(uses)).toEqual([]);
  });

  it('refuses a carts write from delivery, an inline query in a service and a sql template write', () => {
    const planted = [
      ...tableUses(
        'delivery/cart-delivery.repository.ts',
        "await db.updateTable('carts').set({ status: 0 }).execute();",
      ),
      ...tableUses('cart/cart.service.ts', "await trx\n  .selectFrom('carts as c')\n  .selectAll();"),
      ...tableUses(
        'orders/order.repository.ts',
        'await sql`delete from cart_items where id = ${id}`.execute(db);',
      ),
      ...tableUses('mail/mail.repository.ts', "await db.insertInto('new_table').values({}).execute();"),
    ];
    expect(breaches(planted)).toEqual([
      'delivery/cart-delivery.repository.ts:1 writes carts, owned by cart: call the cart service',
      'cart/cart.service.ts:2 queries carts outside a repository',
      'orders/order.repository.ts:1 writes cart_items, owned by cart: call the cart service',
      'mail/mail.repository.ts:1 queries new_table, which has no owner in OWNER',
    ]);
  });

  it('every allowed cross-module read is still there: a stale entry is removed', () => {
    for (const [file, allowed] of Object.entries(ALLOWED_READS)) {
      for (const table of allowed.tables) {
        expect(
          uses.some((u) => u.file === file && u.table === table),
          `${file} no longer reads ${table}`,
        ).toBe(true);
      }
    }
  });
});
