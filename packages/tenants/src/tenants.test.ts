import { describe, expect, it } from 'vitest';
import {
  TENANT_CODES,
  tenantCodeSchema,
  tenantPublicConfigSchema,
  tenantSettingsSchema,
  tenantTextsSchema,
  tenantThemeSchema,
  type TenantCode,
} from '@spesa/shared/tenant/tenant-config.contract';
import { headroomPctInText, headroomPctOf } from '@spesa/shared/rules/pre-authorisation';
import { paymentTypeLabel } from '@spesa/shared/rules/order-status';
import { contrastRatio } from './contrast';
import type { TenantDefinition } from './tenant-definition';
import { getTenant, isTenantCode, TENANTS, toPublicConfig } from './tenants';

const AA = 4.5;
const INTERNAL_ROUTE = /^\/(page\/[a-z0-9-]+|faq|servizio-clienti|volantini|vantaggi)$/;

const byCode = TENANTS.map((tenant) => [tenant.code, tenant] as const);

function expectAllDifferent(pick: (tenant: TenantDefinition) => string | number): void {
  const values = TENANTS.map(pick);
  const duplicates = values.filter((value, index) => values.indexOf(value) !== index);
  expect(duplicates).toEqual([]);
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Removes the chain's own name, phone and punctuation so that texts differing only by those look identical. */
function withoutIdentity(text: string, tenant: TenantDefinition): string {
  const names = tenant.texts.brandName.split(/\s+/).filter((word) => word.length > 1);
  return text
    .replaceAll(tenant.texts.phone, '#')
    .replace(new RegExp(names.map(escapeRegExp).join('|'), 'gi'), '#')
    .replace(/[–—|:,.!?"“”«»-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const HTTPS_URL = /^https:\/\/((?:[a-z0-9-]+\.)+[a-z]{2,})(?:\/[a-z0-9/-]*)?$/;

// The package is typed without DOM or Node globals, so URL is parsed by pattern.
function registrableDomain(url: string): string {
  const host = HTTPS_URL.exec(url)?.[1] ?? '';
  return host.split('.').slice(-2).join('.');
}

function externalUrls(tenant: TenantDefinition): string[] {
  const hrefs = tenant.texts.footerColumns.flatMap((column) => column.links.map((link) => link.href));
  const urls = hrefs.filter((href) => href.startsWith('https://'));
  return tenant.settings.registrationUrl ? [...urls, tenant.settings.registrationUrl] : urls;
}

function isValidPartitaIva(digits: string): boolean {
  const sum = [...digits.slice(0, 10)].reduce((total, char, index) => {
    const digit = Number(char);
    if (index % 2 === 0) return total + digit;
    const doubled = digit * 2;
    return total + (doubled > 9 ? doubled - 9 : doubled);
  }, 0);
  return (10 - (sum % 10)) % 10 === Number(digits[10]);
}

const escapeXml = (text: string): string => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');

describe('tenant registry', () => {
  it('holds the 13 chains in the order of TENANT_CODES', () => {
    expect(TENANTS.map((tenant) => tenant.code)).toEqual([...TENANT_CODES]);
    expect(TENANTS).toHaveLength(13);
  });

  it.each(TENANT_CODES)('getTenant(%s) returns the chain with that code', (code) => {
    expect(getTenant(code).code).toBe(code);
  });

  it('getTenant rejects a code that is not a chain', () => {
    expect(() => getTenant('unknown' as TenantCode)).toThrow('Unknown tenant code');
  });

  it('isTenantCode accepts exactly the chain codes', () => {
    for (const code of TENANT_CODES) expect(isTenantCode(code)).toBe(true);
    for (const value of ['', 'Castoro', 'CTS', ' top', 'toString', '__proto__', 'constructor']) {
      expect(isTenantCode(value)).toBe(false);
    }
  });
});

describe.each(byCode)('%s', (_code, tenant) => {
  const { texts, settings, theme, region } = tenant;

  it('parses with the shared zod schemas', () => {
    expect(tenantCodeSchema.parse(tenant.code)).toBe(tenant.code);
    expect(tenantTextsSchema.strict().parse(texts)).toEqual(texts);
    expect(tenantSettingsSchema.strict().parse(settings)).toEqual(settings);
    expect(tenantThemeSchema.strict().parse(theme)).toEqual(theme);
  });

  it('turns into a public config without the inline logo', () => {
    const config = toPublicConfig(tenant, '1.2.0');
    expect(tenantPublicConfigSchema.parse(config)).toEqual(config);
    expect(config.theme.logoUrl).toBe('/logo.svg');
    expect(config.theme).not.toHaveProperty('logoSvg');
    expect(config.version).toBe('1.2.0');
    expect(tenant.theme.logoSvg.startsWith('<svg')).toBe(true);
  });

  it('has the fixed settings of spec §1 and §9', () => {
    expect(settings).toMatchObject({
      productPageSize: 24,
      ordersPageSize: 12,
      currency: 'EUR',
      locale: 'it',
      anonymousCart: false,
    });
    expect(settings.fidelityCardPrefix).toMatch(/^\d{3,4}$/);
    expect(settings.defaultStoreName).toContain(region.city);
  });

  it('names in its payment tooltip the pre-authorisation headroom it charges (spec §9)', () => {
    expect(settings.preAuthorisationHeadroomPct).toBeDefined();
    expect(headroomPctInText(texts.paymentTooltip)).toBe(headroomPctOf(settings));
  });

  it('sets a minimum order below its free-delivery threshold, for each delivery service', () => {
    for (const service of ['homeDelivery', 'pickUp'] as const) {
      const minimum = settings.minimumOrder[service];
      const free = settings.freeDeliveryFrom[service];
      expect(minimum).toBeGreaterThanOrEqual(0);
      if (free !== null) expect(free).toBeGreaterThan(minimum);
    }
  });

  it('offers the card and only payment types of spec §9', () => {
    expect(settings.paymentTypeIds).toContain(1);
    for (const id of settings.paymentTypeIds ?? []) expect(paymentTypeLabel(id)).toBeDefined();
  });

  it.each([
    ['primaryContrastText on primary', 'primaryContrastText', 'primary'],
    ['secondaryContrastText on secondary', 'secondaryContrastText', 'secondary'],
    ['headerText on headerBackground', 'headerText', 'headerBackground'],
    ['primary on background', 'primary', 'background'],
  ] as const)('meets WCAG AA for %s', (_label, foreground, background) => {
    expect(contrastRatio(theme[foreground], theme[background])).toBeGreaterThanOrEqual(AA);
  });

  it('meets WCAG AA for primary on white', () => {
    expect(contrastRatio(theme.primary, '#ffffff')).toBeGreaterThanOrEqual(AA);
  });

  it('has a safe, self-contained SVG logo', () => {
    const svg = theme.logoSvg;
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(svg).toContain('viewBox="0 0 200 48"');
    expect(svg).toContain('width="200"');
    expect(svg).toContain('height="48"');
    expect(svg).toContain(`<title>${escapeXml(texts.brandName)}</title>`);
    expect(svg).toMatch(/<text[\s>]/);
    expect(svg.toLowerCase()).not.toContain('<script');
    expect(svg).not.toMatch(/href\s*=/i);
    expect(svg).not.toMatch(/\son[a-z]+\s*=/i);
    expect(svg).not.toMatch(/<style|@import|url\(|<foreignObject|<image/i);
    expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;|#\d+;)/);
  });

  it('draws the logo name on the header colour with AA contrast', () => {
    const svg = theme.logoSvg;
    expect(svg).toContain(`<rect width="200" height="48" rx="8" fill="${theme.headerBackground}"/>`);
    const textFills = [...svg.matchAll(/<(?:text|tspan)\b[^>]*\bfill="(#[0-9a-f]{6})"/gi)].map(
      (match) => match[1],
    );
    expect(textFills.length).toBeGreaterThan(0);
    for (const fill of textFills) {
      expect(contrastRatio(fill ?? '', theme.headerBackground)).toBeGreaterThanOrEqual(AA);
    }
  });

  it('keeps SEO titles within 60 and descriptions within 160 characters', () => {
    const samples = { '{name}': 'Frutta e verdura', '{query}': 'mozzarella' };
    for (const [page, { title, description }] of Object.entries(texts.pages)) {
      const filled = title.replace(
        /\{name\}|\{query\}/g,
        (placeholder) => samples[placeholder as keyof typeof samples],
      );
      expect(title.length, `${page} title`).toBeLessThanOrEqual(60);
      expect(filled.length, `${page} title with a sample value`).toBeLessThanOrEqual(60);
      expect(description.length, `${page} description`).toBeGreaterThanOrEqual(50);
      expect(description.length, `${page} description`).toBeLessThanOrEqual(160);
      expect(description, `${page} description`).not.toMatch(/[{}]/);
    }
    expect(texts.pages.category.title).toContain('{name}');
    expect(texts.pages.search.title).toContain('{query}');
    for (const page of ['home', 'login', 'notFound'] as const) {
      expect(texts.pages[page].title).not.toMatch(/[{}]/);
    }
  });

  it('shows its toll-free phone in the contact line', () => {
    expect(texts.phone).toMatch(/^800 \d{3} \d{3}$/);
    expect(texts.contactLine).toContain(texts.phone);
  });

  it('has a legal footer with company form, home city and a well-formed VAT number', () => {
    expect(texts.legalFooter).toMatch(/S\.p\.A\.|S\.r\.l\./);
    expect(texts.legalFooter).toContain(region.city);
    expect(texts.legalFooter).not.toContain('©');
    const vat = /\b(\d{11})\b/.exec(texts.legalFooter)?.[1];
    expect(vat, 'P.IVA').toBeDefined();
    expect(isValidPartitaIva(vat ?? '')).toBe(true);
  });

  it('explains the 20% pre-authorisation on variable-weight goods', () => {
    expect(texts.paymentTooltip).toContain('20%');
    expect(texts.paymentTooltip).toMatch(/pes/i);
  });

  it('has 3 footer columns of 3 to 5 links to known routes or its own https site', () => {
    expect(texts.footerColumns).toHaveLength(3);
    for (const column of texts.footerColumns) {
      expect(column.links.length).toBeGreaterThanOrEqual(3);
      expect(column.links.length).toBeLessThanOrEqual(5);
      for (const { href } of column.links) {
        if (href.startsWith('https://')) expect(href).toMatch(HTTPS_URL);
        else expect(href).toMatch(INTERNAL_ROUTE);
      }
    }
    expect(new Set(externalUrls(tenant).map(registrableDomain)).size).toBeLessThanOrEqual(1);
  });

  it('has a real-looking home region in Italy', () => {
    expect(region.province).toMatch(/^[A-Z]{2}$/);
    expect(region.postalCode).toMatch(/^\d{5}$/);
    expect(region.latitude).toBeGreaterThan(35.4);
    expect(region.latitude).toBeLessThan(47.1);
    expect(region.longitude).toBeGreaterThan(6.6);
    expect(region.longitude).toBeLessThan(18.6);
  });
});

type FieldPick = readonly [field: string, pick: (tenant: TenantDefinition) => string | number];

const UNIQUE_FIELDS: readonly FieldPick[] = [
  ['brandName', (tenant) => tenant.texts.brandName],
  ['legalFooter', (tenant) => tenant.texts.legalFooter],
  ['privacyConsent', (tenant) => tenant.texts.privacyConsent],
  ['newsletterConsent', (tenant) => tenant.texts.newsletterConsent],
  ['paymentTooltip', (tenant) => tenant.texts.paymentTooltip],
  ['tagline', (tenant) => tenant.texts.tagline],
  ['linksMenuTitle', (tenant) => tenant.texts.linksMenuTitle],
  ['pages.home.title', (tenant) => tenant.texts.pages.home.title],
  ['phone', (tenant) => tenant.texts.phone],
  ['fidelityCardPrefix', (tenant) => tenant.settings.fidelityCardPrefix],
  ['companyId', (tenant) => tenant.settings.companyId],
  ['defaultStoreName', (tenant) => tenant.settings.defaultStoreName],
  ['primary colour', (tenant) => tenant.theme.primary],
  ['logo', (tenant) => tenant.theme.logoSvg],
  ['home city', (tenant) => tenant.region.city],
];

type TextPick = readonly [field: string, pick: (tenant: TenantDefinition) => string];

const SENTENCES: readonly TextPick[] = [
  ['contactLine', (tenant) => tenant.texts.contactLine],
  ['privacyConsent', (tenant) => tenant.texts.privacyConsent],
  ['newsletterConsent', (tenant) => tenant.texts.newsletterConsent],
  ['paymentTooltip', (tenant) => tenant.texts.paymentTooltip],
  ['tagline', (tenant) => tenant.texts.tagline],
  ...(['home', 'category', 'search', 'login', 'notFound'] as const).flatMap((page): TextPick[] => [
    [`pages.${page}.title`, (tenant) => tenant.texts.pages[page].title],
    [`pages.${page}.description`, (tenant) => tenant.texts.pages[page].description],
  ]),
];

describe('differences between chains', () => {
  it.each(UNIQUE_FIELDS)('%s is different for every chain', (_field, pick) => {
    expectAllDifferent(pick);
  });

  it.each(SENTENCES)('%s is not the same sentence with only the name or phone swapped', (_field, pick) => {
    expectAllDifferent((tenant) => withoutIdentity(pick(tenant), tenant).toLowerCase());
  });

  it('no fidelity card prefix is the start of another one', () => {
    const prefixes = TENANTS.map((tenant) => tenant.settings.fidelityCardPrefix);
    for (const a of prefixes) {
      for (const b of prefixes) {
        if (a !== b) expect(b.startsWith(a), `${a} / ${b}`).toBe(false);
      }
    }
  });

  it('each chain links to its own web domain', () => {
    const domains = TENANTS.map((tenant) => externalUrls(tenant).map(registrableDomain)[0] ?? tenant.code);
    expect(new Set(domains).size).toBe(TENANTS.length);
  });

  it('only ipercarni and sacoph send shoppers to an external registration page', () => {
    const external = TENANTS.filter((tenant) => !tenant.settings.registrationEnabled);
    expect(external.map((tenant) => tenant.code)).toEqual(['ipercarni', 'sacoph']);
    for (const tenant of external) {
      expect(tenant.settings.registrationUrl).toMatch(HTTPS_URL);
    }
    for (const tenant of TENANTS.filter((t) => t.settings.registrationEnabled)) {
      expect(tenant.settings.registrationUrl).toBeUndefined();
    }
  });

  it('only cts hides prices until login', () => {
    const hiding = TENANTS.filter((tenant) => tenant.settings.hidePricesUntilLogin);
    expect(hiding.map((tenant) => tenant.code)).toEqual(['cts']);
  });
});
