import { screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { TenantPublicConfig } from '@spesa/shared/tenant/tenant-config.contract';
import { buildEnvelope, DEMO_USER } from '../../../testing/build-envelope';
import { buildTenantConfig } from '../../../testing/build-tenant-config';
import { renderWithProviders } from '../../../testing/render-app';
import { stubFetch } from '../../../testing/stub-fetch';
import { LoginDialog } from './login-dialog';

const widgetMounts = vi.hoisted(() => ({ count: 0 }));

// The real widget solves a proof of work in workers (the e2e journey shows it); here it answers at once.
vi.mock('../../../components/human-check/altcha-widget', () => ({
  default: function FakeAltchaWidget({ onVerified }: { onVerified: (payload: string) => void }) {
    useEffect(() => {
      widgetMounts.count += 1;
      onVerified(`gettone-${widgetMounts.count}`);
    }, [onVerified]);
    return <input type="checkbox" aria-label="Verificato" checked readOnly />;
  },
}));

const refused = (code: string, error: string) => ({
  response: { status: 1, errors: [{ error, code }], infos: [], warnings: [] },
  user: { userId: -1 },
  data: null,
});

function withHumanCheck(provider: 'altcha' | 'off'): TenantPublicConfig {
  const base = buildTenantConfig();
  return { ...base, settings: { ...base.settings, humanCheck: { provider } } };
}

async function tryLogin(dialog: HTMLElement, user: ReturnType<typeof renderWithProviders>['user']) {
  await user.clear(within(dialog).getByLabelText(/E-mail/));
  await user.type(within(dialog).getByLabelText(/E-mail/), 'mario.rossi@example.com');
  await user.clear(within(dialog).getByLabelText(/^Password/));
  await user.type(within(dialog).getByLabelText(/^Password/), 'spesa123');
  await user.click(within(dialog).getByRole('button', { name: 'Accedi' }));
}

describe('LoginDialog and the human check (spec §7)', () => {
  it('shows the check after a failed login and sends its token with the next attempts, a fresh one each', async () => {
    widgetMounts.count = 0;
    const sent: (string | null)[] = [];
    stubFetch({
      'POST /ebsn/api/auth/login': ({ url }) => {
        sent.push(url.searchParams.get('token_recaptcha'));
        if (sent.length === 1) return { body: refused('LOGIN_FAILED', 'E-mail o password non corretti.') };
        if (sent.length === 2) return { body: refused('HUMAN_CHECK_USED', 'La verifica è già stata usata.') };
        return { body: buildEnvelope({ user: DEMO_USER, cartId: 7 }, { user: DEMO_USER }) };
      },
    });
    const onClose = vi.fn();
    const { user } = renderWithProviders(<LoginDialog open onClose={onClose} />, withHumanCheck('altcha'));
    const dialog = screen.getByRole('dialog', { name: 'Accedi' });

    expect(within(dialog).queryByRole('checkbox', { name: 'Verificato' })).toBeNull();
    await tryLogin(dialog, user);
    expect(await within(dialog).findByRole('checkbox', { name: 'Verificato' })).toBeTruthy();
    await waitFor(() => expect(widgetMounts.count).toBeGreaterThan(0));

    await tryLogin(dialog, user);
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'La verifica è già stata usata.',
    );
    await tryLogin(dialog, user);
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));

    expect(sent[0]).toBeNull();
    expect(sent[1]).toMatch(/^gettone-\d+$/);
    expect(sent[2]).toMatch(/^gettone-\d+$/);
    // A call spends its token: the widget solves again, and the next call carries the new one.
    expect(sent[2]).not.toBe(sent[1]);
  });

  it('on a chain with the check off, shows nothing and sends no token', async () => {
    const sent: (string | null)[] = [];
    stubFetch({
      'POST /ebsn/api/auth/login': ({ url }) => {
        sent.push(url.searchParams.get('token_recaptcha'));
        return { body: refused('LOGIN_FAILED', 'E-mail o password non corretti.') };
      },
    });
    const { user } = renderWithProviders(<LoginDialog open onClose={vi.fn()} />, withHumanCheck('off'));
    const dialog = screen.getByRole('dialog', { name: 'Accedi' });

    await tryLogin(dialog, user);
    await within(dialog).findByRole('alert');
    await tryLogin(dialog, user);
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent).toEqual([null, null]);
    expect(within(dialog).queryByRole('checkbox', { name: 'Verificato' })).toBeNull();
  });
});
