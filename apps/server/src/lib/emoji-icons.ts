import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

interface IconTransform {
  hFlip?: boolean;
  vFlip?: boolean;
  rotate?: number;
}

interface IconifyIcon extends IconTransform {
  body: string;
  width?: number;
  height?: number;
}

interface IconifyAlias extends IconTransform {
  parent: string;
}

interface IconifyJson {
  icons: Record<string, IconifyIcon>;
  aliases?: Record<string, IconifyAlias>;
  width?: number;
  height?: number;
}

const MAX_ALIAS_DEPTH = 8;

let bodies: Map<string, string> | undefined;

function transformed(
  body: string,
  transform: Required<IconTransform>,
  width: number,
  height: number,
): string {
  const steps: string[] = [];
  if (transform.hFlip) steps.push(`translate(${width} 0) scale(-1 1)`);
  if (transform.vFlip) steps.push(`translate(0 ${height}) scale(1 -1)`);
  const quarterTurns = ((transform.rotate % 4) + 4) % 4;
  if (quarterTurns !== 0) steps.unshift(`rotate(${quarterTurns * 90} ${width / 2} ${height / 2})`);
  return steps.length === 0 ? body : `<g transform="${steps.join(' ')}">${body}</g>`;
}

/** Follows an alias to its icon, merging flips and rotations the way Iconify does. */
function resolveAlias(name: string, set: IconifyJson): string | undefined {
  const transform: Required<IconTransform> = { hFlip: false, vFlip: false, rotate: 0 };
  let current = name;
  for (let depth = 0; depth < MAX_ALIAS_DEPTH; depth++) {
    const alias = set.aliases?.[current];
    const icon = set.icons[current];
    const step = alias ?? icon;
    if (step === undefined) return undefined;
    transform.hFlip = transform.hFlip !== Boolean(step.hFlip);
    transform.vFlip = transform.vFlip !== Boolean(step.vFlip);
    transform.rotate += step.rotate ?? 0;
    if (icon !== undefined && alias === undefined) {
      return transformed(
        icon.body,
        transform,
        icon.width ?? set.width ?? 16,
        icon.height ?? set.height ?? 16,
      );
    }
    current = alias?.parent ?? '';
  }
  return undefined;
}

function loadBodies(): Map<string, string> {
  const path = createRequire(import.meta.url).resolve('@iconify-json/fluent-emoji-flat/icons.json');
  const set = JSON.parse(readFileSync(path, 'utf8')) as IconifyJson;
  const map = new Map<string, string>();
  for (const [name, icon] of Object.entries(set.icons)) {
    map.set(
      name,
      transformed(
        icon.body,
        { hFlip: Boolean(icon.hFlip), vFlip: Boolean(icon.vFlip), rotate: icon.rotate ?? 0 },
        icon.width ?? set.width ?? 16,
        icon.height ?? set.height ?? 16,
      ),
    );
  }
  for (const name of Object.keys(set.aliases ?? {})) {
    const body = resolveAlias(name, set);
    if (body !== undefined) map.set(name, body);
  }
  return map;
}

/** The SVG body (32 x 32 viewBox) of a Fluent Emoji Flat icon; the 9 MB set is read once, on first use. */
export function loadEmojiIcon(name: string): string | undefined {
  bodies ??= loadBodies();
  return bodies.get(name);
}
