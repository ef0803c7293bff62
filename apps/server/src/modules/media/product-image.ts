import type { SeedProductImage } from '../../db/seed/catalogue/seed-catalogue.types.js';
import { escapeHtml } from '../../lib/escape-html.js';

const SIZE = 400;
const ICON_GRID = 32;
const FALLBACK_BACKGROUND = '#F2F2F2';
const FALLBACK_RGB: Rgb = { r: 0xf2, g: 0xf2, b: 0xf2 };
const PACK_FILL = '#FFFFFF';

interface Rgb {
  r: number;
  g: number;
  b: number;
}

function parseHex(colour: string): Rgb | undefined {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour);
  if (!match?.[1]) return undefined;
  const hex = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  return {
    r: parseInt(hex.slice(0, 2), 16),
    g: parseInt(hex.slice(2, 4), 16),
    b: parseInt(hex.slice(4, 6), 16),
  };
}

function darker({ r, g, b }: Rgb, amount: number): string {
  const channel = (value: number): string =>
    Math.round(value * (1 - amount))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(r)}${channel(g)}${channel(b)}`;
}

/** The icon set is trusted, but a picture is served as a document: refuse anything that could run or fetch. */
function isSafeIconBody(body: string): boolean {
  return !/<script|<foreignObject|<image|\son[a-z]+\s*=|(?:xlink:)?href\s*=\s*["'](?!#)|url\(\s*(?!["']?#)/i.test(
    body,
  );
}

function placedIcon(body: string, centerX: number, centerY: number, size: number): string {
  const scale = size / ICON_GRID;
  const x = centerX - size / 2;
  const y = centerY - size / 2;
  return `<g transform="translate(${x} ${y}) scale(${scale})">${body}</g>`;
}

interface PackDrawing {
  /** Drawn before the illustration. */
  back: string;
  /** Drawn over the illustration, e.g. the front of a tray. */
  front: string;
  icon: { x: number; y: number; size: number };
}

function packDrawing(pack: SeedProductImage['pack'], outline: string, accent: string): PackDrawing {
  const stroke = `stroke="${outline}" stroke-width="6" stroke-linejoin="round"`;
  switch (pack) {
    case 'box':
      return {
        back:
          `<polygon points="100,95 130,62 330,62 300,95" fill="${accent}" ${stroke}/>` +
          `<polygon points="300,95 330,62 330,312 300,345" fill="${accent}" ${stroke}/>` +
          `<rect x="100" y="95" width="200" height="250" rx="8" fill="${PACK_FILL}" ${stroke}/>`,
        front: '',
        icon: { x: 200, y: 222, size: 150 },
      };
    case 'bottle':
      return {
        back:
          `<path d="M178 88 C178 122 130 126 130 166 L130 330 Q130 350 150 350 L250 350 Q270 350 270 330 ` +
          `L270 166 C270 126 222 122 222 88 Z" fill="${PACK_FILL}" ${stroke}/>` +
          `<rect x="176" y="58" width="48" height="34" fill="${PACK_FILL}" ${stroke}/>` +
          `<rect x="170" y="30" width="60" height="32" rx="6" fill="${accent}" ${stroke}/>` +
          `<rect x="133" y="188" width="134" height="124" fill="${accent}" opacity="0.35"/>`,
        front: '',
        icon: { x: 200, y: 250, size: 116 },
      };
    case 'jar':
      return {
        back:
          `<rect x="100" y="112" width="200" height="238" rx="36" fill="${PACK_FILL}" ${stroke}/>` +
          `<rect x="103" y="168" width="194" height="136" fill="${accent}" opacity="0.35"/>` +
          `<rect x="112" y="74" width="176" height="46" rx="10" fill="${accent}" ${stroke}/>`,
        front: '',
        icon: { x: 200, y: 236, size: 128 },
      };
    case 'bag':
      return {
        back:
          `<path d="M112 92 L288 92 L302 338 Q302 350 290 350 L110 350 Q98 350 98 338 Z" fill="${PACK_FILL}" ${stroke}/>` +
          `<path d="M106 94 L106 62 L294 62 L294 94 Z" fill="${accent}" ${stroke}/>` +
          `<polyline points="106,62 118,52 130,62 142,52 154,62 166,52 178,62 190,52 202,62 214,52 226,62 ` +
          `238,52 250,62 262,52 274,62 286,52 294,60" fill="none" ${stroke}/>`,
        front: '',
        icon: { x: 200, y: 222, size: 150 },
      };
    case 'tray':
      return {
        back: `<rect x="54" y="226" width="292" height="30" rx="10" fill="${accent}" ${stroke}/>`,
        front:
          `<path d="M64 250 L336 250 L310 334 Q306 346 292 346 L108 346 Q94 346 90 334 Z" fill="${PACK_FILL}" ` +
          `fill-opacity="0.92" ${stroke}/>`,
        icon: { x: 200, y: 184, size: 196 },
      };
    case 'can':
      return {
        back:
          `<path d="M118 92 L118 336 A82 18 0 0 0 282 336 L282 92 Z" fill="${PACK_FILL}" ${stroke}/>` +
          `<rect x="121" y="140" width="158" height="150" fill="${accent}" opacity="0.35"/>` +
          `<ellipse cx="200" cy="92" rx="82" ry="18" fill="${accent}" ${stroke}/>`,
        front: '',
        icon: { x: 200, y: 215, size: 124 },
      };
    case 'carton':
      return {
        back:
          `<rect x="150" y="52" width="100" height="22" fill="${accent}" ${stroke}/>` +
          `<polygon points="120,132 150,74 250,74 280,132" fill="${accent}" ${stroke}/>` +
          `<rect x="120" y="132" width="160" height="218" fill="${PACK_FILL}" ${stroke}/>` +
          `<rect x="123" y="180" width="154" height="124" fill="${accent}" opacity="0.35"/>`,
        front: '',
        icon: { x: 200, y: 242, size: 124 },
      };
    case 'none':
      return { back: '', front: '', icon: { x: 200, y: 196, size: 260 } };
  }
}

/**
 * A demo product picture (UX.md, product pictures): the illustration on a pack shape suited to the product,
 * over the department's background. Standalone SVG, no scripts and no external references.
 */
export function renderProductImage(image: SeedProductImage, iconBody: string, label?: string): string {
  const backgroundRgb = parseHex(image.background);
  const background = backgroundRgb ? image.background : FALLBACK_BACKGROUND;
  const base = backgroundRgb ?? FALLBACK_RGB;
  const outline = darker(base, 0.45);
  const accent = darker(base, 0.12);
  const drawing = packDrawing(image.pack, outline, accent);
  const icon = isSafeIconBody(iconBody)
    ? placedIcon(iconBody, drawing.icon.x, drawing.icon.y, drawing.icon.size)
    : '';
  const title = label ? `<title>${escapeHtml(label)}</title>` : '';
  const labelAttributes = label ? ` role="img" aria-label="${escapeHtml(label)}"` : ' aria-hidden="true"';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}"${labelAttributes}>` +
    title +
    `<rect width="${SIZE}" height="${SIZE}" fill="${background}"/>` +
    `<circle cx="200" cy="190" r="168" fill="#FFFFFF" opacity="0.35"/>` +
    `<ellipse cx="200" cy="356" rx="140" ry="16" fill="${outline}" opacity="0.18"/>` +
    drawing.back +
    icon +
    drawing.front +
    '</svg>'
  );
}
