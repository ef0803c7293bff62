import type { GeocodedAddress, GeocodeQuery, Geocoder } from './geocoder.js';
import { GeocoderUnavailableError } from './geocoder.js';

interface GoogleComponent {
  long_name: string;
  short_name: string;
  types: string[];
}

interface GoogleResult {
  address_components: GoogleComponent[];
  geometry: { location: { lat: number; lng: number }; location_type?: string };
}

interface GoogleAnswer {
  status: string;
  results?: GoogleResult[];
  error_message?: string;
}

export interface GoogleGeocoderOptions {
  apiKey: string;
  timeoutMs: number;
  /** Answers autocomplete: on the web the Places widget talks to Google directly with the browser key. */
  fallback: Geocoder;
  fetch?: typeof fetch;
  baseUrl?: string;
}

function component(result: GoogleResult, type: string, short = false): string {
  const found = result.address_components.find((c) => c.types.includes(type));
  return (short ? found?.short_name : found?.long_name) ?? '';
}

function toAddress(result: GoogleResult, query?: GeocodeQuery): GeocodedAddress {
  const streetNumber = component(result, 'street_number');
  const precise = ['ROOFTOP', 'RANGE_INTERPOLATED'].includes(result.geometry.location_type ?? '');
  return {
    address1: component(result, 'route') || (query?.address1.trim() ?? ''),
    addressNumber: streetNumber || (query?.addressNumber.trim() ?? ''),
    city: component(result, 'locality') || component(result, 'administrative_area_level_3'),
    province: component(result, 'administrative_area_level_2', true),
    postalcode: component(result, 'postal_code') || (query?.postalcode.trim() ?? ''),
    region: component(result, 'administrative_area_level_1'),
    latitude: result.geometry.location.lat,
    longitude: result.geometry.location.lng,
    validated: precise && streetNumber !== '',
  };
}

/** Google Geocoding API on the server, restricted to Italy; a slow or failing Google is "unavailable". */
export function createGoogleGeocoder(options: GoogleGeocoderOptions): Geocoder {
  const doFetch = options.fetch ?? fetch;
  const baseUrl = options.baseUrl ?? 'https://maps.googleapis.com/maps/api/geocode/json';

  async function call(params: Record<string, string>): Promise<GoogleResult | undefined> {
    const url = new URL(baseUrl);
    for (const [key, value] of Object.entries({
      ...params,
      language: 'it',
      region: 'it',
      key: options.apiKey,
    })) {
      url.searchParams.set(key, value);
    }
    let answer: GoogleAnswer;
    try {
      const response = await doFetch(url, { signal: AbortSignal.timeout(options.timeoutMs) });
      if (!response.ok) throw new GeocoderUnavailableError(`HTTP ${response.status}`);
      answer = (await response.json()) as GoogleAnswer;
    } catch (error) {
      if (error instanceof GeocoderUnavailableError) throw error;
      throw new GeocoderUnavailableError('request failed', { cause: error });
    }
    if (answer.status === 'ZERO_RESULTS') return undefined;
    if (answer.status !== 'OK') throw new GeocoderUnavailableError(answer.status);
    return answer.results?.[0];
  }

  return {
    provider: 'google',

    async geocode(query, geocodeOptions) {
      const street = [query.address1, query.addressNumber]
        .map((s) => s.trim())
        .filter(Boolean)
        .join(' ');
      const place = [query.postalcode, query.city, query.province]
        .map((s) => s.trim())
        .filter(Boolean)
        .join(' ');
      const components = [
        'country:IT',
        ...(query.postalcode.trim() ? [`postal_code:${query.postalcode.trim()}`] : []),
        ...(geocodeOptions?.region ? [`administrative_area:${geocodeOptions.region}`] : []),
      ];
      const result = await call({
        address: [street, place].filter(Boolean).join(', '),
        components: components.join('|'),
      });
      return result && toAddress(result, query);
    },

    async reverse(point) {
      const result = await call({ latlng: `${point.latitude},${point.longitude}` });
      return result && toAddress(result);
    },

    autocomplete(text, autocompleteOptions) {
      return options.fallback.autocomplete(text, autocompleteOptions);
    },
  };
}
