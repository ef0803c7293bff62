import type { TenantDefinition } from '@spesa/tenants/tenant-definition';
import { FLYER_ITEMS_PER_PAGE, FLYER_PAGE_SIZE, type FlyerItem } from '../../lib/content-acf.js';
import { escapeHtml } from '../../lib/escape-html.js';
import type { SnapshotPost } from './content-snapshot.js';

function euro(cents: number): string {
  return `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')} €`;
}

function flyerItems(post: SnapshotPost): FlyerItem[] {
  const items = post.row.acf.flyer_items;
  return Array.isArray(items) ? (items as FlyerItem[]) : [];
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.slice(0, 3);
}

function svg(width: number, height: number, label: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeHtml(label)}">` +
    `<style>text{font-family:Arial,Helvetica,sans-serif}</style>${body}</svg>`
  );
}

/** One page of a flyer as a picture: the chain's colours, the dates and four offers with their prices. */
export function flyerPageSvg(
  tenant: TenantDefinition,
  post: SnapshotPost,
  pageNumber: number,
): string | undefined {
  const items = flyerItems(post);
  const pages = Math.max(1, Math.ceil(items.length / FLYER_ITEMS_PER_PAGE));
  if (pageNumber < 1 || pageNumber > pages) return undefined;
  const t = tenant.theme;
  const { width, height } = FLYER_PAGE_SIZE;
  const acf = post.row.acf;
  const dates =
    typeof acf.validity_text === 'string'
      ? acf.validity_text
      : `${String(acf.valid_from)} – ${String(acf.valid_to)}`;
  const header =
    `<rect width="${width}" height="${height}" fill="${t.background}"/>` +
    `<rect width="${width}" height="190" fill="${t.primary}"/>` +
    `<text x="40" y="70" font-size="30" font-weight="700" fill="${t.primaryContrastText}">${escapeHtml(tenant.texts.brandName)}</text>` +
    `<text x="40" y="122" font-size="38" font-weight="700" fill="${t.primaryContrastText}">${escapeHtml(post.row.title)}</text>` +
    `<text x="40" y="166" font-size="22" fill="${t.primaryContrastText}">${escapeHtml(dates)}</text>` +
    `<text x="${width - 40}" y="166" font-size="20" text-anchor="end" fill="${t.primaryContrastText}">pagina ${pageNumber} di ${pages}</text>`;
  const cards = items
    .slice((pageNumber - 1) * FLYER_ITEMS_PER_PAGE, pageNumber * FLYER_ITEMS_PER_PAGE)
    .map((item, index) => {
      const x = 40 + (index % 2) * 370;
      const y = 220 + Math.floor(index / 2) * 440;
      const name = wrap(item.name, 24)
        .map(
          (line, i) =>
            `<text x="${x + 20}" y="${y + 60 + i * 30}" font-size="24" font-weight="700" fill="#222222">${escapeHtml(line)}</text>`,
        )
        .join('');
      const old =
        item.standard_price_cents && item.standard_price_cents > item.price_cents
          ? `<text x="${x + 20}" y="${y + 300}" font-size="24" fill="#666666" text-decoration="line-through">${euro(item.standard_price_cents)}</text>` +
            `<rect x="${x + 220}" y="${y + 20}" width="110" height="44" rx="22" fill="${t.secondary}"/>` +
            `<text x="${x + 275}" y="${y + 50}" font-size="22" font-weight="700" text-anchor="middle" fill="${t.secondaryContrastText}">-${Math.round((1 - item.price_cents / item.standard_price_cents) * 100)}%</text>`
          : '';
      return (
        `<rect x="${x}" y="${y}" width="350" height="410" rx="16" fill="#ffffff" stroke="${t.primary}" stroke-width="3"/>` +
        name +
        `<text x="${x + 20}" y="${y + 170}" font-size="20" fill="#444444">${escapeHtml(item.brand)}</text>` +
        `<text x="${x + 20}" y="${y + 200}" font-size="20" fill="#444444">${escapeHtml(item.pack)}</text>` +
        old +
        `<text x="${x + 20}" y="${y + 370}" font-size="54" font-weight="700" fill="${t.primary}">${euro(item.price_cents)}</text>`
      );
    })
    .join('');
  const footer = `<text x="${width / 2}" y="${height - 30}" font-size="16" text-anchor="middle" fill="#555555">Offerte valide nei negozi aderenti e sulla spesa online, fino a esaurimento scorte.</text>`;
  return svg(width, height, `${post.row.title}, pagina ${pageNumber}`, header + cards + footer);
}

/** A banner for a slide: its title and subtitle on the chain's colours. */
export function slideSvg(tenant: TenantDefinition, post: SnapshotPost, mobile: boolean): string {
  const t = tenant.theme;
  // The sizes of the home banners (ProposalImage), so a slide takes their place without a shift.
  const [width, height] = mobile ? [800, 600] : [1600, 400];
  const subtitle = typeof post.row.acf.subtitle === 'string' ? post.row.acf.subtitle : '';
  const titleLines = wrap(post.row.title, mobile ? 22 : 40);
  const body =
    `<rect width="${width}" height="${height}" fill="${t.primary}"/>` +
    `<circle cx="${width - 60}" cy="${height / 2}" r="${height * 0.55}" fill="${t.secondary}" opacity="0.9"/>` +
    titleLines
      .map(
        (line, i) =>
          `<text x="48" y="${110 + i * 62}" font-size="52" font-weight="700" fill="${t.primaryContrastText}">${escapeHtml(line)}</text>`,
      )
      .join('') +
    wrap(subtitle, mobile ? 34 : 70)
      .map(
        (line, i) =>
          `<text x="48" y="${130 + titleLines.length * 62 + i * 34}" font-size="26" fill="${t.primaryContrastText}">${escapeHtml(line)}</text>`,
      )
      .join('');
  return svg(width, height, post.row.title, body);
}

/** The picture of an award: a tile with its name and the points it costs. */
export function awardSvg(tenant: TenantDefinition, post: SnapshotPost): string {
  const t = tenant.theme;
  const points = typeof post.row.acf.points === 'number' ? post.row.acf.points : 0;
  const body =
    `<rect width="600" height="600" rx="32" fill="${t.background}"/>` +
    `<circle cx="300" cy="230" r="150" fill="${t.primary}"/>` +
    `<text x="300" y="250" font-size="64" font-weight="700" text-anchor="middle" fill="${t.primaryContrastText}">${points}</text>` +
    `<text x="300" y="300" font-size="28" text-anchor="middle" fill="${t.primaryContrastText}">punti</text>` +
    wrap(post.row.title, 26)
      .map(
        (line, i) =>
          `<text x="300" y="${450 + i * 40}" font-size="32" font-weight="700" text-anchor="middle" fill="#222222">${escapeHtml(line)}</text>`,
      )
      .join('');
  return svg(600, 600, post.row.title, body);
}
