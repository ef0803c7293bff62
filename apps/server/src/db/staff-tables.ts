import type { ColumnType, Generated } from 'kysely';

/** A member of a chain's back-office staff (README "Back-office"). */
export interface StaffUsersTable {
  id: Generated<number>;
  tenant_id: string;
  email: string;
  password_hash: string;
  role: string;
  /** The store a store manager or picker works in; null for the whole chain. */
  store_id: number | null;
  /** Base32 TOTP secret of the second factor. */
  totp_secret: string;
  /** The time step of the last accepted code: a code is never accepted twice. */
  last_totp_step: ColumnType<number | null, number | null | undefined, number | null>;
  /** The member's name, for the chain admin's list (README "Back-office", Personale). */
  name: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the member was disabled; null while active. */
  disabled_at: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: number;
}

export interface StaffSessionsTable {
  token_hash: string;
  tenant_id: string;
  staff_user_id: number;
  /** 0 until the second factor is given. */
  verified: ColumnType<number, number | undefined, number>;
  totp_failures: ColumnType<number, number | undefined, number>;
  created_at: number;
  expires_at: number;
}

export interface StaffAuditLogTable {
  id: Generated<number>;
  tenant_id: string;
  staff_user_id: number | null;
  action: string;
  target: string | null;
  /** JSON object. */
  details: string;
  created_at: number;
}

export interface StaffTables {
  staff_users: StaffUsersTable;
  staff_sessions: StaffSessionsTable;
  staff_audit_log: StaffAuditLogTable;
}
