import { screen, waitFor, within } from '@testing-library/react';
import type { UserDetail } from '@spesa/shared/account/user-detail.contract';
import { describe, expect, it, vi } from 'vitest';
import { buildAddress } from '../../../testing/build-delivery';
import { buildEnvelope, DEMO_USER } from '../../../testing/build-envelope';
import { requestsTo } from '../../../testing/fetch-calls';
import { renderWithProviders } from '../../../testing/render-app';
import { stubFetch } from '../../../testing/stub-fetch';
import { BillingForm } from './billing-form';
import { NewPasswordForm } from './new-password-form';
import { PasswordChangeForm } from './password-change-form';
import { PasswordResetRequestForm } from './password-reset-request-form';
import { ProfileAddressList } from './profile-address-list';

const DETAIL: UserDetail = {
  userId: 42,
  login: 'mario.rossi@example.com',
  email: 'mario.rossi@example.com',
  username: null,
  firstName: 'Mario',
  lastName: 'Rossi',
  fiscalCode: null,
  birthDate: null,
  phone: '3331234567',
  homePhone: null,
  fidelityCard: null,
  userPoints: { LOYALTY: { value: 120 } },
  profile: { level: 1, confirmed: false },
  billingAddress: null,
  legals: [],
  userType: { userTypeId: 3 },
  betaTester: '0',
  ssoUser: false,
  crmUserSegments: [],
  hasFavorites: false,
  defaultStoreAddressId: null,
  defaultDeliveryAddressId: null,
};

describe('password reset forms', () => {
  it('asks for a valid e-mail before requesting the reset link', async () => {
    const fetchMock = stubFetch({});
    const onSent = vi.fn();
    const { user } = renderWithProviders(<PasswordResetRequestForm defaultEmail="" onSent={onSent} />);

    await user.click(screen.getByRole('button', { name: 'Invia il link' }));
    expect(await screen.findByText('Campo obbligatorio')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'mario@rossi');
    await user.click(screen.getByRole('button', { name: 'Invia il link' }));
    expect(await screen.findByText('Digitare una e-mail valida')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a new password shorter than 6 characters, then sends it with the link token', async () => {
    const fetchMock = stubFetch({
      'POST /ebsn/api/registration/password_reset': {
        body: buildEnvelope({}, { infos: ['Password aggiornata: accedi con la nuova password.'] }),
      },
    });
    const onDone = vi.fn();
    const { user } = renderWithProviders(<NewPasswordForm email="a@b.it" token="tok" onDone={onDone} />);

    await user.type(screen.getByLabelText(/^Nuova password/), 'abc');
    await user.click(screen.getByRole('button', { name: 'Salva la nuova password' }));
    expect(await screen.findByText('La password deve essere lunga 6 caratteri')).toBeTruthy();

    await user.type(screen.getByLabelText(/^Nuova password/), 'defgh');
    await user.click(screen.getByRole('button', { name: 'Salva la nuova password' }));

    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith('Password aggiornata: accedi con la nuova password.'),
    );
    expect(requestsTo(fetchMock, '/ebsn/api/registration/password_reset')[0]?.body).toEqual({
      e_mail: 'a@b.it',
      reset_token: 'tok',
      password: 'abcdefgh',
    });
  });
});

describe('profile forms', () => {
  it('checks the billing data with the VAT, fiscal-or-VAT, CAP and province rules', async () => {
    const fetchMock = stubFetch({});
    const { user } = renderWithProviders(<BillingForm detail={DETAIL} />);

    await user.type(screen.getByRole('textbox', { name: 'Partita IVA' }), '123');
    await user.type(screen.getByRole('textbox', { name: /Codice fiscale o partita IVA/ }), 'X');
    await user.type(screen.getByRole('textbox', { name: /CAP/ }), '1234');
    await user.type(screen.getByRole('textbox', { name: /Provincia/ }), 'RMA');
    await user.type(screen.getByRole('textbox', { name: /Codice destinatario/ }), '123');
    await user.click(screen.getByRole('button', { name: 'Salva' }));

    expect(await screen.findAllByText('P.Iva e C.F. devono avere 11 cifre')).toHaveLength(2);
    expect(screen.getByText('Il campo deve essere lungo 5 caratteri')).toBeTruthy();
    expect(screen.getByText('Il campo deve essere lungo 2 caratteri')).toBeTruthy();
    expect(screen.getByText('Il campo deve essere lungo 7 caratteri')).toBeTruthy();
    expect(screen.getAllByText('Campo obbligatorio').length).toBeGreaterThan(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('changes the password with the old and the new one', async () => {
    const fetchMock = stubFetch({
      'POST /ebsn/api/registration/update_password': {
        body: buildEnvelope({}, { user: DEMO_USER, infos: ['Password aggiornata.'] }),
      },
    });
    const { user } = renderWithProviders(<PasswordChangeForm />);

    await user.click(screen.getByRole('button', { name: 'Cambia password' }));
    expect(await screen.findAllByText('Campo obbligatorio')).toHaveLength(2);

    await user.type(screen.getByLabelText(/^Password attuale/), 'spesa123');
    await user.type(screen.getByLabelText(/^Nuova password/), 'nuova123');
    await user.click(screen.getByRole('button', { name: 'Cambia password' }));

    expect(await screen.findByText('Password aggiornata.')).toBeTruthy();
    expect(requestsTo(fetchMock, '/ebsn/api/registration/update_password')[0]?.body).toEqual({
      old_password: 'spesa123',
      new_password: 'nuova123',
    });
  });
});

describe('ProfileAddressList', () => {
  it('deletes an address only after the message.removeAddress question', async () => {
    const home = buildAddress({ addressId: 5, addressName: 'Casa', isDefault: true });
    const office = buildAddress({ addressId: 6, addressName: 'Ufficio', isDefault: false });
    const onDelete = vi.fn();
    const onMakeDefault = vi.fn();
    const { user } = renderWithProviders(
      <ProfileAddressList addresses={[home, office]} onDelete={onDelete} onMakeDefault={onMakeDefault} />,
    );

    expect(screen.getByText('Predefinito')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Modifica Casa' }).getAttribute('href')).toBe(
      '/profile/addresses/5/edit',
    );
    await user.click(screen.getByRole('button', { name: 'Usa Ufficio come indirizzo predefinito' }));
    expect(onMakeDefault).toHaveBeenCalledWith(office);

    await user.click(screen.getByRole('button', { name: 'Elimina Ufficio' }));
    const question = await screen.findByRole('dialog', { name: 'Eliminare l’indirizzo?' });
    expect(within(question).getByText('Vuoi eliminare l’indirizzo Ufficio?')).toBeTruthy();
    await user.click(within(question).getByRole('button', { name: 'Si' }));
    expect(onDelete).toHaveBeenCalledWith(office);
  });
});
