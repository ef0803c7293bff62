import type { TenantPublicConfig } from '@spesa/shared/tenant/tenant-config.contract';
import type { TenantDefinition } from '@spesa/tenants/tenant-definition';
import { escapeHtml } from '../../lib/escape-html.js';
import type { ServerRender } from './server-render.js';

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

/** The skeleton the built index.html shows in #root until the app has rendered, between two markers. */
const ROOT_ELEMENT = /<div id="root">\s*<!--spesa:root-->[\s\S]*?<!--\/spesa:root-->\s*<\/div>/;

/** The built index.html's module script and preloads, which a page's own start replaces. */
const ENTRY_TAGS = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;

/**
 * How a server-rendered page loads its code (page-start.ts): tags for its head. When there are any, they load the
 * app's entry themselves and the template's are left out.
 */
export interface PageStartTags {
  head: string;
}

/**
 * The page's first HTML in place of the skeleton, its styles and the start of its code in the head, and its
 * state for the hydration.
 */
function withServerRender(
  html: string,
  render: Extract<ServerRender, { kind: 'page' }>,
  start: PageStartTags,
): string {
  if (!ROOT_ELEMENT.test(html)) return html;
  const state = `<script type="application/json" id="spesa-ssr">${jsonForHtml(render.state)}</script>`;
  return (start.head ? html.replace(ENTRY_TAGS, '') : html)
    .replace(ROOT_ELEMENT, () => `<div id="root">${render.html}</div>`)
    .replace('</head>', () => `${start.head}${render.styles}</head>`)
    .replace('</body>', () => `${state}</body>`);
}

/**
 * Fills the markers of the built index.html with the tenant's look, texts, page metadata and public config,
 * and with the page's server render when there is one.
 */
export function renderIndexHtml(
  template: string,
  tenant: TenantDefinition,
  meta: PageMeta,
  config: TenantPublicConfig,
  render?: ServerRender | null,
  /** How the rendered page loads its code (page-start.ts). */
  start: PageStartTags = { head: '' },
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
  const configTag = `<script type="application/json" id="spesa-config">${jsonForHtml(config)}</script>`;
  const html = template.replace('<!--spesa:head-->', head).replace('<!--spesa:config-->', configTag);
  return render?.kind === 'page' ? withServerRender(html, render, start) : html;
}
