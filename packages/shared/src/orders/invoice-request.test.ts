import { describe, expect, it } from 'vitest';
import { BILLING_REQUIRED_MESSAGE } from './order.contract';
import { INVOICE_RECIPIENT_MESSAGE, invoiceBillingProblems } from './invoice-request';

const billing = {
  companyName: 'Bianchi Catering S.r.l.',
  vatNumber: '01234567890',
  fiscalCode: '01234567890',
  address1: 'Via Manci',
  addressNumber: '12',
  postalCode: '38122',
  city: 'TRENTO',
  province: 'TN',
  sdiCode: 'M5UXCR1',
  pec: null,
};

describe('invoice request (spec §3 need_invoice, §5 validators)', () => {
  it('accepts complete billing data with an SDI code or a PEC address', () => {
    expect(invoiceBillingProblems(billing)).toEqual([]);
    expect(invoiceBillingProblems({ ...billing, sdiCode: null, pec: 'bianchi@pec.it' })).toEqual([]);
  });

  it('names each problem with the validators’ Italian message', () => {
    expect(invoiceBillingProblems(null)).toEqual([BILLING_REQUIRED_MESSAGE]);
    expect(
      invoiceBillingProblems({ ...billing, vatNumber: '123', companyName: '', sdiCode: '', pec: '' }),
    ).toEqual([
      'Intestatario: Campo obbligatorio',
      'Partita IVA: P.Iva e C.F. devono avere 11 cifre',
      INVOICE_RECIPIENT_MESSAGE,
    ]);
    expect(invoiceBillingProblems({ ...billing, fiscalCode: 'ABC' })).toEqual([
      'Codice fiscale: P.Iva e C.F. devono avere 11 cifre',
    ]);
  });
});
