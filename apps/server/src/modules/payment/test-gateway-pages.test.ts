import { describe, expect, it } from 'vitest';
import { challengePage, cardFormPage, paypalPage } from './test-gateway.routes.js';
import type { SessionRecord } from './test-gateway.js';

const session: SessionRecord = {
  id: 'abc',
  tenantId: 'castoro',
  transactionId: 5,
  orderId: 77,
  amountCents: 3666,
  status: 'open',
  cardLast4: '3184',
  cardType: 'visa',
  expireMonth: 12,
  expireYear: 2039,
  saveCard: false,
  method: 'card',
  expiresAt: Date.now() + 60_000,
  capturedCents: null,
  refundedCents: 0,
};

describe("the test gateway's pages", () => {
  it('name the chain the payment is for, in the page and in its title', () => {
    const html = cardFormPage(session, 7);
    expect(html).toContain('<p class="brand">Castoro Supermercati</p>');
    // The chain's own order number (spec §3 "Order"), not the internal id 77.
    expect(html).toContain('<p>Ordine n. 7</p>');
    expect(html).not.toContain('Ordine n. 77');
    expect(html).toMatch(
      /<title>Pagamento con carta – Gateway di pagamento di prova per Castoro Supermercati<\/title>/,
    );
  });

  it("lead back to the chain's payment-error screen of the order, from the card form and from 3-D Secure", () => {
    for (const html of [cardFormPage(session, 7), challengePage({ ...session, status: 'challenge' })]) {
      expect(html).toContain('<a class="back" href="/cart/payment-error/77">Torna al negozio</a>');
    }
  });

  it('name no chain for a session of an unknown one, and still lead back', () => {
    const html = cardFormPage({ ...session, tenantId: 'unknown' }, undefined);
    expect(html).not.toContain('class="brand"');
    expect(html).toContain('Torna al negozio');
  });

  it('offer on the PayPal-like page the amount, the order, and both ways: approve or cancel', () => {
    const html = paypalPage({ ...session, method: 'paypal', cardLast4: null, cardType: null }, 7);
    expect(html).toMatch(
      /<title>Paga con PayPal – Gateway di pagamento di prova per Castoro Supermercati<\/title>/,
    );
    expect(html).toContain('<p>Ordine n. 7</p>');
    expect(html).toContain('36,66');
    expect(html).toContain('name="decision" value="approve">Approva e paga</button>');
    expect(html).toContain('name="decision" value="cancel">Annulla e torna al negozio</button>');
  });
});
