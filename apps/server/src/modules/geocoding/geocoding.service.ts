import { DEFAULT_ADDRESS_REGION, type TenantDefinition } from '@spesa/tenants/tenant-definition';
import { getTenant, isTenantCode } from '@spesa/tenants/tenants';
import type { PlaceSuggestion } from '@spesa/shared/delivery/geocoding.contract';
import { GEOCODING_UNAVAILABLE_MESSAGE } from '@spesa/shared/delivery/address.contract';
import { DomainError } from '../../lib/domain-error.js';
import {
  GeocoderUnavailableError,
  type GeocodedAddress,
  type GeocodeQuery,
  type Geocoder,
} from './geocoder.js';

const AUTOCOMPLETE_LIMIT = 10;

export interface GeocodingService {
  /** Throws the refused-action error GEOCODING_UNAVAILABLE when the provider fails. */
  /** Undefined when the address does not exist or lies outside the region of the chain `tenantCode`. */
  geocode(tenantCode: string, query: GeocodeQuery): Promise<GeocodedAddress | undefined>;
  autocomplete(tenant: TenantDefinition, text: string, limit?: number): Promise<PlaceSuggestion[]>;
  reverse(point: { latitude: number; longitude: number }): Promise<PlaceSuggestion | null>;
}

/** spec §5: geocoding is restricted to a region, a chain setting (Lombardia unless the chain names another). */
export function addressRegionOf(tenant: TenantDefinition | undefined): string {
  return tenant?.addressRegion ?? DEFAULT_ADDRESS_REGION;
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
    geocode(tenantCode, query) {
      const tenant = isTenantCode(tenantCode) ? getTenant(tenantCode) : undefined;
      return orUnavailable(geocoder.geocode(query, { region: addressRegionOf(tenant) }));
    },

    async autocomplete(tenant, text, limit = AUTOCOMPLETE_LIMIT) {
      if (!text.trim()) return [];
      return orUnavailable(geocoder.autocomplete(text, { region: addressRegionOf(tenant), limit }));
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
