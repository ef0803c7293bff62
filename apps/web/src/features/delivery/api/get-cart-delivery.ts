import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { AddressesData } from '@spesa/shared/delivery/address.contract';
import type { CartDelivery } from '@spesa/shared/delivery/cart-delivery.contract';
import { DELIVERY_SERVICE } from '@spesa/shared/delivery/delivery-service.contract';
import type { TimeslotListData } from '@spesa/shared/delivery/timeslot.contract';
import { ApiError, apiClient } from '../../../lib/api-client';

export const cartDeliveryQueryKey = ['delivery', 'cart'] as const;

/** The delivery calls answer the cart again after each change; a minute covers a shopper's tour of dialogs. */
const CART_DELIVERY_FRESH_MS = 60_000;

const NOTHING_CHOSEN: CartDelivery = {
  cartId: 0,
  cartStatusId: 0,
  deliveryServiceId: DELIVERY_SERVICE.PICK_UP,
  store: { storeId: 0 },
  warehouse: { warehouseId: 0 },
  shippingAddress: null,
  timeslot: null,
};

function isAddressRequired(error: unknown): boolean {
  return error instanceof ApiError && error.envelope?.response.errors?.[0]?.code === 'ADDRESS_REQUIRED';
}

/**
 * The cart's address and timeslot. The server reads the cart's delivery only inside its select calls and
 * the cart's own view; until that exists it is put together from the timeslot list (the cart's service,
 * warehouse and held slot) and the addresses of that service (the cart's is the shopper's default one).
 */
export async function getCartDelivery(signal?: AbortSignal): Promise<CartDelivery> {
  let list: TimeslotListData;
  try {
    list = (await apiClient.get<TimeslotListData>('/timeslot/list', { notify: false, signal })).data;
  } catch (error) {
    if (isAddressRequired(error)) return NOTHING_CHOSEN;
    throw error;
  }
  const { addresses } = (
    await apiClient.get<AddressesData>('/user-address/delivery-service-list', {
      query: { delivery_service_id: list.deliveryServiceId },
      notify: false,
      signal,
    })
  ).data;
  const address =
    addresses.find((a) => a.isDefault && a.warehouseId === list.warehouseId) ??
    addresses.find((a) => a.isDefault);
  const day = list.days.find((d) => d.timeslots.some((slot) => slot.selected));
  const slot = day?.timeslots.find((s) => s.selected);
  return {
    ...NOTHING_CHOSEN,
    deliveryServiceId: list.deliveryServiceId,
    store: { storeId: list.warehouseId },
    warehouse: { warehouseId: list.warehouseId },
    shippingAddress: address ? { ...address, autoAssigned: false } : null,
    timeslot:
      day && slot
        ? {
            date: day.dateIso,
            timeslotId: slot.timeslotId,
            beginTime: slot.beginTime,
            endTime: slot.endTime,
            name: slot.name,
            autoAssigned: false,
            holdExpiresAt: null,
          }
        : null,
  };
}

export const cartDeliveryQueryOptions = () =>
  queryOptions({
    queryKey: cartDeliveryQueryKey,
    queryFn: ({ signal }) => getCartDelivery(signal),
    staleTime: CART_DELIVERY_FRESH_MS,
  });

export function useCartDelivery(options: { enabled?: boolean } = {}) {
  return useQuery({ ...cartDeliveryQueryOptions(), enabled: options.enabled ?? true });
}

/** Every address, store and timeslot call answers the cart: it replaces what the screens show. */
export function setCartDelivery(queryClient: QueryClient, cart: CartDelivery): void {
  queryClient.setQueryData(cartDeliveryQueryKey, cart);
}
