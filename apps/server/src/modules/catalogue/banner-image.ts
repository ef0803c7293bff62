import type { SeedBanner } from '../../db/seed/catalogue/seed-catalogue.types.js';

export type BannerVariant = 'mobile' | 'desktop';

interface Layout {
  width: number;
  height: number;
  iconSize: number;
  iconY: number;
  headlineSize: number;
  sublineSize: number;
  headlineChars: number;
  sublineChars: number;
  centred: boolean;
}

const LAYOUTS: Record<BannerVariant, Layout> = {
  desktop: {
    width: 1600,
    height: 400,
    iconSize: 210,
    iconY: 95,
    headlineSize: 64,
    sublineSize: 32,
    headlineChars: 30,
    sublineChars: 52,
    centred: false,
  },
  mobile: {
    width: 800,
    height: 600,
    iconSize: 170,
    iconY: 40,
    headlineSize: 50,
    sublineSize: 28,
    headlineChars: 24,
    sublineChars: 40,
    centred: true,
  },
};

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && (last + ' ' + word).length <= maxChars)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.slice(0, maxLines);
}

function colour(hex: string, fallback: string): string {
  return /^#[0-9a-f]{6}$/i.test(hex) ? hex : fallback;
}

/**
 * A banner of the home page or of a content page, drawn from its words, the chain's colours and up to three
 * illustrations of the Fluent Emoji Flat set (`iconBody` gives an icon's SVG body, 32×32). Text only as text nodes,
 * escaped: no script, no external reference.
 */
export function renderBannerSvg(
  banner: SeedBanner,
  buttonText: string | null,
  variant: BannerVariant,
  iconBody: (name: string) => string | undefined,
): string {
  const l = LAYOUTS[variant];
  const background = colour(banner.background, '#ffffff');
  const foreground = colour(banner.foreground, '#000000');
  const accent = colour(banner.accent, foreground);
  const accentText = colour(banner.accentText, background);
  const parts: string[] = [
    `<rect width="${l.width}" height="${l.height}" fill="${background}"/>`,
    `<circle cx="${l.centred ? l.width / 2 : l.width - 260}" cy="${l.centred ? 130 : l.height / 2}" r="${l.centred ? 230 : 300}" fill="${accent}" opacity="0.16"/>`,
    `<circle cx="${l.width - 60}" cy="40" r="90" fill="${accent}" opacity="0.12"/>`,
  ];

  const icons = banner.icons.slice(0, 3).flatMap((name) => {
    const body = iconBody(name);
    return body ? [body] : [];
  });
  const step = l.iconSize * 0.78;
  const iconsWidth = l.iconSize + step * Math.max(0, icons.length - 1);
  const iconsX = l.centred ? (l.width - iconsWidth) / 2 : l.width - 120 - iconsWidth;
  icons.forEach((body, i) => {
    parts.push(
      `<svg x="${Math.round(iconsX + i * step)}" y="${l.iconY}" width="${l.iconSize}" height="${l.iconSize}" viewBox="0 0 32 32">${body}</svg>`,
    );
  });

  const x = l.centred ? l.width / 2 : 80;
  const anchor = l.centred ? 'middle' : 'start';
  let y = l.centred ? l.iconY + l.iconSize + 70 : 150;
  for (const line of wrap(banner.headline, l.headlineChars, 2)) {
    parts.push(
      `<text x="${x}" y="${y}" text-anchor="${anchor}" font-family="${FONT}" font-size="${l.headlineSize}" font-weight="800" fill="${foreground}">${escapeXml(line)}</text>`,
    );
    y += Math.round(l.headlineSize * 1.1);
  }
  y += 4;
  for (const line of wrap(banner.subline, l.sublineChars, 2)) {
    parts.push(
      `<text x="${x}" y="${y}" text-anchor="${anchor}" font-family="${FONT}" font-size="${l.sublineSize}" fill="${foreground}">${escapeXml(line)}</text>`,
    );
    y += Math.round(l.sublineSize * 1.3);
  }
  if (buttonText) {
    const buttonSize = Math.round(l.sublineSize * 0.9);
    const buttonWidth = Math.round(buttonText.length * buttonSize * 0.6 + 64);
    const buttonHeight = Math.round(buttonSize * 2.2);
    const buttonX = l.centred ? (l.width - buttonWidth) / 2 : x;
    const buttonY = Math.min(y + 8, l.height - buttonHeight - 24);
    parts.push(
      `<rect x="${Math.round(buttonX)}" y="${buttonY}" width="${buttonWidth}" height="${buttonHeight}" rx="${buttonHeight / 2}" fill="${accent}"/>`,
      `<text x="${Math.round(buttonX + buttonWidth / 2)}" y="${Math.round(buttonY + buttonHeight / 2 + buttonSize * 0.35)}" text-anchor="middle" font-family="${FONT}" font-size="${buttonSize}" font-weight="700" fill="${accentText}">${escapeXml(buttonText)}</text>`,
    );
  }
  const label = escapeXml([banner.headline, banner.subline].join('. '));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${l.width}" height="${l.height}" viewBox="0 0 ${l.width} ${l.height}" role="img" aria-label="${label}">${parts.join('')}</svg>`;
}
