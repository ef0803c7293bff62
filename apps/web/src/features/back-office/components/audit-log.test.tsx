import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildEnvelope } from '../../../testing/build-envelope';
import { requestsTo } from '../../../testing/fetch-calls';
import { renderWithProviders } from '../../../testing/render-app';
import { stubFetch } from '../../../testing/stub-fetch';
import { AuditLog } from './audit-log';

const entry = (auditId: number, action: string) => ({
  auditId,
  staffId: 1,
  staffEmail: 'admin@castoro.spesa.example',
  action,
  target: `order:${auditId}`,
  at: Date.UTC(2026, 10, 27, 9, 0),
  details: {},
});

describe('Registro attività (README "Back-office")', () => {
  it('filters by who and what, and pages on', async () => {
    const fetchMock = stubFetch({
      'GET /ebsn/api/admin/staff': {
        body: buildEnvelope({
          staff: [
            {
              staffId: 1,
              name: 'Anna Admin',
              email: 'admin@castoro.spesa.example',
              role: 'chain_admin',
              roleLabel: 'Amministratore della catena',
              storeId: null,
              disabled: false,
            },
          ],
        }),
      },
      'GET /ebsn/api/admin/audit': ({ url }) => {
        const page = Number(url.searchParams.get('page'));
        return {
          body: buildEnvelope({
            entries: [entry(100 - page, page === 1 ? 'picking.finish' : 'picking.confirm')],
            hasMore: page === 1,
          }),
        };
      },
    });
    const { user } = renderWithProviders(<AuditLog />);
    expect(await screen.findByText('picking.finish')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Chi' }));
    await user.click(await screen.findByRole('option', { name: 'Anna Admin' }));
    await user.click(screen.getByRole('combobox', { name: 'Cosa' }));
    await user.click(await screen.findByRole('option', { name: 'Picking' }));
    await waitFor(() => {
      const last = requestsTo(fetchMock, '/ebsn/api/admin/audit').at(-1)!.url.searchParams;
      expect(last.get('staff_id')).toBe('1');
      expect(last.get('action')).toBe('picking');
    });
    expect(screen.getByRole('button', { name: 'Pagina precedente' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Pagina successiva' }));
    expect(await screen.findByText('picking.confirm')).toBeTruthy();
    expect(screen.getByText('Pagina 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pagina successiva' })).toHaveProperty('disabled', true);
  });
});
