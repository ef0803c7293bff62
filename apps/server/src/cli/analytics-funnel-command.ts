import { getTenant, isTenantCode } from '@spesa/tenants/tenants';
import { centsToEuro } from '@spesa/shared/common/money';
import { addDays } from '../lib/italy/rome-time.js';
import type { AnalyticsService, FunnelDay } from '../modules/analytics/analytics.service.js';

export interface AnalyticsFunnelCommandIo {
  out(line: string): void;
  err(line: string): void;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DEFAULT_DAYS = 30;
const USAGE = 'Uso: analytics-funnel <tenant> [--from AAAA-MM-GG] [--to AAAA-MM-GG]';

const COLUMNS: { title: string; value: (day: FunnelDay) => number }[] = [
  { title: 'Visite', value: (d) => d.visits },
  { title: 'Prodotti visti', value: (d) => d.productViews },
  { title: 'Aggiunte al carrello', value: (d) => d.addsToCart },
  { title: 'Checkout', value: (d) => d.checkouts },
  { title: 'Acquisti', value: (d) => d.purchases },
];

const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });
const percent = new Intl.NumberFormat('it-IT', { style: 'percent', maximumFractionDigits: 1 });

function optionValue(args: readonly string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

/** The funnel's lines: one per day, then the totals with the conversion of visits into purchases. */
export function formatFunnel(days: readonly FunnelDay[]): string[] {
  const header = ['Giorno', ...COLUMNS.map((c) => c.title), 'Incasso'];
  const total: FunnelDay = {
    day: 'Totale',
    visits: 0,
    productViews: 0,
    addsToCart: 0,
    checkouts: 0,
    purchases: 0,
    revenueCents: 0,
  };
  for (const d of days) {
    total.visits += d.visits;
    total.productViews += d.productViews;
    total.addsToCart += d.addsToCart;
    total.checkouts += d.checkouts;
    total.purchases += d.purchases;
    total.revenueCents += d.revenueCents;
  }
  const rows = [...days, total].map((d) => [
    d.day,
    ...COLUMNS.map((c) => String(c.value(d))),
    euro.format(centsToEuro(d.revenueCents)),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  const conversion = total.visits > 0 ? percent.format(total.purchases / total.visits) : '–';
  return [line(header), ...rows.map(line), `Conversione visite → acquisti: ${conversion}`];
}

/**
 * `analytics-funnel <tenant> [--from YYYY-MM-DD] [--to YYYY-MM-DD]`: per day, the funnel of spec §1 from the
 * built-in first-party events (visits → product views → add to cart → checkout → purchase); by default the
 * last 30 days. Exit code 0 when printed, 2 on a usage error.
 */
export async function runAnalyticsFunnelCommand(
  args: readonly string[],
  analytics: Pick<AnalyticsService, 'funnel'>,
  today: string,
  io: AnalyticsFunnelCommandIo,
): Promise<number> {
  const tenantCode = args[0];
  const to = optionValue(args, '--to') ?? today;
  const from = optionValue(args, '--from') ?? addDays(to, -(DEFAULT_DAYS - 1));
  if (!tenantCode || !isTenantCode(tenantCode) || !DAY.test(from) || !DAY.test(to) || from > to) {
    io.err(USAGE);
    return 2;
  }
  const tenant = getTenant(tenantCode);
  if (tenant.settings.analytics.provider !== 'first-party') {
    io.err(
      `${tenant.texts.brandName} usa l'analisi "${tenant.settings.analytics.provider}": gli eventi non sono nel database.`,
    );
  }
  const days = await analytics.funnel(tenant.code, from, to);
  io.out(`${tenant.texts.brandName}: funnel dal ${from} al ${to}`);
  if (days.length === 0) {
    io.out('Nessun evento nel periodo.');
    return 0;
  }
  for (const line of formatFunnel(days)) io.out(line);
  return 0;
}
