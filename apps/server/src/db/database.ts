import type { ColumnType, Generated, Kysely } from 'kysely';

/** Epoch milliseconds. */
type Millis = number;
/** 0 or 1 on both dialects. */
type Flag = number;

export interface UsersTable {
  id: Generated<number>;
  tenant_id: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  fidelity_card: string | null;
  profile_level: number;
  created_at: Millis;
}

export interface SessionsTable {
  token_hash: string;
  tenant_id: string;
  user_id: number;
  remember_me: Flag;
  created_at: Millis;
  expires_at: Millis;
}

export interface LoginFailuresTable {
  tenant_id: string;
  login: string;
  ip: string;
  failures: number;
  first_failure_at: Millis;
}

export interface CategoriesTable {
  id: Generated<number>;
  tenant_id: string;
  parent_id: number | null;
  slug: string;
  name: string;
  level: number;
  position: number;
  title: string;
  description: string;
  icon: string;
  hide_in_menu: Flag;
}

export interface ProductsTable {
  id: Generated<number>;
  tenant_id: string;
  code: string;
  slug: string;
  barcode: string;
  name: string;
  brand: string;
  pack_format: string;
  category_id: number;
  price_cents: number;
  standard_price_cents: number | null;
  selling_type: string;
  /** JSON of productInfos (string values). */
  product_infos: string;
  vat_pct: number;
  is_new: Flag;
  available: Flag;
  /** JSON or null. */
  promo: string | null;
  /** JSON array. */
  select_options: string;
  /** JSON object. */
  description: string;
  /** JSON object. */
  image: string;
  position: number;
}

export interface StoresTable {
  id: Generated<number>;
  tenant_id: string;
  code: string;
  name: string;
  address1: string;
  address_number: string;
  city: string;
  province: string;
  postal_code: string;
  latitude: number;
  longitude: number;
  phone: string;
  /** Comma-joined delivery service ids (1 pick-up, 2 home delivery). */
  delivery_service_ids: string;
  is_warehouse: Flag;
  is_default: Flag;
  opening_hours: string;
}

export interface CartsTable {
  id: Generated<number>;
  tenant_id: string;
  user_id: number;
  status: number;
  created_at: Millis;
  updated_at: ColumnType<Millis, Millis, Millis>;
}

export interface TenantStateTable {
  tenant_id: string;
  catalogue_version: number;
  seeded_at: Millis;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  categories: CategoriesTable;
  products: ProductsTable;
  stores: StoresTable;
  carts: CartsTable;
  tenant_state: TenantStateTable;
}

export type Db = Kysely<Database>;
