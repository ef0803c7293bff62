import Box from '@mui/material/Box';
import { create } from 'qrcode';
import { useMemo } from 'react';

/**
 * The otpauth:// address as a QR code an authenticator app scans: drawn as one SVG path from the code's
 * modules, so no image address (the content security policy's `img-src`) and no HTML string is involved.
 */
export function TotpQrCode({ uri, label }: { uri: string; label: string }) {
  const { size, path } = useMemo(() => {
    const { modules } = create(uri, { errorCorrectionLevel: 'M' });
    let d = '';
    for (let row = 0; row < modules.size; row++)
      for (let column = 0; column < modules.size; column++)
        if (modules.get(row, column)) d += `M${column} ${row}h1v1h-1z`;
    return { size: modules.size, path: d };
  }, [uri]);
  // The quiet zone around the code that scanners need: four modules on every side.
  const margin = 4;
  return (
    <Box
      component="svg"
      role="img"
      aria-label={label}
      viewBox={`${-margin} ${-margin} ${size + 2 * margin} ${size + 2 * margin}`}
      shapeRendering="crispEdges"
      sx={{ display: 'block', width: 220, height: 220, maxWidth: '100%', bgcolor: '#ffffff', mx: 'auto' }}
    >
      <path d={path} fill="#000000" />
    </Box>
  );
}
