import { screen, waitFor } from '@testing-library/react';
import { loyaltyCheckDigit } from '@spesa/shared/validation/validators';
import { describe, expect, it, vi } from 'vitest';
import { buildEnvelope } from '../../../testing/build-envelope';
import { requestsTo } from '../../../testing/fetch-calls';
import { renderWithProviders } from '../../../testing/render-app';
import { stubFetch } from '../../../testing/stub-fetch';
import { RegistrationForm } from './registration-form';

const DISCLAIMERS = [
  {
    registrationDisclaimerId: 1,
    code: 'PRIVACY',
    descr: 'Informativa sulla privacy',
    text: 'Acconsento al trattamento dei dati personali.',
    required: true,
    priority: 1,
  },
  {
    registrationDisclaimerId: 2,
    code: 'NEWSLETTER',
    descr: 'Newsletter e offerte',
    text: 'Voglio ricevere le offerte.',
    required: false,
    priority: 2,
  },
];

function stubRegistration() {
  return stubFetch({
    'GET /ebsn/api/registration-disclaimer/list': {
      body: buildEnvelope({ registrationDisclaimers: DISCLAIMERS }),
    },
    'POST /ebsn/api/registration/register_user': {
      body: buildEnvelope(
        {},
        {
          infos: ["Ti abbiamo inviato un'e-mail: apri il link che contiene per confermare la registrazione."],
        },
      ),
    },
  });
}

function renderForm() {
  const onRegistered = vi.fn();
  const view = renderWithProviders(
    <RegistrationForm fidelityCardPrefix="2400" onRegistered={onRegistered} />,
  );
  return { ...view, onRegistered };
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });

describe('RegistrationForm', () => {
  it('links the privacy consent to the privacy page, in a new tab, and only that consent', async () => {
    stubRegistration();
    renderForm();
    const link = await screen.findByRole('link', { name: /Leggi l’informativa sulla privacy/ });
    expect(link.getAttribute('href')).toBe('/page/privacy');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getAllByRole('link', { name: /informativa/ })).toHaveLength(1);
  });

  it('shows the chain consents and every required message when sent empty', async () => {
    const fetchMock = stubRegistration();
    const { user } = renderForm();

    expect(await screen.findByText('Acconsento al trattamento dei dati personali.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Registrati' }));

    await waitFor(() => expect(screen.getAllByText('Campo obbligatorio')).toHaveLength(5));
    expect(screen.getByText("Per continuare devi accettare l'informativa sulla privacy.")).toBeTruthy();
    expect(requestsTo(fetchMock, '/ebsn/api/registration/register_user')).toHaveLength(0);
  });

  it('shows the exact message of each rule of spec §5 under its field', async () => {
    stubRegistration();
    const { user } = renderForm();
    await screen.findByText('Acconsento al trattamento dei dati personali.');

    await user.type(field(/E-mail/), 'anna@example');
    await user.type(screen.getByLabelText(/^Password/), 'abc');
    await user.type(field(/^Nome/), 'Anna2');
    await user.type(field(/^Cognome/), 'Neri');
    await user.type(field(/Cellulare/), '12345');
    await user.type(field(/Codice fiscale/), 'RSSMRA80A01H501X');
    await user.type(field(/Data di nascita/), '31/02/1990');
    await user.type(field(/Carta fedeltà/), '29100000123456');
    await user.click(screen.getByRole('button', { name: 'Registrati' }));

    expect(await screen.findByText('Digitare una e-mail valida')).toBeTruthy();
    expect(screen.getByText('La password deve essere lunga 6 caratteri')).toBeTruthy();
    expect(screen.getByText("Accetta solo caratteri dell'alfabeto")).toBeTruthy();
    expect(screen.getByText('Digitare un numero di telefono valido')).toBeTruthy();
    expect(screen.getByText('Formato non corretto')).toBeTruthy();
    expect(screen.getByText('Formato della data gg/mm/aaaa')).toBeTruthy();
    expect(screen.getByText('Numero di carta fedeltà non valido')).toBeTruthy();
  });

  it('registers with the consents chosen and hands on the address', async () => {
    const fetchMock = stubRegistration();
    const { user, onRegistered } = renderForm();
    await screen.findByText('Acconsento al trattamento dei dati personali.');
    const body = '240000001234567'.slice(0, 15);
    const card = `${body}${loyaltyCheckDigit(body)}`;

    await user.type(field(/E-mail/), 'anna.neri@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'segreta1');
    await user.type(field(/^Nome/), 'Anna');
    await user.type(field(/^Cognome/), 'Neri');
    await user.type(field(/Cellulare/), '333 1234567');
    await user.type(field(/Carta fedeltà/), card);
    await user.click(screen.getByRole('checkbox', { name: /Informativa sulla privacy/ }));
    await user.click(screen.getByRole('button', { name: 'Registrati' }));

    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith('anna.neri@example.com'));
    const [sent] = requestsTo(fetchMock, '/ebsn/api/registration/register_user');
    expect(sent?.body).toMatchObject({
      email: 'anna.neri@example.com',
      password: 'segreta1',
      firstName: 'Anna',
      lastName: 'Neri',
      phone: '333 1234567',
      fidelityCard: card,
      registrationDisclaimers: [
        { registrationDisclaimerId: 1, value: true },
        { registrationDisclaimerId: 2, value: false },
      ],
    });
  });

  it("shows the server's refusal above the button", async () => {
    stubFetch({
      'GET /ebsn/api/registration-disclaimer/list': {
        body: buildEnvelope({ registrationDisclaimers: [] }),
      },
      'POST /ebsn/api/registration/register_user': {
        body: buildEnvelope(null, {
          status: 1,
          errors: ['Questa carta fedeltà è già associata a un altro account.'],
        }),
      },
    });
    const { user, onRegistered } = renderForm();
    await screen.findByRole('button', { name: 'Registrati' });

    await user.type(field(/E-mail/), 'anna.neri@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'segreta1');
    await user.type(field(/^Nome/), 'Anna');
    await user.type(field(/^Cognome/), 'Neri');
    await user.type(field(/Cellulare/), '3331234567');
    await user.click(screen.getByRole('button', { name: 'Registrati' }));

    expect((await screen.findByRole('alert')).textContent).toContain('già associata a un altro account');
    expect(onRegistered).not.toHaveBeenCalled();
  });
});
