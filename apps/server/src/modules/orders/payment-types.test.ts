import { describe, expect, it } from 'vitest';
import { getTenant } from '@spesa/tenants/tenants';
import { checkPaymentTypeEnabled, paymentTypesOf } from './payment-types.js';

describe('the payment types a chain offers (spec §9)', () => {
  it('offers PayPal after the card even where the chain lists no PayPal, once', () => {
    const ma = getTenant('ma');
    expect(ma.settings.paymentTypeIds).toEqual([1, 2, 17]);
    expect(paymentTypesOf(ma).map((type) => type.paymentTypeId)).toEqual([1, 13, 2, 17]);
    expect(paymentTypesOf(getTenant('castoro')).map((type) => type.paymentTypeId)).toEqual([1, 2, 13, 17]);
    expect(() => checkPaymentTypeEnabled(ma, 13)).not.toThrow();
  });

  it('leaves PayPal out for a chain that turns it off', () => {
    const ma = getTenant('ma');
    const without = { ...ma, settings: { ...ma.settings, paypal: false } };
    expect(paymentTypesOf(without).map((type) => type.paymentTypeId)).toEqual([1, 2, 17]);
    expect(() => checkPaymentTypeEnabled(without, 13)).toThrow();
  });

  it('pays PayPal on a provider page, pre-authorised like the card, with no saved cards', () => {
    const [card, paypal, onDelivery] = paymentTypesOf(getTenant('ma'));
    expect(card).toMatchObject({ paymentMode: 'card', prebilled: true, allowsSavedAuth: true });
    expect(paypal).toMatchObject({
      name: 'PayPal',
      paymentMode: 'redirect',
      prebilled: true,
      allowsSavedAuth: false,
    });
    expect(paypal!.descr).toContain('PayPal');
    expect(onDelivery).toMatchObject({ paymentMode: 'offline', prebilled: false });
  });
});
