export type SellingUnit = 'GR' | 'KG' | 'ML' | 'CL' | 'LT' | 'PZ';

export type PackFormat =
  | { kind: 'weighed' }
  | { kind: 'single'; amount: number; unit: SellingUnit; baseUnit: 'KG' | 'LT' | 'PZ' }
  | { kind: 'multipack'; count: number; amount: number; unit: SellingUnit; baseUnit: 'KG' | 'LT' | 'PZ' };

const MEASURES: Record<string, { unit: SellingUnit; baseUnit: 'KG' | 'LT' | 'PZ' }> = {
  g: { unit: 'GR', baseUnit: 'KG' },
  kg: { unit: 'KG', baseUnit: 'KG' },
  ml: { unit: 'ML', baseUnit: 'LT' },
  cl: { unit: 'CL', baseUnit: 'LT' },
  l: { unit: 'LT', baseUnit: 'LT' },
};

const PIECE_WORDS = new Set(['pz', 'uova', 'rotoli', 'capsule', 'bustine', 'filtri', 'lavaggi', 'pacchetti']);

const toNumber = (text: string): number => Number(text.replace(',', '.'));

/** Reads the pack formats used in the templates: "al kg", "500 g", "1,5 l", "6 uova", "6 x 1,5 l". */
export function parsePackFormat(label: string): PackFormat {
  if (label === 'al kg') return { kind: 'weighed' };
  const multi = /^(\d+) x (\d+(?:,\d+)?) (g|kg|ml|cl|l)$/.exec(label);
  if (multi) {
    const measure = MEASURES[multi[3] ?? ''];
    if (measure)
      return { kind: 'multipack', count: Number(multi[1]), amount: toNumber(multi[2] ?? ''), ...measure };
  }
  const single = /^(\d+(?:,\d+)?) (g|kg|ml|cl|l)$/.exec(label);
  if (single) {
    const measure = MEASURES[single[2] ?? ''];
    if (measure) return { kind: 'single', amount: toNumber(single[1] ?? ''), ...measure };
  }
  const pieces = /^(\d+) ([a-z]+)$/.exec(label);
  if (pieces && PIECE_WORDS.has(pieces[2] ?? '')) {
    return { kind: 'single', amount: Number(pieces[1]), unit: 'PZ', baseUnit: 'PZ' };
  }
  throw new Error(`Unknown pack format "${label}"`);
}

/** productInfos carry numbers as strings with a dot, without float noise ("1.5", "9", "0.25"). */
export function formatAmount(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}
