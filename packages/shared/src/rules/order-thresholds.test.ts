import { describe, expect, it } from 'vitest';
import { DELIVERY_SERVICE } from '../delivery/delivery-service.contract';
import {
  freeDeliveryText,
  minimumOrderRefusal,
  minimumOrderText,
  orderThresholdsOf,
  thresholdStatus,
  type OrderThresholdSettings,
} from './order-thresholds';

const SETTINGS: OrderThresholdSettings = {
  minimumOrder: { homeDelivery: 30, pickUp: 0 },
  freeDeliveryFrom: { homeDelivery: 80, pickUp: null },
};

/** Intl writes a no-break space before the euro sign. */
const plain = (text: string | null): string | null => text?.replace(/\u00a0/g, ' ') ?? null;

describe('orderThresholdsOf', () => {
  it('reads the home-delivery and the pick-up amounts of the chain, in cents', () => {
    expect(orderThresholdsOf(SETTINGS, DELIVERY_SERVICE.HOME_DELIVERY)).toEqual({
      minimumCents: 3000,
      freeDeliveryFromCents: 8000,
    });
    expect(orderThresholdsOf(SETTINGS, DELIVERY_SERVICE.PICK_UP)).toEqual({
      minimumCents: 0,
      freeDeliveryFromCents: null,
    });
  });

  it('turns euro with cents into exact cents', () => {
    const settings = { ...SETTINGS, minimumOrder: { homeDelivery: 29.9, pickUp: 0.1 } };
    expect(orderThresholdsOf(settings, DELIVERY_SERVICE.HOME_DELIVERY).minimumCents).toBe(2990);
    expect(orderThresholdsOf(settings, DELIVERY_SERVICE.PICK_UP).minimumCents).toBe(10);
  });
});

describe('thresholdStatus', () => {
  const home = orderThresholdsOf(SETTINGS, DELIVERY_SERVICE.HOME_DELIVERY);

  it('says how much is missing for the minimum and for free delivery', () => {
    expect(thresholdStatus(1240, home)).toMatchObject({
      missingForMinimumCents: 1760,
      minimumReached: false,
      missingForFreeDeliveryCents: 6760,
      freeDelivery: false,
    });
  });

  it('counts a threshold reached exactly as reached, one cent below as not', () => {
    expect(thresholdStatus(3000, home)).toMatchObject({ minimumReached: true, missingForMinimumCents: 0 });
    expect(thresholdStatus(2999, home)).toMatchObject({ minimumReached: false, missingForMinimumCents: 1 });
    expect(thresholdStatus(8000, home)).toMatchObject({ freeDelivery: true, missingForFreeDeliveryCents: 0 });
    expect(thresholdStatus(7999, home)).toMatchObject({
      freeDelivery: false,
      missingForFreeDeliveryCents: 1,
    });
  });

  it('never has a minimum nor a free delivery when the chain sets none', () => {
    const pickUp = orderThresholdsOf(SETTINGS, DELIVERY_SERVICE.PICK_UP);
    expect(thresholdStatus(0, pickUp)).toMatchObject({
      minimumReached: true,
      missingForMinimumCents: 0,
      missingForFreeDeliveryCents: null,
      freeDelivery: false,
    });
  });

  it('treats an empty or negative goods total as nothing bought', () => {
    expect(thresholdStatus(-500, home).missingForMinimumCents).toBe(3000);
  });
});

describe('texts', () => {
  const home = orderThresholdsOf(SETTINGS, DELIVERY_SERVICE.HOME_DELIVERY);

  it("'Ti mancano 12,40 € per la consegna gratuita'", () => {
    const status = thresholdStatus(6760, home);
    expect(plain(freeDeliveryText(status, DELIVERY_SERVICE.HOME_DELIVERY))).toBe(
      'Ti mancano 12,40 € per la consegna gratuita',
    );
    expect(plain(freeDeliveryText(status, DELIVERY_SERVICE.PICK_UP))).toBe(
      'Ti mancano 12,40 € per il ritiro gratuito',
    );
  });

  it('says nothing of free delivery once reached or when the chain sets none', () => {
    expect(freeDeliveryText(thresholdStatus(8000, home), DELIVERY_SERVICE.HOME_DELIVERY)).toBeNull();
    const pickUp = orderThresholdsOf(SETTINGS, DELIVERY_SERVICE.PICK_UP);
    expect(freeDeliveryText(thresholdStatus(100, pickUp), DELIVERY_SERVICE.PICK_UP)).toBeNull();
  });

  it('names what is missing for the minimum order, and nothing once reached', () => {
    expect(plain(minimumOrderText(thresholdStatus(1240, home)))).toBe(
      "Ti mancano 17,60 € per raggiungere l'ordine minimo di 30,00 €",
    );
    expect(minimumOrderText(thresholdStatus(3000, home))).toBeNull();
  });

  it('refuses an order below the minimum with both amounts', () => {
    expect(plain(minimumOrderRefusal(thresholdStatus(1240, home)))).toBe(
      "L'ordine minimo è di 30,00 €: aggiungi prodotti per almeno 17,60 € per concludere l'ordine.",
    );
  });
});
