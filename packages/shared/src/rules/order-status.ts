/** spec §4: order status ids, by name. */
export const ORDER_STATUS = {
  AWAITING_PAYMENT: 1,
  FINISH_PAYMENT: 2,
  ORDERED: 3,
  IN_PREPARATION: 4,
  IN_PREPARATION_LATE: 5,
  ALMOST_READY: 6,
  OUT_FOR_DELIVERY: 7,
  DELIVERED: 8,
  PARTIALLY_DELIVERED: 9,
  CANCELLED: 10,
  INVALIDATED: 11,
  NOT_COLLECTED: 12,
  FAILED: 13,
  OUT_FOR_DELIVERY_BY_COURIER: 18,
} as const;
export type OrderStatusId = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

/** spec §4: order status ids and what the shopper reads for each. */
export const ORDER_STATUS_LABELS: Readonly<Record<number, string>> = {
  1: 'In attesa di pagamento',
  2: 'In attesa di pagamento',
  3: 'Ordinato',
  4: 'In preparazione',
  5: 'In preparazione',
  6: 'Quasi pronto',
  7: 'In consegna',
  8: 'Consegnato',
  9: 'Consegnato parzialmente',
  10: 'Annullato',
  11: 'Invalidato',
  12: 'Non ritirato',
  13: 'Non andato a buon fine',
  18: 'In consegna',
};

export const AWAITING_PAYMENT_STATUS_IDS: readonly number[] = [
  ORDER_STATUS.AWAITING_PAYMENT,
  ORDER_STATUS.FINISH_PAYMENT,
];
/** Before the store takes the order in charge. */
export const MODIFIABLE_STATUS_IDS: readonly number[] = [
  ...AWAITING_PAYMENT_STATUS_IDS,
  ORDER_STATUS.ORDERED,
];
/** spec §4: out for delivery, by the chain's vans or by a courier. */
export const IN_DELIVERY_STATUS_IDS: readonly number[] = [
  ORDER_STATUS.OUT_FOR_DELIVERY,
  ORDER_STATUS.OUT_FOR_DELIVERY_BY_COURIER,
];
/** spec §4: the store is preparing the order; a pick-up order can reserve its parking place. */
export const IN_PREPARATION_STATUS_IDS: readonly number[] = [
  ORDER_STATUS.IN_PREPARATION,
  ORDER_STATUS.IN_PREPARATION_LATE,
  ORDER_STATUS.ALMOST_READY,
];
/** Orders that ended without being served. */
export const VOIDED_STATUS_IDS: readonly number[] = [ORDER_STATUS.CANCELLED, ORDER_STATUS.INVALIDATED];

/** spec §4: delivered in full or in part; such an order can be rated. */
export const DELIVERED_STATUS_IDS: readonly number[] = [
  ORDER_STATUS.DELIVERED,
  ORDER_STATUS.PARTIALLY_DELIVERED,
];
/** Orders that ended without reaching the shopper: voided, not collected or failed. */
export const UNSERVED_STATUS_IDS: readonly number[] = [
  ...VOIDED_STATUS_IDS,
  ORDER_STATUS.NOT_COLLECTED,
  ORDER_STATUS.FAILED,
];

export function orderStatusLabel(statusId: number): string | undefined {
  return ORDER_STATUS_LABELS[statusId];
}

/** spec §4: statuses 1 and 2 wait for the shopper to finish the payment. */
export function isAwaitingPayment(statusId: number): boolean {
  return AWAITING_PAYMENT_STATUS_IDS.includes(statusId);
}

/** spec §4: orders can be modified or cancelled until the store takes them in charge. */
export function canModifyOrCancel(statusId: number): boolean {
  return MODIFIABLE_STATUS_IDS.includes(statusId);
}

/** spec §4: the order is out for delivery. */
export function isInDelivery(statusId: number): boolean {
  return IN_DELIVERY_STATUS_IDS.includes(statusId);
}

/** spec §4: the store is preparing the order, late or almost ready included. */
export function isInPreparation(statusId: number): boolean {
  return IN_PREPARATION_STATUS_IDS.includes(statusId);
}

/** Ordered or any later status, voided ones included: the shopper's payment is no longer awaited. */
export function isPastPayment(statusId: number): boolean {
  return statusId >= ORDER_STATUS.ORDERED;
}

/** Cancelled or invalidated: the order will not be served. */
export function isVoided(statusId: number): boolean {
  return VOIDED_STATUS_IDS.includes(statusId);
}

/** spec §4: a delivered (or partly delivered) order can be rated. */
export function isDelivered(statusId: number): boolean {
  return DELIVERED_STATUS_IDS.includes(statusId);
}

/** The order ended without reaching the shopper. */
export function isUnserved(statusId: number): boolean {
  return UNSERVED_STATUS_IDS.includes(statusId);
}

/** Paid or past payment and not voided: an order that has (or will have) an invoice. */
export function isConfirmed(statusId: number): boolean {
  return isPastPayment(statusId) && !isVoided(statusId);
}

/**
 * spec §4: the moves the store makes (operator endpoint and command). An order goes forward only: the store
 * takes it in charge (4, 5), gets it almost ready (6), sends it out (7 by its vans, 18 by a courier) and
 * closes it as delivered (8), partly delivered (9), not collected (12) or failed (13); a step may be skipped.
 * It can be cancelled (10) or invalidated (11) until it leaves the store. Payment moves (1 to 2, 1 or 2 to 3)
 * belong to the gateway's answer, never to the store, and every end status is final: a cancelled order,
 * whose slot was given back, is never revived.
 */
export const ORDER_STATUS_TRANSITIONS: Readonly<Record<OrderStatusId, readonly OrderStatusId[]>> = (() => {
  const S = ORDER_STATUS;
  const ends = [S.DELIVERED, S.PARTIALLY_DELIVERED, S.NOT_COLLECTED, S.FAILED] as const;
  const voids = [S.CANCELLED, S.INVALIDATED] as const;
  const outForDelivery = [S.OUT_FOR_DELIVERY, S.OUT_FOR_DELIVERY_BY_COURIER] as const;
  return {
    [S.AWAITING_PAYMENT]: [...voids],
    [S.FINISH_PAYMENT]: [...voids],
    [S.ORDERED]: [
      S.IN_PREPARATION,
      S.IN_PREPARATION_LATE,
      S.ALMOST_READY,
      ...outForDelivery,
      ...ends,
      ...voids,
    ],
    [S.IN_PREPARATION]: [S.IN_PREPARATION_LATE, S.ALMOST_READY, ...outForDelivery, ...ends, ...voids],
    [S.IN_PREPARATION_LATE]: [S.IN_PREPARATION, S.ALMOST_READY, ...outForDelivery, ...ends, ...voids],
    [S.ALMOST_READY]: [...outForDelivery, ...ends, ...voids],
    [S.OUT_FOR_DELIVERY]: [S.OUT_FOR_DELIVERY_BY_COURIER, ...ends],
    [S.OUT_FOR_DELIVERY_BY_COURIER]: [S.OUT_FOR_DELIVERY, ...ends],
    [S.DELIVERED]: [],
    [S.PARTIALLY_DELIVERED]: [],
    [S.CANCELLED]: [],
    [S.INVALIDATED]: [],
    [S.NOT_COLLECTED]: [],
    [S.FAILED]: [],
  };
})();

/** spec §4: whether the store may move an order from one status to another (see ORDER_STATUS_TRANSITIONS). */
export function canTransition(fromStatusId: number, toStatusId: number): boolean {
  const allowed = (ORDER_STATUS_TRANSITIONS as Readonly<Record<number, readonly number[]>>)[fromStatusId];
  return allowed?.includes(toStatusId) ?? false;
}

/** spec §4: an end status (delivered, partly delivered, cancelled, invalidated, not collected, failed). */
export function isFinalStatus(statusId: number): boolean {
  return (ORDER_STATUS_TRANSITIONS as Readonly<Record<number, readonly number[]>>)[statusId]?.length === 0;
}

export const DUE_DATE_STATUSES = ['paid', 'pending', 'expiring', 'expired'] as const;
export type DueDateStatus = (typeof DUE_DATE_STATUSES)[number];

/** spec §4: a payment deadline (an invoice due) is paid, to pay, falling due or overdue. */
export const DUE_DATE_STATUS_LABELS: Readonly<Record<DueDateStatus, string>> = {
  paid: 'Pagata',
  pending: 'Da pagare',
  expiring: 'In scadenza',
  expired: 'Scaduta',
};

export function dueDateStatusLabel(status: DueDateStatus): string {
  return DUE_DATE_STATUS_LABELS[status];
}

export const PAYMENT_TRANSACTION_STATUSES = {
  error: 0,
  inProgress: 1,
  authorised: 2,
  confirmed: 3,
  reversed: 4,
  cancelled: 5,
} as const;
export type PaymentTransactionStatus =
  (typeof PAYMENT_TRANSACTION_STATUSES)[keyof typeof PAYMENT_TRANSACTION_STATUSES];

/** spec §4: payment transaction statuses 0 to 5; the labels agree with "la transazione". */
export const PAYMENT_TRANSACTION_STATUS_LABELS: Readonly<Record<PaymentTransactionStatus, string>> = {
  0: 'Errore',
  1: 'In corso',
  2: 'Autorizzata',
  3: 'Confermata',
  4: 'Stornata',
  5: 'Annullata',
};

export function paymentTransactionStatusLabel(statusId: number): string | undefined {
  return (PAYMENT_TRANSACTION_STATUS_LABELS as Readonly<Record<number, string>>)[statusId];
}

export const PAYMENT_TYPE_IDS = {
  card: 1,
  onDelivery: 2,
  deferred: 11,
  online: 12,
  paypal: 13,
  bankTransfer: 17,
  mealVoucher: 18,
  mealVoucherAlternative: 19,
  summaryInvoice: 101,
  onlineAlternative: 113,
} as const;

/** spec §9: payment type ids. */
export const PAYMENT_TYPE_LABELS: Readonly<Record<number, string>> = {
  1: 'Carta di credito',
  2: 'Pagamento alla consegna',
  11: 'Pagamento differito',
  12: 'Pagamento online',
  13: 'PayPal',
  17: 'Bonifico bancario',
  18: 'Buoni pasto',
  19: 'Buoni pasto',
  101: 'Fattura riepilogativa',
  113: 'Pagamento online',
};

export function paymentTypeLabel(paymentTypeId: number): string | undefined {
  return PAYMENT_TYPE_LABELS[paymentTypeId];
}

/** spec §9: ticket types 18 and 19 are meal vouchers. */
export function isMealVoucherPaymentType(paymentTypeId: number): boolean {
  return (
    paymentTypeId === PAYMENT_TYPE_IDS.mealVoucher ||
    paymentTypeId === PAYMENT_TYPE_IDS.mealVoucherAlternative
  );
}
