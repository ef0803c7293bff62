import type { Envelope } from '@spesa/shared/common/envelope.contract';
import type { Order, parkingReservationDataSchema } from '@spesa/shared/orders/order.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { orderQueryOptions } from './get-order';
import { orderActionMutationKey } from './get-orders';

type ParkingReservationData = z.infer<typeof parkingReservationDataSchema>;

/** spec §7: POST /order/reserve; spec §8 reads its three outcomes from the envelope. */
export async function reserveParking(
  orderId: number,
  distanceM?: number,
): Promise<Envelope<ParkingReservationData>> {
  return apiClient.postJson<ParkingReservationData>(
    '/order/reserve',
    {},
    { query: { order_id: orderId, distance: distanceM }, notify: false },
  );
}

/** The caller shows the spec §8 outcome in place; the reservation goes into the order. */
export function useReserveParking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: orderActionMutationKey,
    mutationFn: ({ orderId, distanceM }: { orderId: number; distanceM?: number }) =>
      reserveParking(orderId, distanceM),
    onSuccess: (envelope, { orderId }) => {
      const reservation = envelope.data.reservation;
      if (!reservation) return;
      queryClient.setQueryData<Order>(orderQueryOptions(orderId).queryKey, (order) =>
        order ? { ...order, parkingReservation: reservation } : order,
      );
    },
  });
}
