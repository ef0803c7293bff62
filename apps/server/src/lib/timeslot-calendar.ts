import { DELIVERY_SERVICE, type DeliveryServiceId } from '@spesa/shared/delivery/delivery-service.contract';
import { addDays, isItalianHoliday, romeDateIso, romeInstant, weekdayOf } from './italy/rome-time.js';

interface SlotTemplate {
  beginTime: string;
  endTime: string;
  /** Whether the slot is open on Sundays. */
  sunday: boolean;
}

interface ServiceTemplate {
  capacity: number;
  /** A slot stops taking bookings this long before it begins. */
  cutoffMinutes: number;
  slots: readonly SlotTemplate[];
}

/** By delivery service: pick-up (stores), home delivery (warehouses). */
const TEMPLATES: Readonly<Record<DeliveryServiceId, ServiceTemplate>> = {
  [DELIVERY_SERVICE.PICK_UP]: {
    capacity: 20,
    cutoffMinutes: 120,
    slots: [
      { beginTime: '09:00', endTime: '11:00', sunday: true },
      { beginTime: '11:00', endTime: '13:00', sunday: true },
      { beginTime: '13:00', endTime: '15:00', sunday: false },
      { beginTime: '15:00', endTime: '17:00', sunday: false },
      { beginTime: '17:00', endTime: '19:00', sunday: false },
      { beginTime: '19:00', endTime: '21:00', sunday: false },
    ],
  },
  [DELIVERY_SERVICE.HOME_DELIVERY]: {
    capacity: 12,
    cutoffMinutes: 240,
    slots: [
      { beginTime: '08:00', endTime: '10:00', sunday: true },
      { beginTime: '10:00', endTime: '12:00', sunday: true },
      { beginTime: '12:00', endTime: '14:00', sunday: false },
      { beginTime: '14:00', endTime: '16:00', sunday: false },
      { beginTime: '16:00', endTime: '18:00', sunday: false },
      { beginTime: '18:00', endTime: '20:00', sunday: false },
    ],
  },
};

export interface CalendarSlot {
  date: string;
  beginTime: string;
  endTime: string;
  beginAt: number;
  cutoffAt: number;
  capacity: number;
  /** False on public holidays and for the slots a Sunday does not open. */
  active: boolean;
}

/** The `days` calendar days starting with today, in Italy. */
export function upcomingDates(now: number, days: number): string[] {
  const today = romeDateIso(now);
  return Array.from({ length: days }, (_, i) => addDays(today, i));
}

/** The slots a warehouse or store offers for a service on a day. */
export function calendarSlots(date: string, deliveryServiceId: number): CalendarSlot[] {
  const template =
    TEMPLATES[
      deliveryServiceId === DELIVERY_SERVICE.PICK_UP
        ? DELIVERY_SERVICE.PICK_UP
        : DELIVERY_SERVICE.HOME_DELIVERY
    ];
  const holiday = isItalianHoliday(date);
  const sunday = weekdayOf(date) === 0;
  return template.slots.map((slot) => {
    const beginAt = romeInstant(date, slot.beginTime);
    return {
      date,
      beginTime: slot.beginTime,
      endTime: slot.endTime,
      beginAt,
      cutoffAt: beginAt - template.cutoffMinutes * 60_000,
      capacity: template.capacity,
      active: !holiday && (!sunday || slot.sunday),
    };
  });
}
