/** Money travels as euro numbers with 2 decimals; inside the server it is integer cents (ARCHITECTURE §4). */
export function centsToEuro(cents: number): number {
  return Math.round(cents) / 100;
}

export function euroToCents(euro: number): number {
  return Math.round(euro * 100);
}

const EURO = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });

/** "1.234,56 €" */
export function formatEuro(euro: number): string {
  return EURO.format(euro);
}
