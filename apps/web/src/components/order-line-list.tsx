import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation';
import { formatMoney } from '../lib/format-money';
import { ProductImage } from './product-image';
import '../lib/messages-it-cart';

export interface OrderLine {
  id: number;
  imageSrc: string;
  name: string;
  /** The pack format and quantity, one line under the name. */
  detail: string;
  grossTotal: number;
  /** A variable-weight line: its amount is estimated (UX.md). */
  isEstimated?: boolean;
  /** A control of the line (e.g. its alternatives switch) under the detail. */
  extra?: ReactNode;
}

/** The lines of a cart or an order: picture, name, quantity and amount. */
export function OrderLineList({ lines }: { lines: readonly OrderLine[] }) {
  const { t } = useTranslation();
  return (
    <Box component="ul" sx={{ m: 0, p: 0 }}>
      {lines.map((line) => (
        <Box
          component="li"
          key={line.id}
          sx={{
            listStyle: 'none',
            display: 'grid',
            gridTemplateColumns: '48px minmax(0, 1fr) auto',
            gap: 1.5,
            alignItems: 'center',
            py: 1,
            borderBottom: 1,
            borderColor: 'divider',
            '&:last-of-type': { borderBottom: 0 },
          }}
        >
          <Box sx={{ width: 48, height: 48 }}>
            <ProductImage src={line.imageSrc} alt="" />
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, lineHeight: 1.3 }}>{line.name}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {line.detail}
            </Typography>
            {line.extra}
          </Box>
          <Box sx={{ textAlign: 'right' }}>
            <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
              {formatMoney(line.grossTotal)}
            </Typography>
            {line.isEstimated && (
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {t('cart.estimated')}
              </Typography>
            )}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
