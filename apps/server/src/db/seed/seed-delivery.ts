import type { Transaction } from 'kysely';
import { ADDRESS_TYPE, DELIVERY_SERVICE } from '@spesa/shared/delivery/delivery-service.contract';
import { TIMESLOT_DAYS } from '@spesa/shared/delivery/timeslot.contract';
import type { TenantDefinition } from '@spesa/tenants/tenant-definition';
import type { Database, Db } from '../database.js';
import { demoAreaOf, type DemoPlace } from '../../lib/italy/demo-areas.js';
import { findMunicipality } from '../../lib/italy/municipalities.js';
import { calendarSlots, upcomingDates } from '../../lib/timeslot-calendar.js';
import { demoSlotFeeCents } from './seed-slot-fees.js';
import { createPrng, hashString } from './catalogue/prng.js';

const PICK_UP = DELIVERY_SERVICE.PICK_UP;
const HOME_DELIVERY = DELIVERY_SERVICE.HOME_DELIVERY;
const BATCH = 100;

export type Handle = Db | Transaction<Database>;

export async function storeIdsByCode(trx: Handle, tenantId: string): Promise<Map<string, number>> {
  const rows = await trx
    .selectFrom('stores')
    .select(['id', 'code'])
    .where('tenant_id', '=', tenantId)
    .execute();
  return new Map(rows.map((r) => [r.code, r.id]));
}

function postalCodesOf(place: DemoPlace, province: string): string[] {
  return [...(findMunicipality(place.name, province)?.postalCodes ?? [])];
}

const round6 = (value: number): number => Math.round(value * 1e6) / 1e6;

/**
 * The delivery side of a tenant's demo data: services, zones around the home city, store and locker
 * addresses, 14 days of timeslots from `now`, and a served home address for every shopper already seeded.
 */
export async function seedDelivery(
  trx: Handle,
  tenant: TenantDefinition,
  storeIdsByCode: Map<string, number>,
  now: number,
): Promise<void> {
  const tenantId = tenant.code;
  const { region } = tenant;
  const prng = createPrng(hashString(`delivery:${tenantId}`));

  await trx
    .insertInto('delivery_services')
    .values([
      {
        tenant_id: tenantId,
        delivery_service_id: HOME_DELIVERY,
        name: 'Consegna a domicilio',
        show_tab: 1,
        position: 1,
      },
      {
        tenant_id: tenantId,
        delivery_service_id: PICK_UP,
        name: 'Ritiro in negozio',
        show_tab: 1,
        position: 2,
      },
    ])
    .execute();

  const stores = await trx
    .selectFrom('stores')
    .select([
      'id',
      'code',
      'name',
      'address1',
      'address_number',
      'city',
      'province',
      'postal_code',
      'latitude',
      'longitude',
      'delivery_service_ids',
    ])
    .where('tenant_id', '=', tenantId)
    .orderBy('code')
    .execute();
  const servicesOf = (s: (typeof stores)[number]) => s.delivery_service_ids.split(',').map(Number);
  const pickUpStores = stores.filter((s) => servicesOf(s).includes(PICK_UP));
  const homeStores = stores.filter((s) => servicesOf(s).includes(HOME_DELIVERY));
  const cityWarehouseId =
    storeIdsByCode.get('CE001') ?? homeStores.find((s) => s.code.startsWith('CE'))?.id ?? homeStores[0]?.id;
  const hinterlandWarehouseId = homeStores.find((s) => s.id !== cityWarehouseId)?.id ?? cityWarehouseId;

  const area = demoAreaOf(region.city, region.province);
  const cityPlace = area?.city ?? {
    name: region.city,
    latitude: region.latitude,
    longitude: region.longitude,
  };
  const cityCodes = new Set([region.postalCode, ...postalCodesOf(cityPlace, region.province)]);
  const hinterlandCodes = new Set(
    (area?.hinterland ?? [])
      .flatMap((p) => postalCodesOf(p, region.province))
      .filter((code) => !cityCodes.has(code)),
  );

  const insertZone = async (zone: {
    warehouseId: number;
    deliveryServiceId: number;
    name: string;
    feeCents: number;
    freeDeliveryThresholdCents: number;
  }): Promise<number> => {
    const row = await trx
      .insertInto('delivery_zones')
      .values({
        tenant_id: tenantId,
        warehouse_id: zone.warehouseId,
        delivery_service_id: zone.deliveryServiceId,
        name: zone.name,
        fee_cents: zone.feeCents,
        free_delivery_threshold_cents: zone.freeDeliveryThresholdCents,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const insertPostalCodes = async (zoneId: number, codes: Iterable<string>) => {
    const values = [...codes].map((postal_code) => ({ tenant_id: tenantId, postal_code, zone_id: zoneId }));
    for (let i = 0; i < values.length; i += BATCH) {
      await trx
        .insertInto('delivery_zone_postal_codes')
        .values(values.slice(i, i + BATCH))
        .execute();
    }
  };

  if (cityWarehouseId !== undefined) {
    const cityZone = await insertZone({
      warehouseId: cityWarehouseId,
      deliveryServiceId: HOME_DELIVERY,
      name: `${region.city} città`,
      feeCents: 390,
      freeDeliveryThresholdCents: 5000,
    });
    await insertPostalCodes(cityZone, cityCodes);
  }
  if (hinterlandWarehouseId !== undefined && hinterlandCodes.size > 0) {
    const hinterlandZone = await insertZone({
      warehouseId: hinterlandWarehouseId,
      deliveryServiceId: HOME_DELIVERY,
      name: `Dintorni di ${region.city}`,
      feeCents: 590,
      freeDeliveryThresholdCents: 8000,
    });
    await insertPostalCodes(hinterlandZone, hinterlandCodes);
  }
  for (const store of pickUpStores) {
    await insertZone({
      warehouseId: store.id,
      deliveryServiceId: PICK_UP,
      name: `Ritiro ${store.name}`,
      feeCents: 0,
      freeDeliveryThresholdCents: 0,
    });
  }

  const addressBase = {
    tenant_id: tenantId,
    created_at: now,
    updated_at: now,
    deleted_at: null,
    elevator: 0,
  };
  await trx
    .insertInto('addresses')
    .values(
      pickUpStores.map((s) => ({
        ...addressBase,
        user_id: null,
        store_id: s.id,
        address_type_id: ADDRESS_TYPE.STORE,
        address_name: s.name,
        address1: s.address1,
        address_number: s.address_number,
        city: s.city.toUpperCase(),
        province: s.province.toUpperCase(),
        postal_code: s.postal_code,
        latitude: s.latitude,
        longitude: s.longitude,
      })),
    )
    .execute();
  const lockerStores = pickUpStores.slice(-2);
  const lockerSpots = [
    { name: `Locker Stazione ${region.city}`, street: 'Piazza della Stazione', number: '1' },
    { name: `Locker Parcheggio ${region.city} Nord`, street: 'Via della Repubblica', number: '40' },
  ];
  if (lockerStores.length > 0) {
    await trx
      .insertInto('addresses')
      .values(
        lockerSpots.map((spot, i) => ({
          ...addressBase,
          user_id: null,
          store_id: lockerStores[i % lockerStores.length]!.id,
          address_type_id: ADDRESS_TYPE.LOCKER,
          address_name: spot.name,
          address1: spot.street,
          address_number: spot.number,
          city: region.city.toUpperCase(),
          province: region.province.toUpperCase(),
          postal_code: region.postalCode,
          address_note: 'Armadietto automatico, aperto 24 ore su 24',
          latitude: round6(region.latitude + (prng.next() * 2 - 1) * 0.015),
          longitude: round6(region.longitude + (prng.next() * 2 - 1) * 0.015),
        })),
      )
      .execute();
  }

  const slotOwners = [
    ...homeStores.map((s) => ({ warehouseId: s.id, deliveryServiceId: HOME_DELIVERY })),
    ...pickUpStores.map((s) => ({ warehouseId: s.id, deliveryServiceId: PICK_UP })),
  ];
  const slots = slotOwners.flatMap((owner) =>
    upcomingDates(now, TIMESLOT_DAYS).flatMap((date) => {
      const daySlots = calendarSlots(date, owner.deliveryServiceId);
      const firstOpen = daySlots.findIndex((slot) => slot.active);
      return daySlots.map((slot, index) => {
        // Some places already taken by phone and in-store orders, so the selector shows every status; the
        // day's first slot is left free, so a day with few slots (a Sunday's two) still has one to choose.
        const roll = prng.next();
        const taken =
          roll < 0.1
            ? slot.capacity
            : roll < 0.3
              ? slot.capacity - prng.int(1, Math.ceil(slot.capacity / 4))
              : 0;
        const booked = index === firstOpen ? 0 : taken;
        return {
          tenant_id: tenantId,
          warehouse_id: owner.warehouseId,
          delivery_service_id: owner.deliveryServiceId,
          slot_date: slot.date,
          begin_time: slot.beginTime,
          end_time: slot.endTime,
          begin_at: slot.beginAt,
          cutoff_at: slot.cutoffAt,
          capacity: slot.capacity,
          booked: slot.active ? booked : 0,
          active: slot.active ? 1 : 0,
          delivery_fee_cents: demoSlotFeeCents(tenantId, slot, owner.deliveryServiceId),
        };
      });
    }),
  );
  for (let i = 0; i < slots.length; i += BATCH) {
    await trx
      .insertInto('timeslots')
      .values(slots.slice(i, i + BATCH))
      .execute();
  }

  const shoppers = await trx
    .selectFrom('users')
    .select(['id', 'last_name', 'phone'])
    .where('tenant_id', '=', tenantId)
    .execute();
  for (const shopper of shoppers) {
    const home = await trx
      .insertInto('addresses')
      .values({
        ...addressBase,
        user_id: shopper.id,
        store_id: null,
        address_type_id: ADDRESS_TYPE.HOME,
        address_name: 'Casa',
        address1: 'Via Roma',
        address_number: '12',
        city: region.city.toUpperCase(),
        province: region.province.toUpperCase(),
        postal_code: region.postalCode,
        doorbell_name: shopper.last_name,
        floor: '2',
        reference_phone_number: shopper.phone ?? '',
        elevator: 1,
        latitude: cityPlace.latitude,
        longitude: cityPlace.longitude,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('users')
      .set({ default_delivery_address_id: home.id })
      .where('id', '=', shopper.id)
      .execute();
  }
}
