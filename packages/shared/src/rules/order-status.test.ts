import { describe, expect, it } from 'vitest';

import {
  DUE_DATE_STATUSES,
  ORDER_STATUS,
  canModifyOrCancel,
  canTransition,
  dueDateStatusLabel,
  isAwaitingPayment,
  isConfirmed,
  isFinalStatus,
  isInDelivery,
  isInPreparation,
  isPastPayment,
  isVoided,
  isMealVoucherPaymentType,
  ORDER_STATUS_LABELS,
  ORDER_STATUS_TRANSITIONS,
  orderStatusLabel,
  paymentTransactionStatusLabel,
  paymentTypeLabel,
} from './order-status';

describe('order status labels (spec §4)', () => {
  it.each([
    [1, 'In attesa di pagamento', true, true],
    [2, 'In attesa di pagamento', true, true],
    [3, 'Ordinato', false, true],
    [4, 'In preparazione', false, false],
    [5, 'In preparazione', false, false],
    [6, 'Quasi pronto', false, false],
    [7, 'In consegna', false, false],
    [8, 'Consegnato', false, false],
    [9, 'Consegnato parzialmente', false, false],
    [10, 'Annullato', false, false],
    [11, 'Invalidato', false, false],
    [12, 'Non ritirato', false, false],
    [13, 'Non andato a buon fine', false, false],
    [18, 'In consegna', false, false],
  ])(
    'status %i reads "%s" (awaiting payment: %s, modifiable or cancellable: %s)',
    (statusId, label, awaitingPayment, modifiable) => {
      expect(orderStatusLabel(statusId)).toBe(label);
      expect(isAwaitingPayment(statusId)).toBe(awaitingPayment);
      expect(canModifyOrCancel(statusId)).toBe(modifiable);
    },
  );

  it.each([0, 14, 99])('unknown status %i has no label and cannot be modified', (statusId) => {
    expect(orderStatusLabel(statusId)).toBeUndefined();
    expect(canModifyOrCancel(statusId)).toBe(false);
  });
});

describe('due-date statuses (spec §4)', () => {
  it.each([
    ['paid', 'Pagata'],
    ['pending', 'Da pagare'],
    ['expiring', 'In scadenza'],
    ['expired', 'Scaduta'],
  ] as const)('a %s deadline reads "%s"', (status, label) => {
    expect(dueDateStatusLabel(status)).toBe(label);
  });

  it('lists exactly the four statuses of the spec', () => {
    expect(DUE_DATE_STATUSES).toEqual(['paid', 'pending', 'expiring', 'expired']);
  });
});

describe('payment transaction statuses (spec §4)', () => {
  it.each([
    [0, 'Errore'],
    [1, 'In corso'],
    [2, 'Autorizzata'],
    [3, 'Confermata'],
    [4, 'Stornata'],
    [5, 'Annullata'],
    [6, undefined],
  ])('transaction status %i reads %s', (statusId, label) => {
    expect(paymentTransactionStatusLabel(statusId)).toBe(label);
  });
});

describe('payment types (spec §9)', () => {
  it.each([
    [1, 'Carta di credito', false],
    [2, 'Pagamento alla consegna', false],
    [11, 'Pagamento differito', false],
    [12, 'Pagamento online', false],
    [113, 'Pagamento online', false],
    [13, 'PayPal', false],
    [17, 'Bonifico bancario', false],
    [101, 'Fattura riepilogativa', false],
    [18, 'Buoni pasto', true],
    [19, 'Buoni pasto', true],
    [3, undefined, false],
  ])('payment type %i reads %s (meal voucher: %s)', (paymentTypeId, label, mealVoucher) => {
    expect(paymentTypeLabel(paymentTypeId)).toBe(label);
    expect(isMealVoucherPaymentType(paymentTypeId)).toBe(mealVoucher);
  });
});

describe('named order statuses', () => {
  it('name every status the spec lists, with a label each', () => {
    for (const id of Object.values(ORDER_STATUS)) expect(orderStatusLabel(id)).toBeDefined();
  });

  it('tell orders out for delivery, voided and confirmed apart', () => {
    expect(isInDelivery(ORDER_STATUS.OUT_FOR_DELIVERY)).toBe(true);
    expect(isInDelivery(ORDER_STATUS.OUT_FOR_DELIVERY_BY_COURIER)).toBe(true);
    expect(isInDelivery(ORDER_STATUS.DELIVERED)).toBe(false);
    expect(isVoided(ORDER_STATUS.CANCELLED)).toBe(true);
    expect(isVoided(ORDER_STATUS.INVALIDATED)).toBe(true);
    expect(isConfirmed(ORDER_STATUS.ORDERED)).toBe(true);
    expect(isConfirmed(ORDER_STATUS.DELIVERED)).toBe(true);
    expect(isConfirmed(ORDER_STATUS.FINISH_PAYMENT)).toBe(false);
    expect(isConfirmed(ORDER_STATUS.CANCELLED)).toBe(false);
  });

  it('tell orders the store is preparing from the ones before and after', () => {
    expect(isInPreparation(ORDER_STATUS.IN_PREPARATION)).toBe(true);
    expect(isInPreparation(ORDER_STATUS.IN_PREPARATION_LATE)).toBe(true);
    expect(isInPreparation(ORDER_STATUS.ALMOST_READY)).toBe(true);
    expect(isInPreparation(ORDER_STATUS.ORDERED)).toBe(false);
    expect(isInPreparation(ORDER_STATUS.OUT_FOR_DELIVERY)).toBe(false);
  });

  it('tell orders past payment, voided ones included, from those still awaiting it', () => {
    expect(isPastPayment(ORDER_STATUS.AWAITING_PAYMENT)).toBe(false);
    expect(isPastPayment(ORDER_STATUS.FINISH_PAYMENT)).toBe(false);
    expect(isPastPayment(ORDER_STATUS.ORDERED)).toBe(true);
    expect(isPastPayment(ORDER_STATUS.DELIVERED)).toBe(true);
    expect(isPastPayment(ORDER_STATUS.CANCELLED)).toBe(true);
    expect(isPastPayment(ORDER_STATUS.OUT_FOR_DELIVERY_BY_COURIER)).toBe(true);
  });
});

describe('the store moves an order along the state machine (spec §4)', () => {
  const S = ORDER_STATUS;

  it.each([
    [S.ORDERED, S.IN_PREPARATION],
    [S.IN_PREPARATION, S.IN_PREPARATION_LATE],
    [S.IN_PREPARATION_LATE, S.IN_PREPARATION],
    [S.IN_PREPARATION, S.ALMOST_READY],
    [S.ALMOST_READY, S.OUT_FOR_DELIVERY],
    [S.OUT_FOR_DELIVERY, S.OUT_FOR_DELIVERY_BY_COURIER],
    [S.OUT_FOR_DELIVERY, S.DELIVERED],
    [S.OUT_FOR_DELIVERY_BY_COURIER, S.FAILED],
    [S.ALMOST_READY, S.NOT_COLLECTED],
    [S.ORDERED, S.DELIVERED],
    [S.ALMOST_READY, S.PARTIALLY_DELIVERED],
    [S.AWAITING_PAYMENT, S.CANCELLED],
    [S.FINISH_PAYMENT, S.INVALIDATED],
    [S.ORDERED, S.CANCELLED],
    [S.ALMOST_READY, S.INVALIDATED],
  ])('%i may move to %i', (from, to) => {
    expect(canTransition(from, to)).toBe(true);
  });

  it.each([
    [S.CANCELLED, S.ORDERED, 'a cancelled order is never revived'],
    [S.CANCELLED, S.DELIVERED, 'a cancelled order is never delivered'],
    [S.INVALIDATED, S.IN_PREPARATION, 'an invalidated order stays invalidated'],
    [S.DELIVERED, S.CANCELLED, 'a delivered order cannot be cancelled'],
    [S.NOT_COLLECTED, S.DELIVERED, 'an end status is final'],
    [S.IN_PREPARATION, S.ORDERED, 'the store never hands an order back to the shopper'],
    [S.OUT_FOR_DELIVERY, S.ALMOST_READY, 'no step back'],
    [S.OUT_FOR_DELIVERY, S.CANCELLED, 'out of the store it can no longer be cancelled'],
    [S.AWAITING_PAYMENT, S.ORDERED, 'only the payment confirms an unpaid order'],
    [S.FINISH_PAYMENT, S.AWAITING_PAYMENT, 'payment statuses belong to the gateway'],
    [S.ORDERED, S.AWAITING_PAYMENT, 'the store never asks for a payment again'],
    [S.ORDERED, 99, 'an unknown status is never reached'],
    [99, S.ORDERED, 'an unknown status never moves'],
  ] as [number, number, string][])('%i may not move to %i: %s', (from, to) => {
    expect(canTransition(from, to)).toBe(false);
  });

  it('knows every status, and the end statuses are exactly the final ones', () => {
    expect(Object.keys(ORDER_STATUS_TRANSITIONS).sort()).toEqual(Object.keys(ORDER_STATUS_LABELS).sort());
    const finals = Object.values(ORDER_STATUS).filter(isFinalStatus);
    expect(finals.sort((a, b) => a - b)).toEqual([8, 9, 10, 11, 12, 13]);
    for (const targets of Object.values(ORDER_STATUS_TRANSITIONS)) {
      expect(targets).not.toContain(S.AWAITING_PAYMENT);
      expect(targets).not.toContain(S.FINISH_PAYMENT);
    }
  });
});
