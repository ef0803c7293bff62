import type { PlaceSuggestion } from '@spesa/shared/delivery/geocoding.contract';

export interface GeocodeQuery {
  address1: string;
  addressNumber: string;
  city: string;
  province: string;
  postalcode: string;
}

export interface GeocodedAddress {
  address1: string;
  addressNumber: string;
  city: string;
  /** Province sigla, e.g. `TN`. */
  province: string;
  postalcode: string;
  region: string;
  latitude: number | null;
  longitude: number | null;
  /** The provider confirmed the address as typed, as far as it can tell (the built-in one knows no streets). */
  validated: boolean;
}

/** ARCHITECTURE §6: geocoding behind an interface, with a built-in offline default. */
export interface Geocoder {
  readonly provider: 'builtin' | 'google';
  /**
   * Undefined when the address does not exist, or lies outside `region` when one is given; throws
   * GeocoderUnavailableError when the service fails.
   */
  geocode(
    query: GeocodeQuery,
    options?: { region?: string | undefined },
  ): Promise<GeocodedAddress | undefined>;
  reverse(point: { latitude: number; longitude: number }): Promise<GeocodedAddress | undefined>;
  /** Municipalities and postal codes for the address form; `region` restricts them (a tenant setting). */
  autocomplete(
    text: string,
    options: { region?: string | undefined; limit: number },
  ): Promise<PlaceSuggestion[]>;
}

export class GeocoderUnavailableError extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(`Geocoding unavailable: ${reason}`, options);
    this.name = 'GeocoderUnavailableError';
  }
}
