const HEX_COLOUR = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

function channels(hex: string): [red: number, green: number, blue: number] {
  const digits = HEX_COLOUR.exec(hex)?.[1];
  if (!digits) {
    throw new Error(`Not a hex colour: ${hex}`);
  }
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  const channel = (start: number): number => parseInt(full.slice(start, start + 2), 16) / 255;
  return [channel(0), channel(2), channel(4)];
}

function linearise(channel: number): number {
  return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2.1 relative luminance of an sRGB hex colour (#rgb or #rrggbb), from 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const [red, green, blue] = channels(hex);
  return 0.2126 * linearise(red) + 0.7152 * linearise(green) + 0.0722 * linearise(blue);
}

/** WCAG 2.1 contrast ratio between two colours, from 1 (identical) to 21 (black on white); order does not matter. */
export function contrastRatio(hexA: string, hexB: string): number {
  const a = relativeLuminance(hexA);
  const b = relativeLuminance(hexB);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}
