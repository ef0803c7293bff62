import { render, screen } from '@testing-library/react';
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { TotpQrCode } from './totp-qr-code';

/** Reads the drawn SVG as a scanner would: each module a block of pixels, the quiet zone white. */
function scan(svg: Element): string | undefined {
  const [minX, , width] = svg.getAttribute('viewBox')!.split(' ').map(Number) as [number, number, number];
  const size = width + 2 * minX;
  const dark = new Set(
    [
      ...svg
        .querySelector('path')!
        .getAttribute('d')!
        .matchAll(/M(\d+) (\d+)/g),
    ].map(([, x, y]) => `${x},${y}`),
  );
  const scale = 4;
  const pixels = width * scale;
  const data = new Uint8ClampedArray(pixels * pixels * 4).fill(255);
  for (let py = 0; py < pixels; py++)
    for (let px = 0; px < pixels; px++) {
      const x = Math.floor(px / scale) + minX;
      const y = Math.floor(py / scale) + minX;
      if (x < 0 || y < 0 || x >= size || y >= size || !dark.has(`${x},${y}`)) continue;
      data.fill(0, (py * pixels + px) * 4, (py * pixels + px) * 4 + 3);
    }
  return jsQR(data, pixels, pixels)?.data;
}

describe('TotpQrCode', () => {
  it('draws a code that scans back to the otpauth address, named for screen readers', () => {
    const uri = 'otpauth://totp/Castoro:admin%40castoro.spesa.example?secret=JBSWY3DPEHPK3PXP&issuer=Castoro';
    render(<TotpQrCode uri={uri} label="Codice QR del secondo fattore" />);
    const code = screen.getByRole('img', { name: 'Codice QR del secondo fattore' });
    expect(scan(code)).toBe(uri);
  });

  it('draws another code for another address', () => {
    const { rerender } = render(<TotpQrCode uri="otpauth://totp/a?secret=AAAA" label="QR" />);
    const first = screen.getByRole('img', { name: 'QR' }).querySelector('path')!.getAttribute('d');
    rerender(<TotpQrCode uri="otpauth://totp/b?secret=BBBB" label="QR" />);
    const second = screen.getByRole('img', { name: 'QR' });
    expect(second.querySelector('path')!.getAttribute('d')).not.toBe(first);
    expect(scan(second)).toBe('otpauth://totp/b?secret=BBBB');
  });
});
