import { addDays, romeInstant } from '../../../lib/italy/rome-time.js';
import type { Prng } from './prng.js';
import type { SeedPromo } from './seed-catalogue.types.js';

/**
 * The generated catalogue's promotions run around this day, so generating it never depends on the clock; the
 * seed moves them to the day it runs (`promoOnDay`), so a demo started any day shows current offers.
 */
export const PROMO_REFERENCE_DATE = '2026-11-01';

const PROMO_SHARE = 0.165;
const MONTHS = [
  'gennaio',
  'febbraio',
  'marzo',
  'aprile',
  'maggio',
  'giugno',
  'luglio',
  'agosto',
  'settembre',
  'ottobre',
  'novembre',
  'dicembre',
];

const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });

export interface PromoRoll {
  promo: SeedPromo | null;
  priceCents: number;
  standardPriceCents: number | null;
  /** Set for "Sottocosto": the most pieces one order may take. */
  maxPieces?: number;
}

interface PromoContext {
  listPriceCents: number;
  isWeighed: boolean;
  quantityMultiple: number;
  maxPieces: number | undefined;
}

function untilText(expiry: Date): string {
  return `Fino al ${expiry.getUTCDate()} ${MONTHS[expiry.getUTCMonth()] ?? ''}`;
}

function daysBetween(fromIso: string, toIso: string): number {
  return Math.round((Date.parse(`${toIso}T00:00:00Z`) - Date.parse(`${fromIso}T00:00:00Z`)) / 86_400_000);
}

/** A generated promotion moved from PROMO_REFERENCE_DATE to `day` (YYYY-MM-DD), its dates and texts alike. */
export function promoOnDay(promo: SeedPromo, day: string): SeedPromo {
  const shift = daysBetween(PROMO_REFERENCE_DATE, day);
  const expireDate = addDays(promo.expireDate, shift);
  const wasUntil = promo.view.footer === untilText(new Date(`${promo.expireDate}T00:00:00Z`));
  return {
    ...promo,
    validityDate: addDays(promo.validityDate, shift),
    expireDate,
    view: wasUntil ? { ...promo.view, footer: untilText(new Date(`${expireDate}T00:00:00Z`)) } : promo.view,
  };
}

/**
 * The instants a promotion applies between, in Italian time: from the start of `validityDate` to the end of
 * `expireDate` (API-COMPAT "Learned from clients": clients show these dates).
 */
export function promoWindowOf(promo: SeedPromo): { startsAt: number; endsAt: number } {
  return {
    startsAt: romeInstant(promo.validityDate, '00:00'),
    endsAt: romeInstant(addDays(promo.expireDate, 1), '00:00'),
  };
}

function shiftDays(isoDate: string, days: number): Date {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date;
}

export function rollPromo(context: PromoContext, prng: Prng): PromoRoll {
  const { listPriceCents, isWeighed } = context;
  const none: PromoRoll = { promo: null, priceCents: listPriceCents, standardPriceCents: null };
  if (!prng.chance(PROMO_SHARE) || listPriceCents < 50) return none;

  const validity = shiftDays(PROMO_REFERENCE_DATE, -prng.int(0, 6));
  const expiry = shiftDays(PROMO_REFERENCE_DATE, prng.int(7, 20));
  const until = untilText(expiry);
  const perUnit = isWeighed ? ' al kg' : '';
  const dates = {
    validityDate: validity.toISOString().slice(0, 10),
    expireDate: expiry.toISOString().slice(0, 10),
  };
  const reduced = (perc: number): PromoRoll & { discountCents: number } => {
    const priceCents = Math.min(listPriceCents - 1, Math.round((listPriceCents * (100 - perc)) / 100));
    return {
      promo: null,
      priceCents,
      standardPriceCents: listPriceCents,
      discountCents: listPriceCents - priceCents,
    };
  };

  const kind = prng.next();
  if (kind < 0.15 && !isWeighed) {
    return {
      ...none,
      promo: {
        promoType: 'multibuy',
        discountCents: 0,
        discountPerc: 33,
        ...dates,
        selectable: false,
        view: { cssClass: 'promo-multibuy', header: '3x2', body: 'Prendi 3, paghi 2', footer: until },
      },
    };
  }
  if (kind < 0.3) {
    const perc = prng.int(25, 45);
    const roll = reduced(perc);
    const multiple = Math.max(1, context.quantityMultiple);
    const maxPieces = isWeighed
      ? undefined
      : Math.min(context.maxPieces ?? Infinity, Math.ceil(10 / multiple) * multiple);
    return {
      priceCents: roll.priceCents,
      standardPriceCents: roll.standardPriceCents,
      ...(maxPieces === undefined ? {} : { maxPieces }),
      promo: {
        promoType: 'taglio-prezzo',
        discountCents: roll.discountCents,
        discountPerc: perc,
        ...dates,
        selectable: false,
        view: {
          cssClass: 'promo-undercost',
          header: 'Sottocosto',
          body: 'Prezzo sotto costo',
          footer: maxPieces === undefined ? until : `Massimo ${maxPieces} pezzi per spesa`,
        },
      },
    };
  }
  if (kind < 0.58) {
    const perc = prng.int(8, 22);
    const roll = reduced(perc);
    const saving = `${euro.format(roll.discountCents / 100)}${perUnit}`;
    const selectable = prng.chance(0.35);
    return {
      priceCents: roll.priceCents,
      standardPriceCents: roll.standardPriceCents,
      promo: {
        promoType: 'prezzo-speciale',
        discountCents: roll.discountCents,
        discountPerc: perc,
        ...dates,
        selectable,
        view: selectable
          ? {
              cssClass: 'promo-special',
              header: 'Prezzo speciale',
              body: 'Con la carta fedeltà',
              footer: until,
              selectablePromoText: `Vuoi usare il prezzo speciale riservato alla carta fedeltà? Risparmi ${saving}.`,
            }
          : {
              cssClass: 'promo-special',
              header: 'Prezzo speciale',
              body: `Risparmi ${saving}`,
              footer: until,
            },
      },
    };
  }
  const perc = prng.pick([10, 15, 20, 20, 25, 30, 30, 40, 50]);
  const roll = reduced(perc);
  return {
    priceCents: roll.priceCents,
    standardPriceCents: roll.standardPriceCents,
    promo: {
      promoType: 'sconto',
      discountCents: roll.discountCents,
      discountPerc: perc,
      ...dates,
      selectable: false,
      view: { cssClass: 'promo-percent', header: `-${perc}%`, body: `Sconto ${perc}%`, footer: until },
    },
  };
}
