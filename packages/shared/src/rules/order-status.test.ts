import { describe, expect, it } from 'vitest';

import {
  DUE_DATE_STATUSES,
  ORDER_STATUS,
  canModifyOrCancel,
  dueDateStatusLabel,
  isAwaitingPayment,
  isConfirmed,
  isInDelivery,
  isInPreparation,
  isPastPayment,
  isVoided,
  isMealVoucherPaymentType,
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
