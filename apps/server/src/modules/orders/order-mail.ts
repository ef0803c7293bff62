import { centsToEuro, formatEuro } from '@spesa/shared/common/money';
import { DELIVERY_SERVICE } from '@spesa/shared/delivery/delivery-service.contract';
import { ORDER_STATUS, orderStatusLabel, paymentTypeLabel } from '@spesa/shared/rules/order-status';
import type { TenantDefinition } from '@spesa/tenants/tenant-definition';
import { chainMail, type MailContent, type MailSection } from '../mail/mail-layout.js';
import type { MailMessage } from '../mail/mailer.js';
import { byGender, salutation, type Gender } from '../mail/salutation.js';
import { mailEventKind, ORDER_MAIL_EVENT, type CancelledBy } from './order-mail-events.js';
import type { OrderItemRecord, OrderRecord } from './order.repository.js';

/** What an order e-mail is written from: the chain, the shopper, the order as it is now and the event. */
export interface OrderMailInput {
  tenant: TenantDefinition;
  /** The chain's own origin, for the links. */
  origin: string;
  to: { email: string; firstName: string; gender: Gender };
  order: OrderRecord;
  items: OrderItemRecord[];
  event: string;
  detail: Record<string, string | number>;
}

const ROME_DAY = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const ROME_TIME = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  hour: '2-digit',
  minute: '2-digit',
});

/** A `YYYY-MM-DD` calendar day in Italian words ('giovedì 26 novembre 2026'). */
function dayOf(dateIso: string): string {
  return ROME_DAY.format(new Date(`${dateIso}T12:00:00Z`));
}

/** An instant as the shopper reads it in Italy, whatever the server's zone. */
function instantOf(ms: number): string {
  return `${ROME_DAY.format(ms)} alle ${ROME_TIME.format(ms)}`;
}

const euro = (cents: number) => formatEuro(centsToEuro(cents));

function itemLabel(item: OrderItemRecord): string {
  const quantity = item.infos.quantityDisplay ?? String(item.quantity);
  return `${item.product.name} × ${quantity}`;
}

function linesSection(items: OrderItemRecord[], title: string, realWeights: boolean): MailSection {
  return {
    title,
    rows: items.map((item) => ({
      label:
        realWeights && item.weight !== null
          ? `${itemLabel(item)} (peso ${item.weight.toLocaleString('it-IT')} kg)`
          : itemLabel(item),
      value: euro(item.grossCents),
    })),
  };
}

function whereAndWhen(order: OrderRecord): MailSection {
  const a = order.address;
  const place = `${a.addressName ? `${a.addressName}, ` : ''}${a.address1} ${a.addressNumber}, ${a.postalcode} ${a.city} (${a.province})`;
  const isPickUp = order.deliveryServiceId === DELIVERY_SERVICE.PICK_UP;
  return {
    title: isPickUp ? 'Ritiro' : 'Consegna',
    rows: [
      { label: 'Fascia oraria', value: `${dayOf(order.timeslotDate)}, ${order.beginTime}–${order.endTime}` },
      { label: isPickUp ? 'Punto di ritiro' : 'Indirizzo', value: place },
      {
        label: 'Pagamento',
        value: paymentTypeLabel(order.paymentTypeId) ?? String(order.paymentTypeId),
      },
    ],
  };
}

function totalsSection(order: OrderRecord, final: boolean): MailSection {
  const rows = [
    { label: 'Prodotti', value: euro(order.goodsCents) },
    ...(order.giftCents ? [{ label: 'Buoni sconto', value: `−${euro(order.giftCents)}` }] : []),
    ...(order.packageCents ? [{ label: 'Sacchetti e imballaggi', value: euro(order.packageCents) }] : []),
    { label: 'Spese di consegna', value: euro(order.deliveryFeeCents) },
    { label: final ? 'Importo finale' : 'Totale stimato', value: euro(order.grossCents) },
  ];
  return { title: final ? 'Ricevuta' : 'Totale', rows };
}

/** The order as the shopper placed it: lines, estimated total, slot, address or store and payment. */
function summaryOf(input: OrderMailInput): MailSection[] {
  return [
    linesSection(input.items, 'Il tuo ordine', false),
    totalsSection(input.order, false),
    whereAndWhen(input.order),
  ];
}

const CANCELLED_BECAUSE: Readonly<Record<CancelledBy, string>> = {
  shopper: 'come ci hai chiesto, abbiamo annullato il tuo ordine',
  store: 'il punto vendita ha dovuto annullare il tuo ordine',
  sweep: 'il pagamento non è arrivato entro il tempo previsto, quindi abbiamo annullato il tuo ordine',
};

type Body = Omit<MailContent, 'greeting'>;

function receivedBody(input: OrderMailInput, n: number): Body {
  const thanks = byGender(input.to.gender, {
    m: 'Grazie per la fiducia: ti terremo aggiornato a ogni passo.',
    f: 'Grazie per la fiducia: ti terremo aggiornata a ogni passo.',
    neutral: 'Grazie per la fiducia: ti scriveremo a ogni passo dell’ordine.',
  });
  return {
    subject: `Abbiamo ricevuto il tuo ordine n. ${n}`,
    paragraphs: [
      `abbiamo ricevuto il tuo ordine n. ${n}. ${thanks}`,
      'Il totale è stimato: i prodotti a peso variabile vengono pesati durante la preparazione e ti addebitiamo solo l’importo finale.',
    ],
    sections: summaryOf(input),
  };
}

function modifiedBody(input: OrderMailInput, n: number): Body {
  // An order modified before spec §4's same-order rule replaced an earlier one and names it.
  const replaced = input.detail.replacesOrderNumber ?? input.detail.replacesOrderId;
  return {
    subject: `Il tuo ordine n. ${n} è stato modificato`,
    paragraphs: [
      replaced
        ? `abbiamo registrato le modifiche: il tuo ordine ora è il n. ${n} e sostituisce l’ordine n. ${replaced}.`
        : `abbiamo registrato le modifiche al tuo ordine n. ${n}: numero e fascia oraria restano gli stessi.`,
      'Il totale è stimato: ti addebitiamo solo l’importo finale.',
    ],
    sections: summaryOf(input),
  };
}

function paymentFailedBody(input: OrderMailInput, n: number): Body {
  const deadline = input.order.paymentExpiresAt;
  return {
    subject: `Errore nel pagamento del tuo ordine n. ${n}`,
    paragraphs: [
      `il pagamento del tuo ordine n. ${n} non è andato a buon fine. L’ordine è sospeso finché non viene pagato.`,
      deadline
        ? `Puoi pagarlo di nuovo, anche con un altro metodo, entro ${instantOf(deadline)}: dopo questo termine l’ordine viene annullato.`
        : 'Puoi pagarlo di nuovo, anche con un altro metodo, dalla pagina dell’ordine.',
    ],
    sections: summaryOf(input),
    action: { label: 'Paga di nuovo', url: `${input.origin}/cart/payment-error/${input.order.id}` },
  };
}

function cancelledBody(input: OrderMailInput, n: number): Body {
  const by = (input.detail.by as CancelledBy | undefined) ?? 'store';
  return {
    subject: `Il tuo ordine n. ${n} è stato annullato`,
    paragraphs: [
      `${CANCELLED_BECAUSE[by] ?? CANCELLED_BECAUSE.store} n. ${n}.`,
      'Non ti addebitiamo nulla: un’eventuale autorizzazione sulla carta viene annullata e i buoni sconto usati tornano disponibili.',
    ],
    sections: [linesSection(input.items, 'L’ordine annullato', false), totalsSection(input.order, false)],
  };
}

function readyBody(input: OrderMailInput, n: number): Body {
  return {
    subject: `Il tuo ordine n. ${n} è pronto per il ritiro`,
    paragraphs: [
      `il tuo ordine n. ${n} è quasi pronto: ti aspettiamo al punto di ritiro nella fascia scelta.`,
    ],
    sections: [whereAndWhen(input.order)],
  };
}

function outForDeliveryBody(input: OrderMailInput, n: number): Body {
  return {
    subject: `Il tuo ordine n. ${n} è in consegna`,
    paragraphs: [`il tuo ordine n. ${n} è partito ed è in consegna nella fascia scelta.`],
    sections: [whereAndWhen(input.order)],
  };
}

function deliveredBody(input: OrderMailInput, n: number): Body {
  const partly = input.order.status === ORDER_STATUS.PARTIALLY_DELIVERED;
  return {
    subject: `Il tuo ordine n. ${n} è stato consegnato`,
    paragraphs: [
      `il tuo ordine n. ${n} è ${partly ? 'stato consegnato in parte' : (orderStatusLabel(ORDER_STATUS.DELIVERED) ?? 'Consegnato').toLowerCase()}. Ecco la ricevuta con i pesi reali e l’importo finale.`,
    ],
    sections: [linesSection(input.items, 'Prodotti consegnati', true), totalsSection(input.order, true)],
  };
}

interface PickedChange {
  name: string;
  outcome: 'weighed' | 'missing' | 'substituted';
  expectedGrams?: number;
  weightGrams?: number;
  substituteName?: string;
  substituteQuantity?: number;
}

function changeRow(change: PickedChange): { label: string; value: string } {
  if (change.outcome === 'weighed')
    return {
      label: change.name,
      value: `pesato ${change.weightGrams ?? 0} g (ordinati circa ${change.expectedGrams ?? 0} g)`,
    };
  if (change.outcome === 'substituted')
    return {
      label: change.name,
      value: `sostituito con ${change.substituteName ?? ''} × ${(change.substituteQuantity ?? 0).toLocaleString('it-IT')}`,
    };
  return { label: change.name, value: 'non disponibile: non ti viene addebitato' };
}

/** README "Picking": what changed at picking (weights, missing lines, substitutions) and the final amount. */
function pickedBody(input: OrderMailInput, n: number): Body {
  const changes = JSON.parse(String(input.detail.changes ?? '[]')) as PickedChange[];
  const finalCents = Number(input.detail.finalCents ?? input.order.grossCents);
  return {
    subject: `Il tuo ordine n. ${n} è stato preparato`,
    paragraphs: [
      `abbiamo preparato il tuo ordine n. ${n}. L’importo finale è ${euro(finalCents)}: ti addebitiamo solo questo.`,
      changes.length
        ? 'Ecco cosa è cambiato rispetto all’ordine:'
        : 'Tutti i prodotti sono stati preparati come li hai ordinati.',
    ],
    sections: [
      ...(changes.length ? [{ title: 'Cosa è cambiato', rows: changes.map(changeRow) }] : []),
      { title: 'Importo finale', rows: [{ label: 'Importo finale', value: euro(finalCents) }] },
    ],
  };
}

function refundedBody(input: OrderMailInput, n: number): Body {
  const amount = Number(input.detail.amountCents ?? 0);
  const total = Number(input.detail.refundedCents ?? amount);
  return {
    subject: `Rimborso per il tuo ordine n. ${n}`,
    paragraphs: [
      `ti abbiamo rimborsato ${euro(amount)} per il tuo ordine n. ${n}.`,
      total > amount
        ? `In tutto, per questo ordine ti abbiamo rimborsato ${euro(total)}.`
        : 'Se hai pagato online, l’importo torna sullo stesso metodo di pagamento nei tempi del circuito.',
    ],
    sections: [totalsSection(input.order, true)],
  };
}

const BODIES: Readonly<Record<string, (input: OrderMailInput, n: number) => Body>> = {
  [ORDER_MAIL_EVENT.RECEIVED]: receivedBody,
  [ORDER_MAIL_EVENT.MODIFIED]: modifiedBody,
  [ORDER_MAIL_EVENT.PAYMENT_FAILED]: paymentFailedBody,
  [ORDER_MAIL_EVENT.CANCELLED]: cancelledBody,
  [ORDER_MAIL_EVENT.READY_FOR_PICKUP]: readyBody,
  [ORDER_MAIL_EVENT.OUT_FOR_DELIVERY]: outForDeliveryBody,
  [ORDER_MAIL_EVENT.DELIVERED]: deliveredBody,
  [ORDER_MAIL_EVENT.PICKED]: pickedBody,
  [ORDER_MAIL_EVENT.REFUNDED]: refundedBody,
};

/** The e-mail of one order event, in Italian and in the chain's look (spec §4 order states). */
export function orderMail(input: OrderMailInput): MailMessage {
  const body = BODIES[mailEventKind(input.event)];
  if (!body) throw new Error(`unknown order e-mail event ${input.event}`);
  // The chain's own number in the texts; the link keeps the order's id, as the routes of spec §2 do.
  const n = input.order.number;
  const content = body(input, n);
  return chainMail(
    input.tenant,
    input.to.email,
    `order-${mailEventKind(input.event).replace(/^order-/, '')}`,
    {
      ...content,
      greeting: salutation(input.to.firstName, input.to.gender),
      action: content.action ?? {
        label: 'Vedi l’ordine',
        url: `${input.origin}/profile/orders/${input.order.id}`,
      },
    },
  );
}
