// CLDR leaves four-digit amounts ungrouped in Italian; UX.md wants "1.234,56 €".
const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', useGrouping: 'always' });

/** UX.md: money always through Intl it-IT ("1.234,56 €"). */
export function formatMoney(amountEuro: number): string {
  return euro.format(amountEuro);
}
