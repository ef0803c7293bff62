import type { PlaceSuggestion } from '@spesa/shared/delivery/geocoding.contract';
import { apiClient } from '../../../lib/api-client';
import type { Point } from './get-nearby-stores';

/** GET /geocoding/reverse: the town at the shopper's position (the geolocate button). */
export async function getPlaceAt(point: Point): Promise<PlaceSuggestion | null> {
  const envelope = await apiClient.get<{ place: PlaceSuggestion | null }>('/geocoding/reverse', {
    query: { latitude: point.latitude, longitude: point.longitude },
  });
  return envelope.data.place;
}
