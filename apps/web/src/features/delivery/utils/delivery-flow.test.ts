import { DELIVERY_SERVICE } from '@spesa/shared/delivery/delivery-service.contract';
import { describe, expect, it, vi } from 'vitest';
import type { DeliveryDialogAnswer, DeliveryDialogRequest } from './delivery-dialog-store';
import {
  ADDRESS_LOCKED_CART_STATUS,
  createDeliveryFlow,
  nextDeliveryDialog,
  type CartDeliveryState,
  type DeliveryFlowDeps,
} from './delivery-flow';

const HOME = {
  addressId: 6,
  addressName: 'Casa',
  addressType: 'home' as const,
  addressTypeId: 2,
  deliveryServiceId: DELIVERY_SERVICE.HOME_DELIVERY,
  address1: 'Via Roma',
  addressNumber: '12',
  city: 'TRENTO',
  province: 'TN',
  postalcode: '38122',
  doorbellName: 'Rossi',
  floor: '',
  referencePhoneNumber: '3331234567',
  addressNote: '',
  elevator: false,
  latitude: null,
  longitude: null,
  zoneId: 1,
  active: 1,
  storeId: null,
  warehouseId: 4,
  isDefault: true,
  autoAssigned: false,
};

const SLOT = {
  date: '2026-11-27',
  timeslotId: 9,
  beginTime: '10:00',
  endTime: '12:00',
  name: '10:00 - 12:00',
  autoAssigned: false,
  holdExpiresAt: null,
};

const EMPTY: CartDeliveryState = { cartStatusId: 0, shippingAddress: null, timeslot: null };
const WITH_ADDRESS: CartDeliveryState = { ...EMPTY, shippingAddress: HOME };
const READY: CartDeliveryState = { ...WITH_ADDRESS, timeslot: SLOT };

/**
 * A cart the dialogs change as a shopper would: each scripted answer is given, and `done`, `setTimeslot` and
 * the setAddress answers leave the cart as the dialog's step says.
 */
function setUp(options: {
  cart: CartDeliveryState;
  answers: DeliveryDialogAnswer[];
  /** How the cart looks after each answer, in order; unchanged when missing. */
  cartsAfter?: CartDeliveryState[];
  isLoggedIn?: boolean;
  loginSucceeds?: boolean;
  isOnPaymentPage?: boolean;
}) {
  let cart = options.cart;
  const answers = [...options.answers];
  const cartsAfter = [...(options.cartsAfter ?? [])];
  const opened: DeliveryDialogRequest[] = [];
  let isLoggedIn = options.isLoggedIn ?? true;
  const deps: DeliveryFlowDeps = {
    isLoggedIn: () => isLoggedIn,
    login: vi.fn(async () => {
      isLoggedIn = options.loginSucceeds ?? true;
      return isLoggedIn;
    }),
    readCart: vi.fn(async () => cart),
    openDialog: vi.fn(async (request: DeliveryDialogRequest) => {
      opened.push(request);
      const answer = answers.shift() ?? 'cancel';
      cart = cartsAfter.shift() ?? cart;
      return answer;
    }),
    isOnPaymentPage: () => options.isOnPaymentPage ?? false,
    refuse: vi.fn(),
  };
  return { flow: createDeliveryFlow(deps), deps, opened };
}

describe('nextDeliveryDialog', () => {
  it.each<[DeliveryDialogRequest, DeliveryDialogAnswer, DeliveryDialogRequest | null]>([
    [{ dialog: 'address' }, 'setTimeslot', { dialog: 'timeslot' }],
    [{ dialog: 'address' }, 'setStore', { dialog: 'store' }],
    [{ dialog: 'store' }, 'setAddress', { dialog: 'address' }],
    [
      { dialog: 'store' },
      { action: 'setAddress', deliveryServiceId: DELIVERY_SERVICE.PICK_UP },
      { dialog: 'address', deliveryServiceId: DELIVERY_SERVICE.PICK_UP },
    ],
    [{ dialog: 'timeslot' }, 'setAddress', { dialog: 'address' }],
    [
      { dialog: 'timeslot' },
      { action: 'setAddress', deliveryServiceId: DELIVERY_SERVICE.HOME_DELIVERY },
      { dialog: 'address', deliveryServiceId: DELIVERY_SERVICE.HOME_DELIVERY },
    ],
    [{ dialog: 'store' }, 'setTimeslot', { dialog: 'timeslot' }],
    [{ dialog: 'address' }, 'done', null],
    [{ dialog: 'timeslot' }, 'done', null],
    [{ dialog: 'address' }, 'cancel', null],
  ])('after the %o dialog answers %o the flow opens %o', (request, answer, next) => {
    expect(nextDeliveryDialog(request, answer, false).next).toEqual(next);
  });

  it('comes back to the timeslot dialog once the address it asked for is chosen', () => {
    const toAddress = nextDeliveryDialog({ dialog: 'timeslot' }, 'setAddress', false);
    expect(toAddress).toEqual({ next: { dialog: 'address' }, returnsToTimeslot: true });
    expect(nextDeliveryDialog({ dialog: 'address' }, 'done', toAddress.returnsToTimeslot).next).toEqual({
      dialog: 'timeslot',
    });
  });

  it('keeps the way back to the timeslot through the store dialog', () => {
    const toStore = nextDeliveryDialog({ dialog: 'address' }, 'setStore', true);
    expect(toStore.returnsToTimeslot).toBe(true);
    expect(nextDeliveryDialog({ dialog: 'store' }, 'done', toStore.returnsToTimeslot).next).toEqual({
      dialog: 'timeslot',
    });
  });
});

describe('ensureDeliveryReady', () => {
  it('answers at once when the cart has an address and a timeslot', async () => {
    const { flow, opened } = setUp({ cart: READY, answers: [] });

    expect(await flow.ensureDeliveryReady()).toBe(true);
    expect(opened).toEqual([]);
  });

  it('asks a visitor to log in first and stops when the login is given up', async () => {
    const { flow, deps, opened } = setUp({
      cart: EMPTY,
      answers: [],
      isLoggedIn: false,
      loginSucceeds: false,
    });

    expect(await flow.ensureDeliveryReady()).toBe(false);
    expect(deps.login).toHaveBeenCalledOnce();
    expect(opened).toEqual([]);
  });

  it('after the login opens the address dialog, then the timeslot dialog it asks for', async () => {
    const { flow, deps, opened } = setUp({
      cart: EMPTY,
      isLoggedIn: false,
      answers: ['setTimeslot', 'done'],
      cartsAfter: [WITH_ADDRESS, READY],
    });

    expect(await flow.ensureDeliveryReady()).toBe(true);
    expect(deps.login).toHaveBeenCalledOnce();
    expect(opened).toEqual([{ dialog: 'address' }, { dialog: 'timeslot' }]);
  });

  it('opens the timeslot dialog when only the timeslot is missing', async () => {
    const { flow, opened } = setUp({ cart: WITH_ADDRESS, answers: ['done'], cartsAfter: [READY] });

    expect(await flow.ensureDeliveryReady()).toBe(true);
    expect(opened).toEqual([{ dialog: 'timeslot' }]);
  });

  it('treats an auto-assigned address as missing', async () => {
    const autoAssigned = { ...READY, shippingAddress: { ...HOME, autoAssigned: true } };
    const { flow, opened } = setUp({ cart: autoAssigned, answers: ['done'], cartsAfter: [READY] });

    expect(await flow.ensureDeliveryReady()).toBe(true);
    expect(opened).toEqual([{ dialog: 'address' }]);
  });

  it('opens the dialog again while its need is not met', async () => {
    const { flow, opened } = setUp({
      cart: WITH_ADDRESS,
      answers: ['done', 'done'],
      cartsAfter: [WITH_ADDRESS, READY],
    });

    expect(await flow.ensureDeliveryReady()).toBe(true);
    expect(opened).toEqual([{ dialog: 'timeslot' }, { dialog: 'timeslot' }]);
  });

  it('gives up when the shopper closes a dialog', async () => {
    const { flow, opened } = setUp({ cart: EMPTY, answers: ['cancel'] });

    expect(await flow.ensureDeliveryReady()).toBe(false);
    expect(opened).toEqual([{ dialog: 'address' }]);
  });

  it('follows the timeslot dialog to the address of another service and back to the timeslot', async () => {
    const pickUp = { ...HOME, addressTypeId: 3, deliveryServiceId: DELIVERY_SERVICE.PICK_UP };
    const { flow, opened } = setUp({
      cart: WITH_ADDRESS,
      answers: [{ action: 'setAddress', deliveryServiceId: DELIVERY_SERVICE.PICK_UP }, 'done', 'done'],
      cartsAfter: [
        WITH_ADDRESS,
        { ...EMPTY, shippingAddress: pickUp },
        { ...READY, shippingAddress: pickUp },
      ],
    });

    expect(await flow.ensureDeliveryReady()).toBe(true);
    expect(opened).toEqual([
      { dialog: 'timeslot' },
      { dialog: 'address', deliveryServiceId: DELIVERY_SERVICE.PICK_UP },
      { dialog: 'timeslot' },
    ]);
  });

  it('goes from the address dialog to the store dialog and back to the addresses', async () => {
    const { flow, opened } = setUp({
      cart: EMPTY,
      answers: ['setStore', 'setAddress', 'setTimeslot', 'done'],
      cartsAfter: [EMPTY, EMPTY, WITH_ADDRESS, READY],
    });

    expect(await flow.ensureDeliveryReady()).toBe(true);
    expect(opened.map((request) => request.dialog)).toEqual(['address', 'store', 'address', 'timeslot']);
  });

  it('refuses to change the address of a cart in status 7', async () => {
    const locked = { ...EMPTY, cartStatusId: ADDRESS_LOCKED_CART_STATUS };
    const { flow, deps, opened } = setUp({ cart: locked, answers: [] });

    expect(await flow.ensureDeliveryReady()).toBe(false);
    expect(deps.refuse).toHaveBeenCalledWith('address');
    expect(opened).toEqual([]);
  });

  it('changes neither address nor timeslot on the payment page', async () => {
    const { flow, deps, opened } = setUp({ cart: WITH_ADDRESS, answers: [], isOnPaymentPage: true });

    expect(await flow.ensureDeliveryReady()).toBe(false);
    expect(await flow.changeAddress()).toBe(false);
    expect(deps.refuse).toHaveBeenCalledWith('timeslot');
    expect(deps.refuse).toHaveBeenCalledWith('address');
    expect(opened).toEqual([]);
  });
});

describe('the cart drawer edit buttons', () => {
  it('changeAddress opens the tab asked for and continues to the timeslot the change dropped', async () => {
    const { flow, opened } = setUp({
      cart: READY,
      answers: ['setTimeslot', 'done'],
      cartsAfter: [WITH_ADDRESS, READY],
    });

    expect(await flow.changeAddress(DELIVERY_SERVICE.PICK_UP)).toBe(true);
    expect(opened).toEqual([
      { dialog: 'address', deliveryServiceId: DELIVERY_SERVICE.PICK_UP },
      { dialog: 'timeslot' },
    ]);
  });

  it('changeTimeslot asks for the address first when the cart has none', async () => {
    const { flow, opened } = setUp({
      cart: EMPTY,
      answers: ['setTimeslot', 'done'],
      cartsAfter: [WITH_ADDRESS, READY],
    });

    expect(await flow.changeTimeslot()).toBe(true);
    expect(opened).toEqual([{ dialog: 'address' }, { dialog: 'timeslot' }]);
  });

  it('changeTimeslot may change the slot of a cart whose address is locked', async () => {
    const locked = { ...READY, cartStatusId: ADDRESS_LOCKED_CART_STATUS };
    const { flow, opened } = setUp({ cart: locked, answers: ['done'] });

    expect(await flow.changeTimeslot()).toBe(true);
    expect(opened).toEqual([{ dialog: 'timeslot' }]);
  });
});
