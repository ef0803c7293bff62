import { DELIVERY_SERVICE } from '@spesa/shared/delivery/delivery-service.contract';
import type { Prng } from './prng.js';
import type { SeedStore } from './seed-catalogue.types.js';

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

/** Three shops (pick-up, one also home delivery) and one warehouse for home delivery around the city. */
export function generateStores(region: StoreRegion, prng: Prng): SeedStore[] {
  const streets = shuffled(STREETS, prng);
  const areaCode = AREA_CODES[region.province.toUpperCase()] ?? `0${prng.int(300, 999)}`;
  const phone = (): string => `${areaCode} ${prng.int(1000000, 9999999)}`;
  const near = (maxOffset: number): { latitude: number; longitude: number } => ({
    latitude: round6(region.latitude + (prng.next() * 2 - 1) * maxOffset),
    longitude: round6(region.longitude + (prng.next() * 2 - 1) * maxOffset),
  });
  const shop = (index: number, deliveryServiceIds: number[]): SeedStore => {
    const street = streets[index] ?? 'Via Roma';
    return {
      code: `PV${String(index + 1).padStart(3, '0')}`,
      name: `${region.city} ${street}`,
      address1: street,
      addressNumber: String(prng.int(1, 180)),
      city: region.city,
      province: region.province,
      postalCode: region.postalCode,
      ...near(0.02),
      phone: phone(),
      deliveryServiceIds,
      isWarehouse: false,
      openingHours: prng.pick(SHOP_HOURS),
    };
  };
  const warehouseStreet = prng.pick(INDUSTRIAL_STREETS);
  return [
    shop(0, [DELIVERY_SERVICE.PICK_UP, DELIVERY_SERVICE.HOME_DELIVERY]),
    shop(1, [DELIVERY_SERVICE.PICK_UP]),
    shop(2, [DELIVERY_SERVICE.PICK_UP]),
    {
      code: 'CE001',
      name: `Centro consegne ${region.city}`,
      address1: warehouseStreet,
      addressNumber: String(prng.int(1, 60)),
      city: region.city,
      province: region.province,
      postalCode: region.postalCode,
      ...near(0.05),
      phone: phone(),
      deliveryServiceIds: [DELIVERY_SERVICE.HOME_DELIVERY],
      isWarehouse: true,
      openingHours: WAREHOUSE_HOURS,
    },
  ];
}
