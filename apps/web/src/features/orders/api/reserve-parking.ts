import type { Envelope } from '@spesa/shared/common/envelope.contract';
import type { parkingReservationDataSchema } from '@spesa/shared/orders/order.contract';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';

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
