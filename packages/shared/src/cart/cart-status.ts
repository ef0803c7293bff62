/**
 * Cart statuses: 0 open, 7 locked for payment (spec §4), 8 turned into an order; while an order is modified
 * (spec §4 'Modifica ordine') the shopper's own cart waits aside (9) and a modification given up is closed (10).
 */
export const CART_STATUS = { OPEN: 0, LOCKED: 7, ORDERED: 8, SET_ASIDE: 9, DISCARDED: 10 } as const;
export type CartStatusId = (typeof CART_STATUS)[keyof typeof CART_STATUS];

/** The statuses of a shopper's current cart: still open, or locked while its payment runs. */
export const CURRENT_CART_STATUS_IDS: readonly CartStatusId[] = [CART_STATUS.OPEN, CART_STATUS.LOCKED];
