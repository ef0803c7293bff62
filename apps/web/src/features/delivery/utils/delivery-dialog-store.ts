import type { DeliveryServiceId } from '@spesa/shared/delivery/delivery-service.contract';
import { createStore, useStore } from '../../../lib/create-store';

export type DeliveryDialogName = 'address' | 'timeslot' | 'store';

export interface DeliveryDialogRequest {
  dialog: DeliveryDialogName;
  /** The address dialog opens on this service's tab. */
  deliveryServiceId?: DeliveryServiceId;
}

export interface SetAddressAnswer {
  action: 'setAddress';
  deliveryServiceId: DeliveryServiceId;
}

/**
 * spec §4 "Dialog flow": what a delivery dialog answers when it closes. `done` after a choice was saved,
 * `cancel` when the shopper closed it without one.
 */
export type DeliveryDialogAnswer =
  | 'done'
  | 'cancel'
  | 'setAddress'
  | SetAddressAnswer
  | 'setTimeslot'
  | 'setStore';

interface DeliveryDialogState {
  request: DeliveryDialogRequest | null;
  /** Changes at every opening, so a dialog starts afresh each time. */
  openingId: number;
}

export const deliveryDialogStore = createStore<DeliveryDialogState>({ request: null, openingId: 0 });

let resolveAnswer: ((answer: DeliveryDialogAnswer) => void) | null = null;

/** Opens a delivery dialog and resolves with its answer (ARCHITECTURE §7: the flow awaits each dialog). */
export function openDeliveryDialog(request: DeliveryDialogRequest): Promise<DeliveryDialogAnswer> {
  resolveAnswer?.('cancel');
  deliveryDialogStore.set((state) => ({ request, openingId: state.openingId + 1 }));
  return new Promise((resolve) => {
    resolveAnswer = resolve;
  });
}

export function answerDeliveryDialog(answer: DeliveryDialogAnswer): void {
  const resolve = resolveAnswer;
  resolveAnswer = null;
  deliveryDialogStore.set({ request: null });
  resolve?.(answer);
}

export function useDeliveryDialog(): DeliveryDialogState {
  return useStore(deliveryDialogStore, (state) => state);
}

export function useIsDeliveryDialogOpen(): boolean {
  return useStore(deliveryDialogStore, (state) => state.request !== null);
}
