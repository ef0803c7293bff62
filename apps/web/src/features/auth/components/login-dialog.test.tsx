import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildEnvelope, DEMO_USER } from '../../../testing/build-envelope';
import { buildTenantConfig } from '../../../testing/build-tenant-config';
import { renderWithProviders } from '../../../testing/render-app';
import { stubFetch } from '../../../testing/stub-fetch';
import { LoginDialog } from './login-dialog';

function renderDialog(config = buildTenantConfig()) {
  const onClose = vi.fn();
  const view = renderWithProviders(<LoginDialog open onClose={onClose} />, config);
  return { ...view, onClose, dialog: screen.getByRole('dialog', { name: 'Accedi' }) };
}

describe('LoginDialog', () => {
  it('asks for the e-mail and the password when both are empty', async () => {
    const fetchMock = stubFetch({});
    const { user, dialog } = renderDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Accedi' }));

    expect(await within(dialog).findByText("Digitare l'e-mail")).toBeTruthy();
    expect(within(dialog).getByText('Digitare la password')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses an e-mail without a valid domain', async () => {
    stubFetch({});
    const { user, dialog } = renderDialog();

    await user.type(within(dialog).getByLabelText(/E-mail/), 'mario.rossi@example');
    await user.type(within(dialog).getByLabelText(/^Password/), 'spesa123');
    await user.click(within(dialog).getByRole('button', { name: 'Accedi' }));

    expect(await within(dialog).findByText('Digitare una e-mail valida')).toBeTruthy();
  });

  it("shows the server's message inside the dialog when the login is refused", async () => {
    stubFetch({
      'POST /ebsn/api/auth/login': {
        body: buildEnvelope(null, { status: 1, errors: ['E-mail o password non corretti.'] }),
      },
    });
    const { user, dialog, onClose } = renderDialog();

    await user.type(within(dialog).getByLabelText(/E-mail/), 'mario.rossi@example.com');
    await user.type(within(dialog).getByLabelText(/^Password/), 'sbagliata');
    await user.click(within(dialog).getByRole('button', { name: 'Accedi' }));

    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'E-mail o password non corretti.',
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the throttling message of a 429 answer', async () => {
    stubFetch({
      'POST /ebsn/api/auth/login': {
        status: 429,
        body: buildEnvelope(null, { status: 1, errors: ['Troppi tentativi di accesso non riusciti.'] }),
      },
    });
    const { user, dialog } = renderDialog();

    await user.type(within(dialog).getByLabelText(/E-mail/), 'mario.rossi@example.com');
    await user.type(within(dialog).getByLabelText(/^Password/), 'sbagliata');
    await user.click(within(dialog).getByRole('button', { name: 'Accedi' }));

    expect((await within(dialog).findByRole('alert')).textContent).toContain('Troppi tentativi');
  });

  it('sends the form-encoded login, closes on success and greets the shopper', async () => {
    const fetchMock = stubFetch({
      'POST /ebsn/api/auth/login': {
        body: buildEnvelope({ user: DEMO_USER, cartId: 7 }, { user: DEMO_USER }),
      },
    });
    const { user, dialog, onClose } = renderDialog();

    await user.type(within(dialog).getByLabelText(/E-mail/), 'mario.rossi@example.com');
    await user.type(within(dialog).getByLabelText(/^Password/), 'spesa123');
    await user.click(within(dialog).getByRole('button', { name: 'Accedi' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(await screen.findByText('Ciao Mario, hai effettuato l’accesso.')).toBeTruthy();
    const init = fetchMock.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect((init?.body as URLSearchParams).toString()).toBe(
      'login=mario.rossi%40example.com&password=spesa123&remember_me=true&show_sectors=false',
    );
  });

  it('keeps remember me on by default and can show the password', async () => {
    stubFetch({});
    const { user, dialog } = renderDialog();

    expect(within(dialog).getByRole<HTMLInputElement>('checkbox', { name: 'Ricordami' }).checked).toBe(true);
    const password = within(dialog).getByLabelText<HTMLInputElement>(/^Password/);
    expect(password.type).toBe('password');
    await user.click(within(dialog).getByRole('button', { name: 'Mostra la password' }));
    expect(password.type).toBe('text');
    expect(within(dialog).getByRole('button', { name: 'Nascondi la password' })).toBeTruthy();
  });

  it('links to password recovery, registration and the home-delivery page', () => {
    stubFetch({});
    const { dialog } = renderDialog();

    expect(
      within(dialog).getByRole('link', { name: 'Hai dimenticato la password?' }).getAttribute('href'),
    ).toBe('/reset-password-request');
    expect(within(dialog).getByRole('link', { name: 'Registrati' }).getAttribute('href')).toBe(
      '/registration-user',
    );
    expect(
      within(dialog)
        .getByRole('link', { name: 'Scopri come funziona la consegna a casa' })
        .getAttribute('href'),
    ).toBe('/page/consegna-a-casa');
  });

  it('opens an external registration address in a new tab and hides password recovery without registration', () => {
    stubFetch({});
    const base = buildTenantConfig();
    const { dialog } = renderDialog({
      ...base,
      settings: {
        ...base.settings,
        registrationEnabled: false,
        registrationUrl: 'https://registrati.example.com/',
      },
    });

    const register = within(dialog).getByRole('link', { name: 'Registrati' });
    expect(register.getAttribute('href')).toBe('https://registrati.example.com/');
    expect(register.getAttribute('target')).toBe('_blank');
    expect(within(dialog).queryByRole('link', { name: 'Hai dimenticato la password?' })).toBeNull();
  });
});
