import { screen, within } from '@testing-library/react';
import type { UserPersonFiscal } from '@spesa/shared/account/user-detail.contract';
import { describe, expect, it } from 'vitest';
import { buildEnvelope, DEMO_USER } from '../../../testing/build-envelope';
import { requestsTo } from '../../../testing/fetch-calls';
import { renderWithProviders } from '../../../testing/render-app';
import { stubFetch } from '../../../testing/stub-fetch';
import { FiscalPersonList } from './fiscal-person-list';

const PRIVATE: UserPersonFiscal = {
  personFiscalId: 1,
  personTypeId: 1,
  name: 'Mario Rossi',
  fiscalCode: 'RSSMRA80A01H501U',
  vatCode: null,
  isDefault: false,
};
const COMPANY: UserPersonFiscal = {
  personFiscalId: 2,
  personTypeId: 2,
  name: 'Rossi Alimentari srl',
  fiscalCode: '01234567890',
  vatCode: '01234567890',
  isDefault: true,
};

function stubPersons(persons: UserPersonFiscal[]) {
  return stubFetch({
    'GET /ebsn/api/user-person-fiscal/list': {
      body: buildEnvelope({ userPersonFiscals: persons }, { user: DEMO_USER }),
    },
  });
}

describe('FiscalPersonList', () => {
  it('lists each invoice holder once, the default one if it was saved twice', async () => {
    stubPersons([
      PRIVATE,
      COMPANY,
      { ...PRIVATE, personFiscalId: 3, name: ' mario rossi ', isDefault: true },
      { ...COMPANY, personFiscalId: 4, isDefault: false },
    ]);
    renderWithProviders(<FiscalPersonList />);

    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Predefinito')).toBeTruthy();
    expect(within(items[1]!).getByText('Predefinito')).toBeTruthy();
  });

  it('shows each person or company the invoices can be made out to, with their codes and the default one', async () => {
    const fetchMock = stubPersons([PRIVATE, COMPANY]);
    renderWithProviders(<FiscalPersonList />);

    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Mario Rossi')).toBeTruthy();
    expect(within(items[0]!).getByText('Privato')).toBeTruthy();
    expect(within(items[0]!).getByText('Codice fiscale RSSMRA80A01H501U')).toBeTruthy();
    expect(within(items[0]!).queryByText('Predefinito')).toBeNull();
    expect(within(items[1]!).getByText('Rossi Alimentari srl')).toBeTruthy();
    expect(within(items[1]!).getByText('Azienda')).toBeTruthy();
    expect(within(items[1]!).getByText('Partita IVA 01234567890 · Codice fiscale 01234567890')).toBeTruthy();
    expect(within(items[1]!).getByText('Predefinito')).toBeTruthy();
    expect(requestsTo(fetchMock, '/ebsn/api/user-person-fiscal/list')).toHaveLength(1);
    // Read-only: nothing to change here.
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says when a person has neither a fiscal code nor a VAT number', async () => {
    stubPersons([{ ...PRIVATE, fiscalCode: null, isDefault: true }]);
    renderWithProviders(<FiscalPersonList />);

    expect(await screen.findByText('Codice fiscale e partita IVA non indicati')).toBeTruthy();
  });

  it('says clearly when there is nobody to make invoices out to yet', async () => {
    stubPersons([]);
    renderWithProviders(<FiscalPersonList />);

    expect(await screen.findByText('Non ci sono ancora intestatari per le fatture.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('offers to retry when the list cannot be loaded', async () => {
    stubFetch({ 'GET /ebsn/api/user-person-fiscal/list': { status: 500 } });
    renderWithProviders(<FiscalPersonList />);

    expect(
      await screen.findByText('Non è stato possibile caricare gli intestatari delle fatture.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeTruthy();
  });
});
