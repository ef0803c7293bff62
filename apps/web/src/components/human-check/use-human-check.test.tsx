import { screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTenantConfig } from '../../testing/build-tenant-config';
import { renderWithProviders } from '../../testing/render-app';
import { useHumanCheck } from './use-human-check';

const SITE_KEY = '6LcTestSiteKeyOfTheChain000000';

function Harness() {
  const humanCheck = useHumanCheck('registration');
  const [token, setToken] = useState<string>('nessuno');
  return (
    <>
      {humanCheck.element}
      <button type="button" onClick={() => void humanCheck.getToken().then((t) => setToken(t ?? 'senza'))}>
        Invia
      </button>
      <output>{token}</output>
    </>
  );
}

describe('useHumanCheck (spec §7)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("asks reCAPTCHA v3 for a token of the call's action with the chain's site key, showing nothing", async () => {
    const execute = vi.fn(async () => 'gettone-google');
    vi.stubGlobal('grecaptcha', { ready: (callback: () => void) => callback(), execute });
    const base = buildTenantConfig();
    const { user, container } = renderWithProviders(<Harness />, {
      ...base,
      settings: { ...base.settings, humanCheck: { provider: 'recaptcha', siteKey: SITE_KEY } },
    });

    await user.click(screen.getByRole('button', { name: 'Invia' }));

    expect(await screen.findByText('gettone-google')).toBeTruthy();
    expect(execute).toHaveBeenCalledWith(SITE_KEY, { action: 'registration' });
    expect(container.querySelector('altcha-widget')).toBeNull();
  });

  it('gives no token where the chain has the check off', async () => {
    const { user } = renderWithProviders(<Harness />, buildTenantConfig());

    await user.click(screen.getByRole('button', { name: 'Invia' }));

    expect(await screen.findByText('senza')).toBeTruthy();
  });
});
