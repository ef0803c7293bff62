import type { TenantDefinition } from '@spesa/tenants/tenant-definition';
import type { PlaceSuggestion } from '@spesa/shared/delivery/geocoding.contract';
import { GEOCODING_UNAVAILABLE_MESSAGE } from '@spesa/shared/delivery/address.contract';
import { DomainError } from '../../lib/domain-error.js';
import { findMunicipality } from '../../lib/italy/municipalities.js';
import {
  GeocoderUnavailableError,
  type GeocodedAddress,
  type GeocodeQuery,
  type Geocoder,
} from './geocoder.js';

const AUTOCOMPLETE_LIMIT = 10;

export interface GeocodingService {
  /** Throws the refused-action error GEOCODING_UNAVAILABLE when the provider fails. */
  geocode(query: GeocodeQuery): Promise<GeocodedAddress | undefined>;
  autocomplete(tenant: TenantDefinition, text: string, limit?: number): Promise<PlaceSuggestion[]>;
  reverse(point: { latitude: number; longitude: number }): Promise<PlaceSuggestion | null>;
}

/**
 * spec §5: geocoding is restricted to a region (Lombardia in the original). Each chain's region here is
 * the one of its home city.
 */
function regionOf(tenant: TenantDefinition): string | undefined {
  return findMunicipality(tenant.region.city, tenant.region.province)?.region;
}

async function orUnavailable<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof GeocoderUnavailableError) {
      throw new DomainError('GEOCODING_UNAVAILABLE', GEOCODING_UNAVAILABLE_MESSAGE);
    }
    throw error;
  }
}

export function createGeocodingService(deps: { geocoder: Geocoder }): GeocodingService {
  const { geocoder } = deps;
  return {
    geocode: (query) => orUnavailable(geocoder.geocode(query)),

    async autocomplete(tenant, text, limit = AUTOCOMPLETE_LIMIT) {
      if (!text.trim()) return [];
      return orUnavailable(geocoder.autocomplete(text, { region: regionOf(tenant), limit }));
    },

    async reverse(point) {
      const found = await orUnavailable(geocoder.reverse(point));
      if (!found) return null;
      return {
        description: [found.address1, found.addressNumber, `${found.postalcode} ${found.city}`.trim()]
          .filter(Boolean)
          .join(' '),
        city: found.city,
        province: found.province,
        postalcode: found.postalcode,
        postalcodes: found.postalcode ? [found.postalcode] : [],
        region: found.region,
        latitude: found.latitude,
        longitude: found.longitude,
      };
    },
  };
}
