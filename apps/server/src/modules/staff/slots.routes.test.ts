/*
 * README "Back-office", Slots: the store closes, reopens and sizes its slots, and the shopper's own slot list
 * follows at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slotBoardRowSchema, type SlotBoardRow } from '@spesa/shared/admin/slots.contract';
import { timeslotListDataSchema } from '@spesa/shared/delivery/timeslot.contract';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { caller, createShopper, type Shopper } from '../../../test/delivery-fixtures.js';
import { loginStaff, staffCall } from '../../../test/staff-session.js';
import { DIALECTS } from '../../../test/test-db.js';

describe.each(DIALECTS)('back-office slots on %s', (dialect) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let admin: string;
  let serial = 0;

  beforeAll(async () => {
    t = await buildTestApp(dialect, { tenants: ['castoro'] });
    call = caller(t.app, 'castoro');
    admin = await loginStaff(t, 'castoro', 'chain_admin');
  });
  afterAll(async () => {
    await t.close();
  });

  async function shopperAtHome(): Promise<Shopper> {
    serial += 1;
    const shopper = await createShopper(t.testDb.db, 'castoro', `fasce${serial}@example.com`, t.clock.now());
    const address = (
      await call('POST', '/user-address/update', {
        token: shopper.token,
        body: {
          addressName: 'Casa',
          address1: 'Via Roma',
          addressNumber: String(serial),
          city: 'Trento',
          province: 'TN',
          postalcode: '38122',
          doorbellName: 'Cliente',
          referencePhoneNumber: '3331234567',
        },
      })
    ).json().data.addressId;
    const selected = await call('POST', `/user-address/select?address_id=${address}`, {
      token: shopper.token,
    });
    expect(selected.json().response.status).toBe(0);
    return shopper;
  }

  async function shopperList(shopper: Shopper) {
    const res = await call('GET', '/timeslot/list', { token: shopper.token });
    return timeslotListDataSchema.parse(res.json().data);
  }

  async function shopperSees(shopper: Shopper, timeslotId: number): Promise<boolean> {
    const { days } = await shopperList(shopper);
    return days.some((d) => d.timeslots.some((s) => s.timeslotId === timeslotId));
  }

  /** The shopper's warehouse, service and a slot open two days ahead. */
  async function openSlot(shopper: Shopper) {
    const list = await shopperList(shopper);
    const day = list.days[2]!;
    const slot = day.timeslots.find((s) => s.active === 1)!;
    return { storeId: list.warehouseId, deliveryServiceId: list.deliveryServiceId, date: day.dateIso, slot };
  }

  const post = (url: string, json: unknown) =>
    staffCall(t.app, 'POST', `/ebsn/api/admin/slots/${url}`, { staffToken: admin, json });

  async function board(storeId: number, deliveryServiceId: number, date: string): Promise<SlotBoardRow[]> {
    const res = await staffCall(
      t.app,
      'GET',
      `/ebsn/api/admin/slots?store_id=${storeId}&delivery_service_id=${deliveryServiceId}&date=${date}`,
      { staffToken: admin },
    );
    expect(res.status).toBe(200);
    return res.body.data.slots.map((s: unknown) => slotBoardRowSchema.parse(s));
  }

  it('a closed slot leaves the shopper’s list at once, and comes back when reopened', async () => {
    const shopper = await shopperAtHome();
    const { slot } = await openSlot(shopper);
    expect(await shopperSees(shopper, slot.timeslotId)).toBe(true);

    const closed = await post('closed', { timeslotId: slot.timeslotId, closed: true });
    expect(closed.body.response.status).toBe(0);
    expect(closed.body.data.slot.closed).toBe(true);
    expect(await shopperSees(shopper, slot.timeslotId)).toBe(false);
    const select = await call(
      'GET',
      `/timeslot/select?sel_date=${(await openSlot(shopper)).date}&timeslot_id=${slot.timeslotId}`,
      { token: shopper.token },
    );
    expect(select.json().response.status).not.toBe(0);

    await post('closed', { timeslotId: slot.timeslotId, closed: false });
    expect(await shopperSees(shopper, slot.timeslotId)).toBe(true);
  });

  it('closes and reopens a whole day', async () => {
    const shopper = await shopperAtHome();
    const { storeId, deliveryServiceId, date } = await openSlot(shopper);
    const hasDay = async () => (await shopperList(shopper)).days.some((d) => d.dateIso === date);
    expect(await hasDay()).toBe(true);

    const res = await post('day', { storeId, deliveryServiceId, date, closed: true });
    expect(res.body.response.status).toBe(0);
    expect(res.body.data.slots.every((s: SlotBoardRow) => s.closed)).toBe(true);
    expect(await hasDay()).toBe(false);

    await post('day', { storeId, deliveryServiceId, date, closed: false });
    expect(await hasDay()).toBe(true);
  });

  it('shows bookings and holds, and never lets the capacity go below them', async () => {
    const shopper = await shopperAtHome();
    const { storeId, deliveryServiceId, date, slot } = await openSlot(shopper);
    const held = await call('GET', `/timeslot/select?sel_date=${date}&timeslot_id=${slot.timeslotId}`, {
      token: shopper.token,
    });
    expect(held.json().response.status).toBe(0);
    const row = (await board(storeId, deliveryServiceId, date)).find(
      (s) => s.timeslotId === slot.timeslotId,
    )!;
    expect(row.holds).toBe(1);
    const taken = row.bookings + row.holds;
    expect(row.free).toBe(row.capacity - taken);

    const below = await post('capacity', { timeslotId: slot.timeslotId, capacity: taken - 1 });
    expect(below.body.response.status).not.toBe(0);
    expect(below.body.response.errors[0].error).toBe(
      `La capienza non può scendere sotto i posti già prenotati o trattenuti (${taken}).`,
    );

    const exact = await post('capacity', { timeslotId: slot.timeslotId, capacity: taken });
    expect(exact.body.response.status).toBe(0);
    expect(exact.body.data.slot).toMatchObject({ capacity: taken, free: 0 });
    // The slot is full now: another shopper sees it so and cannot take it.
    const other = await shopperAtHome();
    const seen = (await shopperList(other)).days
      .flatMap((d) => d.timeslots)
      .find((s) => s.timeslotId === slot.timeslotId)!;
    expect(seen.status).toBe('full');

    const negative = await post('capacity', { timeslotId: slot.timeslotId, capacity: -1 });
    expect(negative.status).toBe(400);
    expect(negative.body.response.errors[0].error).toBe('Richiesta non valida: controlla capacity.');
  });

  it('moves the cut-off: a slot past its new cut-off leaves the shopper’s list', async () => {
    const shopper = await shopperAtHome();
    const { storeId, deliveryServiceId, date, slot } = await openSlot(shopper);
    const before = (await board(storeId, deliveryServiceId, date)).find(
      (s) => s.timeslotId === slot.timeslotId,
    )!;
    const minutesToCutoff = Math.ceil((before.cutoffAt - t.clock.now()) / 60_000);
    const res = await post('cutoff', {
      timeslotId: slot.timeslotId,
      cutoffMinutes: before.cutoffMinutes + minutesToCutoff + 60,
    });
    expect(res.body.response.status).toBe(0);
    expect(res.body.data.slot.cutoffAt).toBeLessThan(t.clock.now());
    expect(await shopperSees(shopper, slot.timeslotId)).toBe(false);

    await post('cutoff', { timeslotId: slot.timeslotId, cutoffMinutes: before.cutoffMinutes });
    expect(await shopperSees(shopper, slot.timeslotId)).toBe(true);
  });

  it('writes every change to the audit log, and refuses another chain’s slot', async () => {
    const shopper = await shopperAtHome();
    const { slot } = await openSlot(shopper);
    await post('closed', { timeslotId: slot.timeslotId, closed: false });
    const audit = await staffCall(t.app, 'GET', '/ebsn/api/admin/audit', { staffToken: admin });
    const actions = audit.body.data.entries.map((e: { action: string }) => e.action);
    for (const action of ['slot.close', 'slot.reopen', 'slot.day.close', 'slot.capacity', 'slot.cutoff'])
      expect(actions).toContain(action);
    const unknown = await post('closed', { timeslotId: 99_999_999, closed: true });
    expect(unknown.status).toBe(404);
    expect(unknown.body.response.errors[0].error).toBe('Fascia oraria non trovata.');
  });
});
