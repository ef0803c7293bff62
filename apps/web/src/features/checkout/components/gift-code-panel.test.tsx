import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCart } from '../../../testing/build-cart';
import { renderWithProviders } from '../../../testing/render-app';
import { GiftCodePanel } from './gift-code-panel';

function cartWithCode(amount: number, note: string | null) {
  return buildCart({
    orderAdjustmentSummary: {
      totalAdjustment: amount,
      orderAdjustments: [
        {
          orderItemId: null,
          userGiftCertificateId: 3,
          giftCertificate: { giftCertificateId: 1, code: 'SPESA50', description: '5 € su 50 € di spesa' },
          amount,
          note,
        },
      ],
    },
  });
}

describe('GiftCodePanel', () => {
  it('shows a code below its minimum as not yet applicable, not as a "−0,00 €" saving', () => {
    renderWithProviders(<GiftCodePanel cart={cartWithCode(0, 'Mancano 12,00 € al minimo di 50,00 €')} />);
    const applied = screen.getByRole('list', { name: /codici/i });
    const line = within(applied).getByRole('listitem');
    expect(line.textContent).toContain('SPESA50 · non ancora applicabile');
    expect(line.textContent).toContain('Mancano 12,00 € al minimo di 50,00 €');
    expect(line.textContent).not.toMatch(/−\s*0,00/);
  });

  it('shows an applied code with what it takes off', () => {
    renderWithProviders(<GiftCodePanel cart={cartWithCode(5, null)} />);
    const line = within(screen.getByRole('list', { name: /codici/i })).getByRole('listitem');
    expect(line.textContent?.replace(/\u00a0/g, ' ')).toContain('SPESA50 · −5,00 €');
  });
});
