import { DELIVERY_SERVICE } from '@spesa/shared/delivery/delivery-service.contract';
import { weekdayOf } from '../../lib/italy/rome-time.js';

interface SlotFees {
  /** The last home-delivery slot of the day, the one most asked for after work. */
  eveningCents: number;
  /** Every other Saturday slot. */
  saturdayCents: number;
  /** The first slot of a weekday, when the vans run half empty: the "eco" slot. */
  earlyCents: number;
}

/**
 * README "Delivery fee by slot": the demo chains whose home-delivery slots are not all at the zone's fee.
 * The others (Castoro among them, which the tests use for the zone's fee) keep every slot at the zone's.
 */
const DEMO_SLOT_FEES: Readonly<Record<string, SlotFees>> = {
  dem: { eveningCents: 590, saturdayCents: 490, earlyCents: 190 },
  effepiu: { eveningCents: 690, saturdayCents: 550, earlyCents: 250 },
  ipertriscount: { eveningCents: 490, saturdayCents: 450, earlyCents: 0 },
  pewex: { eveningCents: 650, saturdayCents: 590, earlyCents: 290 },
};

const EVENING_BEGIN = '18:00';
const EARLY_BEGIN = '08:00';

/** The demo fee of a day's slot, null for the zone's. */
export function demoSlotFeeCents(
  tenantId: string,
  slot: { date: string; beginTime: string },
  deliveryServiceId: number,
): number | null {
  const fees = DEMO_SLOT_FEES[tenantId];
  if (!fees || deliveryServiceId !== DELIVERY_SERVICE.HOME_DELIVERY) return null;
  const weekday = weekdayOf(slot.date);
  if (slot.beginTime === EVENING_BEGIN) return fees.eveningCents;
  if (weekday === 6) return fees.saturdayCents;
  if (slot.beginTime === EARLY_BEGIN && weekday >= 1 && weekday <= 5) return fees.earlyCents;
  return null;
}
