import { formatEuro } from '@spesa/shared/common/money';
import { PAYMENT_TYPE_LABELS } from '@spesa/shared/rules/order-status';
import type { TenantDefinition } from '@spesa/tenants/tenant-definition';
import { escapeHtml } from '../../../lib/escape-html.js';

/** What the content templates say about a chain, read from its definition (packages/tenants). */
export interface ChainFacts {
  code: string;
  brand: string;
  company: string;
  seat: string;
  vat: string;
  phone: string;
  contactLine: string;
  city: string;
  province: string;
  cardName: string;
  site: string;
  serviceEmail: string;
  privacyEmail: string;
  defaultStore: string;
  headroomPct: number;
  paymentLabels: string[];
  hidePrices: boolean;
  /** spec §1: the chain's analytics setting, named in its cookie policy. */
  analytics: TenantDefinition['settings']['analytics'];
  /** spec §7: the chain's human check, named in its cookie policy. */
  humanCheck: TenantDefinition['settings']['humanCheck']['provider'];
  /** The chain's minimum order for home delivery, as text ('30 €'); null for none. */
  minimumHomeOrder: string | null;
  /** The goods total from which home delivery is free, as text ('80 €'); null when it never is. */
  freeHomeDeliveryFrom: string | null;
}

/** Text to put in HTML. */
export const h = escapeHtml;

export function chainFacts(tenant: TenantDefinition): ChainFacts {
  const parts = tenant.texts.legalFooter.split(' – ').map((p) => p.trim());
  const external = tenant.texts.footerColumns
    .flatMap((c) => c.links)
    .map((l) => l.href)
    .find((href) => href.startsWith('https://'));
  const site = external ? new URL(external).host : `www.${tenant.code}.it`;
  const domain = site.replace(/^www\./, '');
  const cardLabel = tenant.texts.footerColumns
    .flatMap((c) => c.links)
    .map((l) => /Carta\s.+$/.exec(l.label)?.[0])
    .find(Boolean);
  return {
    code: tenant.code,
    brand: tenant.texts.brandName,
    company: parts[0] ?? tenant.texts.brandName,
    seat: (parts[1] ?? tenant.region.city).replace(/^sede legale\s+/i, ''),
    vat: parts.find((p) => /IVA/i.test(p)) ?? '',
    phone: tenant.texts.phone,
    contactLine: tenant.texts.contactLine,
    city: tenant.region.city,
    province: tenant.region.province,
    cardName: cardLabel ?? `Carta ${tenant.texts.brandName}`,
    site,
    serviceEmail: `servizioclienti@${domain}`,
    privacyEmail: `privacy@${domain}`,
    defaultStore: tenant.settings.defaultStoreName,
    headroomPct: tenant.settings.preAuthorisationHeadroomPct ?? 20,
    paymentLabels: (tenant.settings.paymentTypeIds ?? [1, 2]).map(
      (id) => PAYMENT_TYPE_LABELS[id] ?? `Tipo ${id}`,
    ),
    hidePrices: tenant.settings.hidePricesUntilLogin,
    analytics: tenant.settings.analytics,
    humanCheck: tenant.settings.humanCheck.provider,
    minimumHomeOrder: euroText(tenant.settings.minimumOrder.homeDelivery || null),
    freeHomeDeliveryFrom: euroText(tenant.settings.freeDeliveryFrom.homeDelivery),
  };
}

/** '30 €', '12,50 €'; null stays null. */
function euroText(euro: number | null): string | null {
  if (euro === null) return null;
  return Number.isInteger(euro) ? `${euro} €` : formatEuro(euro);
}

/** "a, b e c" */
export function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} e ${items[items.length - 1]}`;
}
