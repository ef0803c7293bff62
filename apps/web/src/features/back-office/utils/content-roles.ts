import { STAFF_ROLE, type StaffRole } from '@spesa/shared/admin/staff.contract';
import { ADMIN_POST_TYPES, type AdminPostType } from '@spesa/shared/admin/content-admin.contract';

/** README "Back-office", Content: who edits the chain's content (the server checks every call again). */
export const CONTENT_ROLES: readonly StaffRole[] = [STAFF_ROLE.chain_admin, STAFF_ROLE.content_editor];

/** The type named in the address, pages when none or an unknown one. */
export function postTypeOf(value: string | null): AdminPostType {
  return (ADMIN_POST_TYPES as readonly string[]).includes(value ?? '') ? (value as AdminPostType) : 'page';
}
