import type { StaffAccount } from '@spesa/shared/admin/staff.contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildEnvelope } from '../../../testing/build-envelope';
import { requestsTo } from '../../../testing/fetch-calls';
import { renderWithProviders } from '../../../testing/render-app';
import { stubFetch } from '../../../testing/stub-fetch';
import { StaffAdmin } from './staff-admin';

const giulia: StaffAccount = {
  staffId: 5,
  name: 'Giulia Bianchi',
  email: 'giulia@example.com',
  role: 'customer_service',
  roleLabel: 'Servizio clienti',
  storeId: null,
  disabled: false,
};

describe('Personale (README "Back-office")', () => {
  it('creates a picker and shows the secret once, then disables a member after a confirmation', async () => {
    const members: StaffAccount[] = [giulia];
    const fetchMock = stubFetch({
      'GET /ebsn/api/store/list': { body: buildEnvelope({ stores: [] }) },
      'GET /ebsn/api/admin/staff': () => ({ body: buildEnvelope({ staff: members }) }),
      'POST /ebsn/api/admin/staff': ({ init }) => {
        const body = JSON.parse(String(init?.body)) as { name: string; email: string };
        const staff: StaffAccount = {
          ...giulia,
          staffId: 9,
          name: body.name,
          email: body.email,
          role: 'picker',
          roleLabel: 'Preparatore',
        };
        members.push(staff);
        return {
          body: buildEnvelope({
            staff,
            totpSecret: 'SEGRETOSEGRETO',
            otpauthUri: 'otpauth://totp/x?secret=SEGRETOSEGRETO',
          }),
        };
      },
      'POST /ebsn/api/admin/staff/disabled': () => ({
        body: buildEnvelope({ staff: { ...giulia, disabled: true } }),
      }),
    });
    const { user } = renderWithProviders(<StaffAdmin />);
    expect(await screen.findByRole('listitem', { name: 'Giulia Bianchi' })).toBeTruthy();

    // Bad input: the contract's Italian message, nothing sent.
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Luca Verdi');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'luca@example.com');
    await user.type(screen.getByLabelText(/Password iniziale/), 'corta');
    await user.click(screen.getByRole('button', { name: 'Crea' }));
    expect(
      await screen.findByText('La password del personale deve essere lunga almeno 10 caratteri'),
    ).toBeTruthy();
    expect(requestsTo(fetchMock, '/ebsn/api/admin/staff').filter((r) => r.body)).toHaveLength(0);

    await user.type(screen.getByLabelText(/Password iniziale/), '-ma-ora-lunga');
    await user.click(screen.getByRole('button', { name: 'Crea' }));
    const dialog = await screen.findByRole('dialog', { name: 'Secondo fattore di luca@example.com' });
    expect(within(dialog).getByDisplayValue('SEGRETOSEGRETO')).toBeTruthy();
    expect(within(dialog).getByDisplayValue('otpauth://totp/x?secret=SEGRETOSEGRETO')).toBeTruthy();
    expect(within(dialog).getByRole('img', { name: /^Codice QR del secondo fattore di / })).toBeTruthy();
    const sent = requestsTo(fetchMock, '/ebsn/api/admin/staff').find((r) => r.body)!;
    expect(sent.body).toMatchObject({ name: 'Luca Verdi', email: 'luca@example.com', role: 'picker' });
    await user.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(screen.queryByDisplayValue('SEGRETOSEGRETO')).toBeNull());
    expect(await screen.findByRole('listitem', { name: 'Luca Verdi' })).toBeTruthy();

    const card = screen.getByRole('listitem', { name: 'Giulia Bianchi' });
    await user.click(within(card).getByRole('button', { name: 'Disattiva' }));
    await user.click(await screen.findByRole('button', { name: 'Si' }));
    expect(await within(card).findByRole('button', { name: 'Riattiva' })).toBeTruthy();
    expect(requestsTo(fetchMock, '/ebsn/api/admin/staff/disabled')[0]!.body).toEqual({
      staffId: 5,
      disabled: true,
    });
  });
});
