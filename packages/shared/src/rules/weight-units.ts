/** spec §5: weight units relative to kg (and volume units relative to l). */
const UNITS_PER_BASE: Record<string, { ratio: number; family: 'mass' | 'volume' | 'piece' }> = {
  G: { ratio: 1000, family: 'mass' },
  GR: { ratio: 1000, family: 'mass' },
  KG: { ratio: 1, family: 'mass' },
  HG: { ratio: 10, family: 'mass' },
  DAG: { ratio: 100, family: 'mass' },
  ML: { ratio: 1000, family: 'volume' },
  CL: { ratio: 100, family: 'volume' },
  LT: { ratio: 1, family: 'volume' },
  L: { ratio: 1, family: 'volume' },
  PZ: { ratio: 1, family: 'piece' },
};

const DISPLAY_UNIT = { mass: 'kg', volume: 'l', piece: 'pz' } as const;

export function unitRatio(unit: string): number | undefined {
  return UNITS_PER_BASE[unit.trim().toUpperCase()]?.ratio;
}

export function unitFamily(unit: string): 'mass' | 'volume' | 'piece' | undefined {
  return UNITS_PER_BASE[unit.trim().toUpperCase()]?.family;
}

export interface UnitPrice {
  /** Price per base unit, in cents, rounded half up. */
  cents: number;
  /** "kg", "l" or "pz". */
  unit: string;
}

/**
 * spec §5: price per unit = price × ratio of units / selling weight.
 * `baseUnit` defaults to the base of the selling unit's family (kg for mass, l for volume).
 */
export function unitPrice(
  priceCents: number,
  weightSelling: number,
  sellingUnit: string,
  baseUnit?: string,
): UnitPrice | undefined {
  const family = unitFamily(sellingUnit);
  const sellingRatio = unitRatio(sellingUnit);
  if (!family || sellingRatio === undefined || !(weightSelling > 0) || !Number.isFinite(priceCents))
    return undefined;
  const base =
    baseUnit && unitFamily(baseUnit) === family
      ? baseUnit
      : family === 'mass'
        ? 'KG'
        : family === 'volume'
          ? 'L'
          : 'PZ';
  const baseRatio = unitRatio(base) ?? 1;
  const cents = Math.round((priceCents * (sellingRatio / baseRatio)) / weightSelling);
  const displayBase = base.toUpperCase();
  const unit =
    displayBase === 'KG' || displayBase === 'L' || displayBase === 'LT' || displayBase === 'PZ'
      ? DISPLAY_UNIT[family]
      : base.toLowerCase();
  return { cents, unit };
}
