import type { GiftCode } from '@spesa/shared/admin/catalogue-admin.contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildEnvelope } from '../../../testing/build-envelope';
import { requestsTo } from '../../../testing/fetch-calls';
import { renderWithProviders } from '../../../testing/render-app';
import { stubFetch } from '../../../testing/stub-fetch';
import { GiftCodesScreen } from './gift-codes-screen';

const code = (overrides: Partial<GiftCode> = {}): GiftCode => ({
  giftCertificateId: 31,
  code: 'BENVENUTO',
  description: 'Benvenuto nel negozio',
  amount: 5,
  percentage: null,
  minOrderAmount: 30,
  validFrom: '2026-11-01',
  validUntil: '2026-12-31',
  maxUses: 100,
  timesUsed: 4,
  ...overrides,
});
const page = (giftCodes: GiftCode[]) =>
  buildEnvelope({ giftCodes, page: 1, total: giftCodes.length, pageSize: 20 });
const textOf = (element: HTMLElement) => element.textContent.replace(/\u00a0/g, ' ');

describe('the "Buoni sconto" screen', () => {
  it('lists the codes and gives one to a shopper, the server refusal shown', async () => {
    let refusals = 1;
    const fetchMock = stubFetch({
      'GET /ebsn/api/admin/gift-codes': {
        body: page([
          code(),
          code({
            giftCertificateId: 32,
            code: 'SCONTO10',
            amount: null,
            percentage: 10,
            minOrderAmount: null,
            maxUses: null,
          }),
        ]),
      },
      'POST /ebsn/api/admin/gift-codes/assign': () =>
        refusals-- > 0
          ? {
              status: 404,
              body: buildEnvelope(
                {},
                { status: 1, errors: ['Nessun cliente registrato con questa e-mail.'] },
              ),
            }
          : { body: buildEnvelope({ giftCode: code() }) },
    });
    const { user } = renderWithProviders(<GiftCodesScreen />);

    const list = await screen.findByRole('list', { name: 'Elenco dei buoni sconto' });
    const first = within(list).getByRole('listitem', { name: 'BENVENUTO' });
    expect(textOf(first)).toContain('Sconto 5,00 € · Ordine minimo 30,00 €');
    expect(textOf(first)).toContain('Valido dal 01/11/2026 al 31/12/2026');
    expect(textOf(first)).toContain('Utilizzi: 4 su 100');
    const second = within(list).getByRole('listitem', { name: 'SCONTO10' });
    expect(textOf(second)).toContain('Sconto 10% · Nessun ordine minimo');
    expect(textOf(second)).toContain('Utilizzi: 4 (senza limite)');

    await user.click(within(first).getByRole('button', { name: 'Assegna il buono BENVENUTO a un cliente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assegna il buono BENVENUTO' });
    const email = within(dialog).getByLabelText('E-mail del cliente');
    await user.click(email);
    await user.paste('non-una-mail');
    await user.click(within(dialog).getByRole('button', { name: 'Assegna' }));
    expect(within(dialog).getByText('Indirizzo e-mail non valido.')).toBeTruthy();
    await user.clear(email);
    await user.paste('Mario.Rossi@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Assegna' }));
    expect(await within(dialog).findByText('Nessun cliente registrato con questa e-mail.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Assegna' }));
    expect(await screen.findByText('Buono BENVENUTO assegnato a mario.rossi@example.com.')).toBeTruthy();
    expect(requestsTo(fetchMock, '/ebsn/api/admin/gift-codes/assign')[0]!.body).toEqual({
      giftCertificateId: 31,
      email: 'mario.rossi@example.com',
    });
  });

  it('creates a code, its validity checked first, and reads the list again', async () => {
    let created = false;
    const fetchMock = stubFetch({
      'GET /ebsn/api/admin/gift-codes': () => ({ body: page(created ? [code({ code: 'NATALE-26' })] : []) }),
      'POST /ebsn/api/admin/gift-codes': () => {
        created = true;
        return { body: buildEnvelope({ giftCode: code({ code: 'NATALE-26' }) }) };
      },
    });
    const { user } = renderWithProviders(<GiftCodesScreen />);

    expect(await screen.findByText('Nessun buono sconto.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Nuovo buono' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuovo buono sconto' });
    const fill = async (label: string, text: string) => {
      const field = within(dialog).getByLabelText(label);
      await user.clear(field);
      await user.click(field);
      await user.paste(text);
    };
    await fill('Codice', 'natale-26');
    await fill('Descrizione', 'Buono di Natale');
    await fill('Importo (€)', '7,50');
    await fill('Ordine minimo (€, facoltativo)', '40');
    await fill('Valido dal', '2026-12-20');
    await fill('Valido fino al (compreso)', '2026-12-10');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(within(dialog).getByText('Il buono deve scadere dopo l’inizio della validità.')).toBeTruthy();
    expect(requestsTo(fetchMock, '/ebsn/api/admin/gift-codes').filter((r) => r.body)).toHaveLength(0);

    await fill('Valido fino al (compreso)', '2026-12-31');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Buono NATALE-26 creato.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'NATALE-26' })).toBeTruthy());
    expect(requestsTo(fetchMock, '/ebsn/api/admin/gift-codes').find((r) => r.body)!.body).toEqual({
      code: 'NATALE-26',
      description: 'Buono di Natale',
      amount: 7.5,
      minOrder: 40,
      maxUses: null,
      validFrom: '2026-12-20',
      validUntil: '2026-12-31',
    });
  });
});
