import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildEnvelope } from '../../../testing/build-envelope';
import { requestsTo } from '../../../testing/fetch-calls';
import { renderApp } from '../../../testing/render-app';
import { stubFetch } from '../../../testing/stub-fetch';

const MANAGER = {
  staffId: 3,
  email: 'negozio@castoro.spesa.example',
  role: 'store_manager',
  roleLabel: 'Responsabile del punto vendita',
  storeId: 7,
};

const refused = (error: string) => ({ status: 401, body: buildEnvelope({}, { status: 1, errors: [error] }) });

function stubStaffApi() {
  let isLoggedIn = false;
  const fetchMock = stubFetch({
    'GET /ebsn/api/admin/auth/me': () =>
      isLoggedIn
        ? { body: buildEnvelope({ staff: MANAGER }) }
        : refused('Accesso riservato al personale: effettua il login.'),
    'POST /ebsn/api/admin/auth/login': ({ init }) => {
      const { password } = JSON.parse(String(init?.body)) as { password: string };
      return password === 'spesa-staff-123'
        ? { body: buildEnvelope({ totpRequired: true }) }
        : refused('E-mail o password non corretti.');
    },
    'POST /ebsn/api/admin/auth/totp': ({ init }) => {
      const { code } = JSON.parse(String(init?.body)) as { code: string };
      if (code !== '654321') return refused('Il codice di verifica non è valido o è già stato usato.');
      isLoggedIn = true;
      return { body: buildEnvelope({ staff: MANAGER }) };
    },
    'GET /ebsn/api/admin/orders': { body: buildEnvelope({ orders: [] }) },
    'GET /ebsn/api/store/list': { body: buildEnvelope({ stores: [] }) },
  });
  return fetchMock;
}

describe('the back-office login', () => {
  it('asks e-mail and password, then the 6-digit code, with the Italian errors of each step', async () => {
    const fetchMock = stubStaffApi();
    const { user, router } = renderApp('/admin/orders');

    // No staff session: the board sends to the login, outside the storefront's shell.
    const heading = await screen.findByRole('heading', { name: 'Accesso del personale' });
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(screen.queryByRole('contentinfo')).toBeNull();
    const form = heading.closest('form')!;

    await user.click(within(form).getByRole('button', { name: 'Continua' }));
    expect(await within(form).findByText('Digitare una e-mail valida')).toBeTruthy();
    expect(within(form).getByText('Digitare la password')).toBeTruthy();
    expect(requestsTo(fetchMock, '/ebsn/api/admin/auth/login')).toEqual([]);

    await user.type(within(form).getByLabelText(/E-mail/), 'negozio@castoro.spesa.example');
    await user.type(within(form).getByLabelText(/Password/), 'sbagliata');
    await user.click(within(form).getByRole('button', { name: 'Continua' }));
    expect(await within(form).findByText('E-mail o password non corretti.')).toBeTruthy();

    await user.clear(within(form).getByLabelText(/Password/));
    await user.type(within(form).getByLabelText(/Password/), 'spesa-staff-123');
    await user.click(within(form).getByRole('button', { name: 'Continua' }));

    const codeHeading = await screen.findByRole('heading', { name: 'Codice di verifica' });
    const codeForm = codeHeading.closest('form')!;
    const code = within(codeForm).getByLabelText(/Codice di 6 cifre/);
    await waitFor(() => expect(document.activeElement).toBe(code));
    await user.type(code, '12a3');
    expect((code as HTMLInputElement).value).toBe('123');
    await user.click(within(codeForm).getByRole('button', { name: 'Accedi' }));
    expect(await within(codeForm).findByText('Il codice di verifica è di 6 cifre.')).toBeTruthy();
    expect(requestsTo(fetchMock, '/ebsn/api/admin/auth/totp')).toEqual([]);

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(within(codeForm).getByRole('button', { name: 'Accedi' }));
    expect(
      await within(codeForm).findByText('Il codice di verifica non è valido o è già stato usato.'),
    ).toBeTruthy();

    await user.type(within(codeForm).getByLabelText(/Codice di 6 cifre/), '654321');
    await user.click(within(codeForm).getByRole('button', { name: 'Accedi' }));

    // The session is the member's: the shell says who, and the board opens on their store.
    expect(await screen.findByRole('heading', { name: 'Ordini' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/orders');
    expect(screen.getByText(/negozio@castoro\.spesa\.example — Responsabile del punto vendita/)).toBeTruthy();
    expect(requestsTo(fetchMock, '/ebsn/api/admin/auth/login').at(-1)?.body).toEqual({
      email: 'negozio@castoro.spesa.example',
      password: 'spesa-staff-123',
    });
    await waitFor(() =>
      expect(requestsTo(fetchMock, '/ebsn/api/admin/orders')[0]?.url.searchParams.get('store_id')).toBe('7'),
    );
  });
});
