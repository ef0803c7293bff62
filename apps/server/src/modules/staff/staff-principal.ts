import type { StaffRole } from '@spesa/shared/admin/staff.contract';

/** Who a back-office call acts for: one staff member of one chain, resolved from the staff session. */
export interface StaffPrincipal {
  readonly tenantId: string;
  readonly staffId: number;
  readonly email: string;
  readonly role: StaffRole;
  /** The store the member works in; null for the whole chain. */
  readonly storeId: number | null;
}
