import { DELIVERY_SERVICE } from '@spesa/shared/delivery/delivery-service.contract';
import type { Prng } from './prng.js';
import type { SeedStore } from './seed-catalogue.types.js';
import { STORE_PLACES, type StorePlace } from './store-places.js';

export interface StoreRegion {
  city: string;
  province: string;
  postalCode: string;
  latitude: number;
  longitude: number;
}

/** Street names found in almost every Italian town, so any tenant city reads plausibly. */
const STREETS = [
  'Via Roma',
  'Corso Giuseppe Garibaldi',
  'Via Giuseppe Mazzini',
  'Viale Europa',
  'Via Camillo Benso di Cavour',
  'Via XX Settembre',
  'Via Dante Alighieri',
  'Viale della Repubblica',
  'Via Vittorio Veneto',
  'Via della Libertà',
  'Via Giacomo Matteotti',
  'Corso Vittorio Emanuele II',
  'Via Alessandro Manzoni',
  'Viale dei Mille',
  'Via Aldo Moro',
];

const INDUSTRIAL_STREETS = [
  "Via dell'Industria",
  "Via dell'Artigianato",
  'Via del Lavoro',
  'Via dei Mestieri',
];

const AREA_CODES: Record<string, string> = {
  MI: '02',
  RM: '06',
  TO: '011',
  NA: '081',
  GE: '010',
  BO: '051',
  FI: '055',
  VE: '041',
  PD: '049',
  VR: '045',
  BS: '030',
  BG: '035',
  MB: '039',
  VA: '0332',
  CO: '031',
  TN: '0461',
  BZ: '0471',
  TS: '040',
  UD: '0432',
  BA: '080',
  PA: '091',
  CT: '095',
  CA: '070',
  PG: '075',
  AN: '071',
  PR: '0521',
  MO: '059',
  RE: '0522',
  PI: '050',
  LU: '0583',
  PE: '085',
};

const SHOP_HOURS = [
  'Lunedì–sabato 8:00–20:30; domenica 9:00–13:00',
  'Lunedì–sabato 7:30–21:00; domenica 8:30–20:00',
  'Lunedì–venerdì 8:30–20:00; sabato 8:00–20:00; domenica chiuso',
];

const WAREHOUSE_HOURS = 'Consegne a domicilio lunedì–sabato 8:00–21:00; domenica 9:00–13:00';

function shuffled<T>(items: readonly T[], prng: Prng): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = prng.int(0, i);
    const a = copy[i] as T;
    copy[i] = copy[j] as T;
    copy[j] = a;
  }
  return copy;
}

const round6 = (value: number): number => Math.round(value * 1e6) / 1e6;

/** Where the stores of a region without own addresses stand: common streets near the city's centre. */
function genericPlaces(region: StoreRegion, prng: Prng): { shops: StorePlace[]; warehouse: StorePlace } {
  const streets = shuffled(STREETS, prng);
  const place = (street: string, number: number, maxOffset: number): StorePlace => ({
    city: region.city,
    street,
    number: String(number),
    postalCode: region.postalCode,
    latitude: round6(region.latitude + (prng.next() * 2 - 1) * maxOffset),
    longitude: round6(region.longitude + (prng.next() * 2 - 1) * maxOffset),
  });
  const shops = [0, 1, 2].map((index) => place(streets[index] ?? 'Via Roma', prng.int(1, 180), 0.02));
  return { shops, warehouse: place(prng.pick(INDUSTRIAL_STREETS), prng.int(1, 60), 0.05) };
}

/**
 * Three shops (pick-up, one also home delivery) and one warehouse for home delivery: at the chain's own
 * addresses in and around its city (store-places.ts), else on common streets near the city's centre.
 */
export function generateStores(region: StoreRegion, prng: Prng): SeedStore[] {
  const places = STORE_PLACES[region.province.toUpperCase()] ?? genericPlaces(region, prng);
  const areaCode = AREA_CODES[region.province.toUpperCase()] ?? `0${prng.int(300, 999)}`;
  const phone = (): string => `${areaCode} ${prng.int(1000000, 9999999)}`;
  const addressOf = (place: StorePlace) => ({
    address1: place.street,
    addressNumber: place.number,
    city: place.city,
    province: region.province,
    postalCode: place.postalCode,
    latitude: place.latitude,
    longitude: place.longitude,
  });
  const shop = (index: number, deliveryServiceIds: number[]): SeedStore => {
    const place = places.shops[index]!;
    return {
      code: `PV${String(index + 1).padStart(3, '0')}`,
      name: `${place.city} ${place.street}`,
      ...addressOf(place),
      phone: phone(),
      deliveryServiceIds,
      isWarehouse: false,
      openingHours: prng.pick(SHOP_HOURS),
    };
  };
  return [
    shop(0, [DELIVERY_SERVICE.PICK_UP, DELIVERY_SERVICE.HOME_DELIVERY]),
    shop(1, [DELIVERY_SERVICE.PICK_UP]),
    shop(2, [DELIVERY_SERVICE.PICK_UP]),
    {
      code: 'CE001',
      name: `Centro consegne ${region.city}`,
      ...addressOf(places.warehouse),
      phone: phone(),
      deliveryServiceIds: [DELIVERY_SERVICE.HOME_DELIVERY],
      isWarehouse: true,
      openingHours: WAREHOUSE_HOURS,
    },
  ];
}
