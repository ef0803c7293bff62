import { STAFF_ROLES, STAFF_ROLE, type StaffRole } from '@spesa/shared/admin/staff.contract';

const { chain_admin, store_manager, picker, customer_service, content_editor } = STAFF_ROLE;

/** README "Back-office": who sees the shopper's e-mail and phone in an order's detail. */
export const CONTACT_ROLES: readonly StaffRole[] = [customer_service, store_manager, picker];

export interface AdminRouteAccess {
  /** The roles that may call the route; any other member gets 403. */
  roles: readonly StaffRole[];
  /**
   * 'store': the call acts on one store (given by `store_id` or by the order it names); a member bound to a
   * store may act on that store only. 'chain': the call acts on the chain as a whole.
   */
  scope: 'chain' | 'store';
}

/**
 * README "Back-office": every back-office call under /ebsn/api/admin, with the roles it serves. The guard
 * refuses a call missing from this table, and the access-matrix test walks it: one table, so a new call
 * cannot go unchecked.
 */
export const ADMIN_ROUTE_ACCESS = {
  'GET /admin/auth/me': { roles: STAFF_ROLES, scope: 'chain' },
  'POST /admin/auth/logout': { roles: STAFF_ROLES, scope: 'chain' },
  'GET /admin/staff': { roles: [chain_admin], scope: 'chain' },
  'POST /admin/staff': { roles: [chain_admin], scope: 'chain' },
  'GET /admin/audit': { roles: [chain_admin], scope: 'chain' },
  'GET /admin/orders': {
    roles: [chain_admin, store_manager, picker, customer_service],
    scope: 'store',
  },
  'GET /admin/orders/:orderId': {
    roles: [chain_admin, store_manager, picker, customer_service],
    scope: 'store',
  },
  'POST /admin/orders/status': {
    roles: [chain_admin, store_manager, customer_service],
    scope: 'store',
  },
  // README "Back-office", Slots.
  'GET /admin/slots': { roles: [chain_admin, store_manager], scope: 'store' },
  'POST /admin/slots/capacity': { roles: [chain_admin, store_manager], scope: 'store' },
  'POST /admin/slots/closed': { roles: [chain_admin, store_manager], scope: 'store' },
  'POST /admin/slots/day': { roles: [chain_admin, store_manager], scope: 'store' },
  'POST /admin/slots/cutoff': { roles: [chain_admin, store_manager], scope: 'store' },
  // README "Back-office", Catalogue and promotions: prices and availability are the chain's, not a store's.
  'POST /admin/catalogue/price': { roles: [chain_admin], scope: 'chain' },
  'POST /admin/catalogue/availability': { roles: [chain_admin], scope: 'chain' },
  'POST /admin/promotions': { roles: [chain_admin], scope: 'chain' },
  'POST /admin/promotions/edit': { roles: [chain_admin], scope: 'chain' },
  'POST /admin/promotions/end': { roles: [chain_admin], scope: 'chain' },
  'POST /admin/gift-codes': { roles: [chain_admin], scope: 'chain' },
  'POST /admin/gift-codes/assign': { roles: [chain_admin], scope: 'chain' },
  // README "Picking": the slot's picking list, each line's outcome, the end of the picking and the capture.
  'GET /admin/picking': { roles: [chain_admin, store_manager, picker], scope: 'store' },
  'POST /admin/picking/line': { roles: [chain_admin, store_manager, picker], scope: 'store' },
  'POST /admin/picking/finish': { roles: [chain_admin, store_manager, picker], scope: 'store' },
  'POST /admin/picking/capture-retry': { roles: [chain_admin, store_manager], scope: 'store' },
  // README "Refunds": customer service and the chain admin for the chain, a store manager for the order's store.
  'POST /admin/orders/refund': {
    roles: [chain_admin, store_manager, customer_service],
    scope: 'store',
  },
  // README "Delivery fee by slot": a slot's own delivery fee, set or cleared by its store.
  'POST /admin/slots/fee': { roles: [chain_admin, store_manager], scope: 'store' },
  // README "Back-office" (Personale): the chain admin disables or enables a member, resets their second factor.
  'POST /admin/staff/disabled': { roles: [chain_admin], scope: 'chain' },
  'POST /admin/staff/totp-reset': { roles: [chain_admin], scope: 'chain' },
  // README "Back-office", Catalogue screens: the lists behind the Catalogo, Promozioni and Buoni sconto screens.
  // The content editor searches it too, for the products of a flyer (README "Back-office", Content).
  'GET /admin/catalogue/products': { roles: [chain_admin, content_editor], scope: 'chain' },
  'GET /admin/promotions': { roles: [chain_admin], scope: 'chain' },
  'GET /admin/gift-codes': { roles: [chain_admin], scope: 'chain' },
  // README "Back-office", Content: the chain's built-in content store, for its editors and the chain admin.
  'GET /admin/content/posts': { roles: [chain_admin, content_editor], scope: 'chain' },
  'GET /admin/content/posts/:postId': { roles: [chain_admin, content_editor], scope: 'chain' },
  'POST /admin/content/posts': { roles: [chain_admin, content_editor], scope: 'chain' },
  'POST /admin/content/posts/edit': { roles: [chain_admin, content_editor], scope: 'chain' },
  'POST /admin/content/posts/status': { roles: [chain_admin, content_editor], scope: 'chain' },
  'GET /admin/content/menus': { roles: [chain_admin, content_editor], scope: 'chain' },
  'POST /admin/content/menus/item': { roles: [chain_admin, content_editor], scope: 'chain' },
  'POST /admin/content/menus/item/delete': { roles: [chain_admin, content_editor], scope: 'chain' },
} as const satisfies Record<string, AdminRouteAccess>;

export type AdminRouteKey = keyof typeof ADMIN_ROUTE_ACCESS;

/** The back-office calls open without a staff session: the two steps of the login. */
export const ADMIN_PUBLIC_ROUTES: readonly string[] = ['POST /admin/auth/login', 'POST /admin/auth/totp'];

export function adminRouteAccess(key: string): AdminRouteAccess | undefined {
  return (ADMIN_ROUTE_ACCESS as Record<string, AdminRouteAccess>)[key];
}
