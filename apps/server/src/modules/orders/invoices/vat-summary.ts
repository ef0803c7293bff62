/**
 * VAT of an invoice from gross amounts (prices shown to shoppers include VAT): per rate, the taxable amount is
 * round(gross × 100 / (100 + rate)) and the VAT is gross − taxable, so each rate's two amounts add up to its
 * gross to the cent. Amounts are integer cents.
 */

export interface GrossLine {
  vatPct: number;
  grossCents: number;
}

export interface VatRateSummary {
  vatPct: number;
  grossCents: number;
  taxableCents: number;
  vatCents: number;
}

export function taxableOf(grossCents: number, vatPct: number): number {
  return Math.round((grossCents * 100) / (100 + vatPct));
}

/** One row per rate present, highest rate first. */
export function summariseVat(lines: readonly GrossLine[]): VatRateSummary[] {
  const grossByRate = new Map<number, number>();
  for (const line of lines)
    grossByRate.set(line.vatPct, (grossByRate.get(line.vatPct) ?? 0) + line.grossCents);
  return [...grossByRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([vatPct, grossCents]) => {
      const taxableCents = taxableOf(grossCents, vatPct);
      return { vatPct, grossCents, taxableCents, vatCents: grossCents - taxableCents };
    });
}

/**
 * Each line's taxable amount, rounded per line and then corrected on the largest line of each rate so that the
 * lines of a rate add up exactly to the rate's taxable amount of summariseVat.
 */
export function lineTaxables(lines: readonly GrossLine[]): number[] {
  const taxables = lines.map((l) => taxableOf(l.grossCents, l.vatPct));
  for (const rate of summariseVat(lines)) {
    const indexes = lines.flatMap((l, i) => (l.vatPct === rate.vatPct ? [i] : []));
    const sum = indexes.reduce((s, i) => s + taxables[i]!, 0);
    const largest = indexes.reduce((a, b) =>
      Math.abs(lines[b]!.grossCents) > Math.abs(lines[a]!.grossCents) ? b : a,
    );
    taxables[largest]! += rate.taxableCents - sum;
  }
  return taxables;
}

/**
 * A discount spread over the rates in proportion to each rate's gross (largest remainder), so the discounted
 * goods keep their own rates: returns the cents taken from each rate, adding up to `discountCents`.
 */
export function spreadDiscount(lines: readonly GrossLine[], discountCents: number): GrossLine[] {
  const rates = summariseVat(lines).filter((r) => r.grossCents > 0);
  const total = rates.reduce((s, r) => s + r.grossCents, 0);
  if (discountCents <= 0 || total <= 0) return [];
  const shares = rates.map((r) => {
    const exact = (discountCents * r.grossCents) / total;
    return { vatPct: r.vatPct, cents: Math.floor(exact), rest: exact - Math.floor(exact) };
  });
  let left = discountCents - shares.reduce((s, x) => s + x.cents, 0);
  for (const share of [...shares].sort((a, b) => b.rest - a.rest)) {
    if (left <= 0) break;
    share.cents += 1;
    left -= 1;
  }
  return shares.filter((s) => s.cents > 0).map((s) => ({ vatPct: s.vatPct, grossCents: s.cents }));
}
