import { consentStorageKey } from '@spesa/shared/consent/consent-record';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-app';
import { consentStore, initConsent } from '../utils/consent-store';
import { CookieBanner } from './cookie-banner';

afterEach(() => window.localStorage.clear());

function renderBanner() {
  initConsent('castoro');
  return renderWithProviders(
    <CookieBanner cookieCenterHref="/cookie-center" cookiePolicyHref="/page/cookie-policy" isFirstParty />,
  );
}

describe('cookie banner', () => {
  it('is a labelled, non-modal dialog that takes the focus when nothing else has it', async () => {
    renderBanner();
    const banner = await screen.findByRole('dialog', { name: 'La tua privacy' });
    expect(banner.getAttribute('aria-modal')).toBe('false');
    const description = document.getElementById(banner.getAttribute('aria-describedby')!);
    expect(description?.textContent).toMatch(/cookie tecnici/);
    expect(document.activeElement).toBe(banner);
    expect(screen.getByRole('link', { name: 'Personalizza' }).getAttribute('href')).toBe('/cookie-center');
  });

  it("shows 'Rifiuta tutti' exactly like 'Accetta tutti': same variant, size and weight", async () => {
    renderBanner();
    const reject = await screen.findByRole('button', { name: 'Rifiuta tutti' });
    const accept = screen.getByRole('button', { name: 'Accetta tutti' });
    expect(reject.className).toBe(accept.className);
    // The chain's contained button, with the choices' own size (the banner's stylesheet).
    expect(reject.className).toBe('sp-btn sp-btn--contained sp-cookie__choice');
    expect(getComputedStyle(reject).fontWeight).toBe(getComputedStyle(accept).fontWeight);
  });

  it("'Rifiuta tutti' stores technical only; 'Accetta tutti' stores analytics and profiling", async () => {
    const { user } = renderBanner();
    await user.click(await screen.findByRole('button', { name: 'Rifiuta tutti' }));
    expect(consentStore.get().record).toMatchObject({
      technical: true,
      analytics: false,
      profilation: false,
    });
    await user.click(screen.getByRole('button', { name: 'Accetta tutti' }));
    expect(JSON.parse(window.localStorage.getItem(consentStorageKey('castoro'))!)).toMatchObject({
      technical: true,
      analytics: true,
      profilation: true,
    });
  });
});
