import type { DeliveryService } from '@spesa/shared/delivery/delivery-service.contract';
import type { Store } from '@spesa/shared/delivery/store.contract';
import { useStores } from '../api/get-stores';

/**
 * The chain's delivery services in the server's order. Each store lists the services it offers in that
 * order, but only those: the store offering the most of them gives the order, the others follow.
 */
export function deliveryServicesOf(stores: readonly Store[]): DeliveryService[] {
  const byCount = [...stores].sort((a, b) => b.deliveryServices.length - a.deliveryServices.length);
  const ordered = new Map<number, DeliveryService>();
  for (const store of byCount) {
    for (const service of store.deliveryServices) {
      if (!ordered.has(service.deliveryServiceId)) ordered.set(service.deliveryServiceId, service);
    }
  }
  return [...ordered.values()];
}

/** spec §2: the address selector shows a tab per delivery service flagged showTab. */
export function useDeliveryServices(): DeliveryService[] {
  const { data: stores } = useStores();
  return deliveryServicesOf(stores ?? []).filter((service) => service.showTab);
}
