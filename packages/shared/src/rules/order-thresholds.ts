import { centsToEuro, euroToCents, formatEuro } from '../common/money';
import { DELIVERY_SERVICE } from '../delivery/delivery-service.contract';

/**
 * A chain's amounts per delivery service (chain settings `minimumOrder` and `freeDeliveryFrom`, in euro):
 * home delivery and pick-up at the store.
 */
export interface PerDeliveryService<T> {
  homeDelivery: T;
  pickUp: T;
}

export interface OrderThresholdSettings {
  /** The goods total an order must reach; 0 = no minimum. */
  minimumOrder: PerDeliveryService<number>;
  /** The goods total from which delivery is free; null = the chain sets none (the zone's fee applies). */
  freeDeliveryFrom: PerDeliveryService<number | null>;
}

/** The thresholds that apply to a cart, in cents. */
export interface OrderThresholds {
  minimumCents: number;
  freeDeliveryFromCents: number | null;
}

/** Where a cart stands against its thresholds: what is missing, in cents (0 when reached). */
export interface ThresholdStatus {
  minimumCents: number;
  missingForMinimumCents: number;
  /** True when the goods reach the minimum order (always when the chain sets none). */
  minimumReached: boolean;
  freeDeliveryFromCents: number | null;
  /** null when the chain sets no free-delivery threshold for the service. */
  missingForFreeDeliveryCents: number | null;
  freeDelivery: boolean;
}

export const MINIMUM_ORDER_MISSING_TEXT = "Ti mancano {missing} per raggiungere l'ordine minimo di {minimum}";
export const FREE_DELIVERY_MISSING_TEXT = 'Ti mancano {missing} per la consegna gratuita';
export const FREE_PICK_UP_MISSING_TEXT = 'Ti mancano {missing} per il ritiro gratuito';
export const FREE_DELIVERY_REACHED_TEXT = 'La consegna è gratuita';
export const MINIMUM_ORDER_NOT_REACHED_MESSAGE =
  "L'ordine minimo è di {minimum}: aggiungi prodotti per almeno {missing} per concludere l'ordine.";

function serviceKey(deliveryServiceId: number): keyof PerDeliveryService<unknown> {
  return deliveryServiceId === DELIVERY_SERVICE.PICK_UP ? 'pickUp' : 'homeDelivery';
}

/** The chain's thresholds for a delivery service (an unknown service is treated as home delivery). */
export function orderThresholdsOf(
  settings: OrderThresholdSettings,
  deliveryServiceId: number,
): OrderThresholds {
  const key = serviceKey(deliveryServiceId);
  const free = settings.freeDeliveryFrom[key];
  return {
    minimumCents: euroToCents(settings.minimumOrder[key]),
    freeDeliveryFromCents: free === null ? null : euroToCents(free),
  };
}

/**
 * The one rule web and server share: the goods total (before discount codes, bags and fee) against the
 * minimum order and the free-delivery threshold. Reaching a threshold exactly counts as reached.
 */
export function thresholdStatus(goodsCents: number, thresholds: OrderThresholds): ThresholdStatus {
  const goods = Math.max(0, Math.round(goodsCents));
  const missingForMinimumCents = Math.max(0, thresholds.minimumCents - goods);
  const free = thresholds.freeDeliveryFromCents;
  const missingForFreeDeliveryCents = free === null ? null : Math.max(0, free - goods);
  return {
    minimumCents: thresholds.minimumCents,
    missingForMinimumCents,
    minimumReached: missingForMinimumCents === 0,
    freeDeliveryFromCents: free,
    missingForFreeDeliveryCents,
    freeDelivery: missingForFreeDeliveryCents === 0,
  };
}

const euro = (cents: number): string => formatEuro(centsToEuro(cents));

/** 'Ti mancano 17,60 € per raggiungere l'ordine minimo di 30,00 €', or null when the minimum is reached. */
export function minimumOrderText(status: ThresholdStatus): string | null {
  if (status.minimumReached) return null;
  return MINIMUM_ORDER_MISSING_TEXT.replace('{missing}', euro(status.missingForMinimumCents)).replace(
    '{minimum}',
    euro(status.minimumCents),
  );
}

/** 'Ti mancano 12,40 € per la consegna gratuita', or null when the chain sets no threshold or it is reached. */
export function freeDeliveryText(status: ThresholdStatus, deliveryServiceId: number): string | null {
  const missing = status.missingForFreeDeliveryCents;
  if (missing === null || missing === 0) return null;
  const text =
    deliveryServiceId === DELIVERY_SERVICE.PICK_UP ? FREE_PICK_UP_MISSING_TEXT : FREE_DELIVERY_MISSING_TEXT;
  return text.replace('{missing}', euro(missing));
}

/** The server's refusal of an order below the minimum (DomainError MINIMUM_ORDER_NOT_REACHED). */
export function minimumOrderRefusal(status: ThresholdStatus): string {
  return MINIMUM_ORDER_NOT_REACHED_MESSAGE.replace('{minimum}', euro(status.minimumCents)).replace(
    '{missing}',
    euro(status.missingForMinimumCents),
  );
}
