import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { centsToEuro, formatEuro } from '@spesa/shared/common/money';
import { getTenant, isTenantCode } from '@spesa/tenants/tenants';
import {
  checkCard,
  GATEWAY_PATH,
  PAYPAL_PAGE_PATH,
  type CardInput,
  type SessionRecord,
  type TestGateway,
} from './test-gateway.js';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f5f7;color:#1a1a1a;margin:0}
main{max-width:28rem;margin:2rem auto;background:#fff;padding:1.5rem;border-radius:8px;box-shadow:0 1px 4px #0002}
h1{font-size:1.3rem;margin-top:0}label{display:block;font-weight:600;margin-top:1rem}
input{width:100%;box-sizing:border-box;font-size:1.1rem;padding:.6rem;border:1px solid #6b6b6b;border-radius:4px}
input[aria-invalid=true]{border-color:#b00020}.error{color:#b00020;margin:.25rem 0 0}
.row{display:flex;gap:1rem}.row>div{flex:1}button{font-size:1.1rem;padding:.75rem 1rem;margin-top:1.5rem;border:0;border-radius:4px;cursor:pointer}
.primary{background:#0b5394;color:#fff;width:100%}.deny{background:#e0e0e0;color:#1a1a1a}
.amount{font-size:1.6rem;font-weight:700}.hint{color:#4a4a4a;font-size:.9rem}
.paypal{font-weight:800;font-style:italic;font-size:1.6rem;color:#003087;margin:0 0 .5rem}.paypal span{color:#0070e0}
.brand{font-weight:700;margin:0 0 1rem;color:#4a4a4a}.back{display:inline-block;margin-top:1.25rem;color:#0b5394;font-weight:600}
:focus-visible{outline:3px solid #f2b233;outline-offset:2px}`;

/** The chain the payment is for, named on its pages; none when the session is unknown. */
function brandOf(session: SessionRecord | undefined): string | undefined {
  return session && isTenantCode(session.tenantId) ? getTenant(session.tenantId).texts.brandName : undefined;
}

/** The order as the shopper knows it: the chain's own number (spec §3 "Order"), never the internal id. */
function orderLine(orderNumber: number | undefined): string {
  return orderNumber === undefined ? '' : `<p>Ordine n. ${orderNumber}</p>`;
}

/** The way back to the chain's shop: the order's payment-error screen (pay again or later), else its home. */
function backLink(href: string): string {
  return `<a class="back" href="${escapeHtml(href)}">Torna al negozio</a>`;
}

const paymentErrorHref = (session: SessionRecord): string => `/cart/payment-error/${session.orderId}`;

function page(title: string, body: string, brand?: string): string {
  const heading = brand ? `<p class="brand">${escapeHtml(brand)}</p>` : '';
  const suffix = brand ? ` per ${escapeHtml(brand)}` : '';
  return `<!doctype html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} – Gateway di pagamento di prova${suffix}</title><style>${STYLE}</style></head><body><main>${heading}${body}</main></body></html>`;
}

function field(
  name: keyof CardInput,
  label: string,
  attrs: string,
  values: Partial<CardInput>,
  errors: Partial<Record<keyof CardInput, string>>,
): string {
  const error = errors[name];
  const value = name === 'cvv' || name === 'number' ? '' : (values[name] ?? '');
  return `<label for="${name}">${label}</label><input id="${name}" name="${name}" ${attrs} value="${escapeHtml(value)}" required${
    error ? ` aria-invalid="true" aria-describedby="${name}-error"` : ''
  }>${error ? `<p class="error" id="${name}-error">${escapeHtml(error)}</p>` : ''}`;
}

export function cardFormPage(
  session: SessionRecord,
  orderNumber: number | undefined,
  values: Partial<CardInput> = {},
  errors: Partial<Record<keyof CardInput, string>> = {},
): string {
  const amount = formatEuro(centsToEuro(session.amountCents));
  const summary = Object.keys(errors).length
    ? `<div role="alert"><p class="error">Controlla i dati della carta: ${Object.values(errors).map(escapeHtml).join(' ')}</p></div>`
    : '';
  return page(
    'Pagamento con carta',
    `<h1>Pagamento con carta</h1>${orderLine(orderNumber)}<p class="amount">${amount}</p>${summary}
<form method="post" action="${GATEWAY_PATH}/${session.id}" novalidate>
${field('holder', 'Intestatario della carta', 'type="text" autocomplete="cc-name"', values, errors)}
${field('number', 'Numero della carta', 'type="text" inputmode="numeric" autocomplete="cc-number" maxlength="23"', values, errors)}
<div class="row"><div>${field('expiry', 'Scadenza (MM/AA)', 'type="text" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/AA" maxlength="7"', values, errors)}</div>
<div>${field('cvv', 'Codice di sicurezza (CVV)', 'type="password" inputmode="numeric" autocomplete="cc-csc" maxlength="4"', values, errors)}</div></div>
<button class="primary" type="submit">Paga ${amount}</button></form>
<p class="hint">Gateway di prova: 4242 4242 4242 4242 approva, 4000 0000 0000 0002 rifiuta, 4000 0027 6000 3184 chiede la conferma 3-D Secure. Qualsiasi scadenza futura e CVV di 3 cifre.</p>
${backLink(paymentErrorHref(session))}`,
    brandOf(session),
  );
}

export function challengePage(session: SessionRecord): string {
  const amount = formatEuro(centsToEuro(session.amountCents));
  return page(
    'Conferma 3-D Secure',
    `<h1>Conferma il pagamento</h1><p>La tua banca chiede di confermare il pagamento di <strong>${amount}</strong> con la carta che termina con ${escapeHtml(session.cardLast4 ?? '')}.</p>
<form method="post" action="${GATEWAY_PATH}/${session.id}/challenge"><div class="row">
<div><button class="deny" type="submit" name="decision" value="deny">Nega</button></div>
<div><button class="primary" type="submit" name="decision" value="approve">Approva</button></div></div></form>
${backLink(paymentErrorHref(session))}`,
    brandOf(session),
  );
}

/** spec §9 type 13: the PayPal-like approval page of a chain without PayPal credentials (a demo of the journey). */
export function paypalPage(session: SessionRecord, orderNumber: number | undefined): string {
  const amount = formatEuro(centsToEuro(session.amountCents));
  return page(
    'Paga con PayPal',
    `<p class="paypal" aria-hidden="true">Pay<span>Pal</span></p><h1>Paga con PayPal</h1>${orderLine(orderNumber)}<p class="amount">${amount}</p>
<p>Conto PayPal di prova: approva per autorizzare il pagamento, annulla per tornare al negozio senza pagare.</p>
<form method="post" action="${PAYPAL_PAGE_PATH}/${session.id}"><div class="row">
<div><button class="deny" type="submit" name="decision" value="cancel">Annulla e torna al negozio</button></div>
<div><button class="primary" type="submit" name="decision" value="approve">Approva e paga</button></div></div></form>
<p class="hint">Pagina di prova simile a PayPal: nessun conto reale viene addebitato.</p>`,
    brandOf(session),
  );
}

function notFoundPage(): string {
  return page(
    'Sessione non trovata',
    `<h1>Sessione di pagamento non trovata</h1><p role="alert">La sessione di pagamento non esiste o è scaduta. Torna al negozio e riprova il pagamento dal tuo ordine.</p>${backLink('/')}`,
  );
}

/** A session the shop closed (a newer attempt, or the order cancelled): the page takes no card. */
function closedPage(session: SessionRecord): string {
  return page(
    'Pagamento non più valido',
    `<h1>Questo pagamento non è più valido</h1><p role="alert">Il negozio ha chiuso questa sessione di pagamento: nessun importo è stato addebitato. Torna al negozio e controlla il tuo ordine.</p>${backLink(`/profile/orders/${session.orderId}`)}`,
    brandOf(session),
  );
}

function isClosed(session: SessionRecord): boolean {
  return session.status === 'voided' || session.status === 'reversed';
}

function html(reply: FastifyReply, status: number, body: string): FastifyReply {
  return (
    reply
      .status(status)
      .header('cache-control', 'no-store')
      // same-origin, not no-referrer: with no-referrer the browser posts the card form with `Origin: null`,
      // which the cross-site guard rightly refuses; other sites still learn nothing of the session's address.
      .header('referrer-policy', 'same-origin')
      .type('text/html; charset=utf-8')
      .send(body)
  );
}

/** The hosted pages of the built-in test gateway (ARCHITECTURE §6), served by the server itself. */
export const testGatewayRoutes: FastifyPluginAsync<{
  gateway: TestGateway;
  now: () => number;
  /** The shop's own number of the session's order, as a merchant passes its order reference to its acquirer. */
  orderNumberOf: (tenantId: string, orderId: number) => Promise<number | undefined>;
}> = async (app, { gateway, now, orderNumberOf }) => {
  const numberOf = (session: SessionRecord) => orderNumberOf(session.tenantId, session.orderId);
  async function live(request: FastifyRequest<{ Params: { sessionId: string } }>) {
    const session = await gateway.findSession(request.params.sessionId);
    return session && session.expiresAt > now() ? session : undefined;
  }

  app.get<{ Params: { sessionId: string } }>(
    `${GATEWAY_PATH}/:sessionId`,
    { schema: { hide: true } },
    async (request, reply) => {
      const session = await live(request);
      if (!session) return html(reply, 404, notFoundPage());
      if (isClosed(session)) return html(reply, 410, closedPage(session));
      if (session.status === 'challenge') return html(reply, 200, challengePage(session));
      if (session.status !== 'open') return reply.redirect(gateway.returnUrlOf(session), 303);
      if (session.method === 'paypal') return reply.redirect(`${PAYPAL_PAGE_PATH}/${session.id}`, 303);
      return html(reply, 200, cardFormPage(session, await numberOf(session)));
    },
  );

  app.get<{ Params: { sessionId: string } }>(
    `${PAYPAL_PAGE_PATH}/:sessionId`,
    { schema: { hide: true } },
    async (request, reply) => {
      const session = await live(request);
      if (!session || session.method !== 'paypal') return html(reply, 404, notFoundPage());
      if (isClosed(session)) return html(reply, 410, closedPage(session));
      if (session.status !== 'open') return reply.redirect(gateway.returnUrlOf(session), 303);
      return html(reply, 200, paypalPage(session, await numberOf(session)));
    },
  );

  // Approve or cancel: either way the browser goes back to the shop, which asks the gateway what became of it.
  app.post<{ Params: { sessionId: string }; Body: { decision?: string } }>(
    `${PAYPAL_PAGE_PATH}/:sessionId`,
    { schema: { hide: true } },
    async (request, reply) => {
      const session = await live(request);
      if (!session || session.method !== 'paypal') return html(reply, 404, notFoundPage());
      if (isClosed(session)) return html(reply, 410, closedPage(session));
      if (session.status !== 'open') return reply.redirect(gateway.returnUrlOf(session), 303);
      const next = await gateway.answerPaypal(session.id, request.body?.decision === 'approve');
      return reply.redirect(next, 303);
    },
  );

  app.post<{ Params: { sessionId: string }; Body: Partial<Record<keyof CardInput, string>> }>(
    `${GATEWAY_PATH}/:sessionId`,
    { schema: { hide: true } },
    async (request, reply) => {
      const session = await live(request);
      if (!session) return html(reply, 404, notFoundPage());
      if (isClosed(session)) return html(reply, 410, closedPage(session));
      if (session.status !== 'open' || session.method === 'paypal') {
        return reply.redirect(`${GATEWAY_PATH}/${session.id}`, 303);
      }
      const body = request.body ?? {};
      const input: CardInput = {
        number: String(body.number ?? '').slice(0, 40),
        expiry: String(body.expiry ?? '').slice(0, 10),
        cvv: String(body.cvv ?? '').slice(0, 10),
        holder: String(body.holder ?? '').slice(0, 100),
      };
      const card = checkCard(input);
      if (!card.ok)
        return html(reply, 422, cardFormPage(session, await numberOf(session), input, card.errors));
      const next = await gateway.submitCard(session.id, card);
      return reply.redirect(next === 'challenge' ? `${GATEWAY_PATH}/${session.id}` : next.returnUrl, 303);
    },
  );

  app.post<{ Params: { sessionId: string }; Body: { decision?: string } }>(
    `${GATEWAY_PATH}/:sessionId/challenge`,
    { schema: { hide: true } },
    async (request, reply) => {
      const session = await live(request);
      if (!session) return html(reply, 404, notFoundPage());
      if (isClosed(session)) return html(reply, 410, closedPage(session));
      if (session.status !== 'challenge') return reply.redirect(`${GATEWAY_PATH}/${session.id}`, 303);
      const next = await gateway.answerChallenge(session.id, request.body?.decision === 'approve');
      return reply.redirect(next, 303);
    },
  );
};
