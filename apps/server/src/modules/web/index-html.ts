import type { TenantDefinition } from '@spesa/tenants/tenant-definition';
import { toPublicConfig } from '@spesa/tenants/tenants';
import { escapeHtml } from '../../lib/escape-html.js';

/** JSON inside <script type="application/json">: `<` is escaped so no text can close the element. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface PageMeta {
  title: string;
  description: string;
  canonicalUrl: string;
  /** Extra tags (Open Graph, JSON-LD) already escaped. */
  extraHead?: string;
}

/** Fills the markers of the built index.html with the tenant's look, texts and page metadata. */
export function renderIndexHtml(
  template: string,
  tenant: TenantDefinition,
  meta: PageMeta,
  version: string,
  contentUrl?: string,
  domainWhitelist?: readonly string[],
  placeSearch = false,
): string {
  const t = tenant.theme;
  const head = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<link rel="canonical" href="${escapeHtml(meta.canonicalUrl)}">`,
    `<meta name="theme-color" content="${t.headerBackground}">`,
    `<link rel="icon" href="/logo.svg" type="image/svg+xml">`,
    `<style id="spesa-theme">:root{--spesa-primary:${t.primary};--spesa-primary-contrast:${t.primaryContrastText};` +
      `--spesa-secondary:${t.secondary};--spesa-secondary-contrast:${t.secondaryContrastText};` +
      `--spesa-header-bg:${t.headerBackground};--spesa-header-text:${t.headerText};--spesa-background:${t.background}}</style>`,
    meta.extraHead ?? '',
  ].join('');
  const config = `<script type="application/json" id="spesa-config">${jsonForHtml(toPublicConfig(tenant, version, contentUrl, domainWhitelist, placeSearch))}</script>`;
  return template.replace('<!--spesa:head-->', head).replace('<!--spesa:config-->', config);
}
