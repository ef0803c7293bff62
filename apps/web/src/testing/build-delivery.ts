import type { Address } from '@spesa/shared/delivery/address.contract';
import type { CartDelivery } from '@spesa/shared/delivery/cart-delivery.contract';
import type { Timeslot, TimeslotDay, TimeslotListData } from '@spesa/shared/delivery/timeslot.contract';

export function buildAddress(overrides: Partial<Address> = {}): Address {
  return {
    addressId: 6,
    addressName: 'Casa',
    addressType: 'home',
    addressTypeId: 2,
    deliveryServiceId: 2,
    address1: 'Via Roma',
    addressNumber: '12',
    city: 'TRENTO',
    province: 'TN',
    postalcode: '38122',
    doorbellName: 'Rossi',
    floor: '2',
    referencePhoneNumber: '+39 333 123 4567',
    addressNote: '',
    elevator: true,
    latitude: 46.0679,
    longitude: 11.1211,
    zoneId: 1,
    active: 1,
    storeId: null,
    warehouseId: 4,
    isDefault: true,
    ...overrides,
  };
}

export function buildCartDelivery(overrides: Partial<CartDelivery> = {}): CartDelivery {
  return {
    cartId: 1,
    cartStatusId: 0,
    deliveryServiceId: 2,
    store: { storeId: 4 },
    warehouse: { warehouseId: 4 },
    shippingAddress: { ...buildAddress(), autoAssigned: false },
    timeslot: {
      date: '2026-11-27',
      timeslotId: 12,
      beginTime: '10:00',
      endTime: '12:00',
      name: '10:00 - 12:00',
      autoAssigned: false,
      holdExpiresAt: null,
    },
    ...overrides,
  };
}

export function buildTimeslot(overrides: Partial<Timeslot> = {}): Timeslot {
  const timeslotId = overrides.timeslotId ?? 1;
  const beginTime = overrides.beginTime ?? '09:00';
  const endTime = overrides.endTime ?? '11:00';
  return {
    timeslotId,
    beginTime,
    endTime,
    name: `${beginTime} - ${endTime}`,
    active: 1,
    status: 'empty',
    selected: false,
    deliveryFee: 3.9,
    ...overrides,
  };
}

export function buildTimeslotList(days: Array<Pick<TimeslotDay, 'dateIso' | 'timeslots'>>): TimeslotListData {
  return {
    deliveryServiceId: 2,
    warehouseId: 4,
    days: days.map((day) => ({ ...day, selected: day.timeslots.some((slot) => slot.selected) })),
  };
}
