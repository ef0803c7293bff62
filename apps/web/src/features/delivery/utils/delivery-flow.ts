import type { CartDelivery } from '@spesa/shared/delivery/cart-delivery.contract';
import type { DeliveryServiceId } from '@spesa/shared/delivery/delivery-service.contract';
import type { DeliveryDialogAnswer, DeliveryDialogRequest } from './delivery-dialog-store';

/** spec §4: a cart in this status (out for delivery) cannot have its address changed. */
export const ADDRESS_LOCKED_CART_STATUS = 7;

/** The part of the cart the flow reads. */
export type CartDeliveryState = Pick<CartDelivery, 'cartStatusId' | 'shippingAddress' | 'timeslot'>;

export interface DeliveryFlowDeps {
  isLoggedIn: () => boolean;
  /** Opens the login dialog; true after a successful login. */
  login: () => Promise<boolean>;
  /** The cart's delivery as it is now; undefined when it cannot be read. */
  readCart: () => Promise<CartDeliveryState | undefined>;
  openDialog: (request: DeliveryDialogRequest) => Promise<DeliveryDialogAnswer>;
  /** spec §4: on the payment page neither the address nor the timeslot can change. */
  isOnPaymentPage: () => boolean;
  /** Tells the shopper why a change is refused. */
  refuse: (reason: 'address' | 'timeslot') => void;
}

export interface DeliveryFlow {
  /**
   * spec §4 "Adding to cart": login, then address, then timeslot, each dialog opening until its need is
   * met. True when the cart may take products; false when the shopper gave up on the way.
   */
  ensureDeliveryReady: () => Promise<boolean>;
  /** The cart drawer's address edit button; `deliveryServiceId` opens that service's tab. */
  changeAddress: (deliveryServiceId?: DeliveryServiceId) => Promise<boolean>;
  /** The cart drawer's timeslot edit button: the address first when the cart has none. */
  changeTimeslot: () => Promise<boolean>;
}

/** spec §4: an address is assigned unless the server assigned it on its own. */
export function needsAddress(cart: CartDeliveryState): boolean {
  return cart.shippingAddress === null || cart.shippingAddress.autoAssigned;
}

export function needsTimeslot(cart: CartDeliveryState): boolean {
  return cart.timeslot === null || cart.timeslot.autoAssigned;
}

export function canChangeAddress(cart: CartDeliveryState, isOnPaymentPage: boolean): boolean {
  return !isOnPaymentPage && cart.cartStatusId !== ADDRESS_LOCKED_CART_STATUS;
}

export function canChangeTimeslot(isOnPaymentPage: boolean): boolean {
  return !isOnPaymentPage;
}

function setAddressService(answer: DeliveryDialogAnswer): DeliveryServiceId | undefined | null {
  if (answer === 'setAddress') return undefined;
  if (typeof answer === 'object' && answer.action === 'setAddress') return answer.deliveryServiceId;
  return null;
}

/**
 * spec §4 "Dialog flow", one step: the dialog to open after `request` answered `answer`, or null when the
 * flow ends. A timeslot dialog that asked for the address comes back once the address is chosen.
 */
export function nextDeliveryDialog(
  request: DeliveryDialogRequest,
  answer: DeliveryDialogAnswer,
  returnsToTimeslot: boolean,
): { next: DeliveryDialogRequest | null; returnsToTimeslot: boolean } {
  if (answer === 'cancel') return { next: null, returnsToTimeslot: false };
  const addressService = setAddressService(answer);
  if (addressService !== null && request.dialog !== 'address') {
    const next: DeliveryDialogRequest = addressService
      ? { dialog: 'address', deliveryServiceId: addressService }
      : { dialog: 'address' };
    return { next, returnsToTimeslot: returnsToTimeslot || request.dialog === 'timeslot' };
  }
  if (answer === 'setStore' && request.dialog === 'address') {
    return { next: { dialog: 'store' }, returnsToTimeslot };
  }
  if (request.dialog !== 'timeslot' && (answer === 'setTimeslot' || returnsToTimeslot)) {
    return { next: { dialog: 'timeslot' }, returnsToTimeslot: false };
  }
  return { next: null, returnsToTimeslot: false };
}

export function createDeliveryFlow(deps: DeliveryFlowDeps): DeliveryFlow {
  /** Runs dialogs from `first` until one ends the flow; false when the shopper closed one. */
  async function runDialogs(first: DeliveryDialogRequest): Promise<boolean> {
    let request: DeliveryDialogRequest | null = first;
    let returnsToTimeslot = false;
    while (request) {
      if (request.dialog !== 'timeslot' && !(await mayChangeAddress())) return false;
      if (request.dialog === 'timeslot' && !mayChangeTimeslot()) return false;
      const answer = await deps.openDialog(request);
      if (answer === 'cancel') return false;
      ({ next: request, returnsToTimeslot } = nextDeliveryDialog(request, answer, returnsToTimeslot));
    }
    return true;
  }

  async function mayChangeAddress(): Promise<boolean> {
    const cart = await deps.readCart();
    if (cart && canChangeAddress(cart, deps.isOnPaymentPage())) return true;
    deps.refuse('address');
    return false;
  }

  function mayChangeTimeslot(): boolean {
    if (canChangeTimeslot(deps.isOnPaymentPage())) return true;
    deps.refuse('timeslot');
    return false;
  }

  async function ensureLoggedIn(): Promise<boolean> {
    return deps.isLoggedIn() || deps.login();
  }

  /** spec §4: needAddress and needTimeslot open their dialog until satisfied. */
  async function satisfyNeeds(): Promise<boolean> {
    for (;;) {
      const cart = await deps.readCart();
      if (!cart) return false;
      const dialog = needsAddress(cart) ? 'address' : needsTimeslot(cart) ? 'timeslot' : undefined;
      if (!dialog) return true;
      if (!(await runDialogs({ dialog }))) return false;
    }
  }

  return {
    async ensureDeliveryReady() {
      return (await ensureLoggedIn()) && satisfyNeeds();
    },

    async changeAddress(deliveryServiceId) {
      if (!(await ensureLoggedIn())) return false;
      const request: DeliveryDialogRequest = deliveryServiceId
        ? { dialog: 'address', deliveryServiceId }
        : { dialog: 'address' };
      return (await runDialogs(request)) && satisfyNeeds();
    },

    async changeTimeslot() {
      if (!(await ensureLoggedIn())) return false;
      const cart = await deps.readCart();
      if (!cart) return false;
      return (await runDialogs({ dialog: needsAddress(cart) ? 'address' : 'timeslot' })) && satisfyNeeds();
    },
  };
}
