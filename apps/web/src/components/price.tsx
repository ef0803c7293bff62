import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../lib/format-money';
import { visuallyHidden } from '../lib/visually-hidden';

interface PriceProps {
  /** What the shopper pays now, euro. */
  price: number;
  /** Crossed-out reference price, shown only when higher than `price`. */
  oldPrice?: number | null;
  /** Price per unit of measure and its unit, e.g. 3.98 and "kg". */
  unitPrice?: number | null;
  unit?: string | null;
  /** The selling unit ("pz", or "kg" for weighed items): a weighed item's price is per kg. */
  sellingUnit?: string | null;
  size?: 'medium' | 'large';
}

/** UX.md "Product card": the price large and bold, the old price crossed out beside it, the unit price grey. */
export function Price({ price, oldPrice, unitPrice, unit, sellingUnit, size = 'medium' }: PriceProps) {
  const { t } = useTranslation();
  const hasOldPrice = oldPrice != null && oldPrice > price;
  const perUnit = sellingUnit && sellingUnit !== 'pz' ? sellingUnit : null;
  // A weighed item's price already is the price per kg: the grey line would only repeat it.
  const showsUnitPrice = unitPrice != null && Boolean(unit) && !(perUnit === unit && unitPrice === price);
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1 }}>
        <Typography
          component="span"
          sx={{
            fontWeight: 800,
            fontSize: size === 'large' ? '1.75rem' : '1.2rem',
            color: hasOldPrice ? 'error.dark' : 'text.primary',
          }}
        >
          <Box component="span" sx={visuallyHidden}>
            {t('product.priceLabel')}{' '}
          </Box>
          {formatMoney(price)}
          {perUnit && (
            <Box component="span" sx={{ fontSize: '0.8em', fontWeight: 600 }}>
              {t('product.perUnit', { unit: perUnit })}
            </Box>
          )}
        </Typography>
        {hasOldPrice && (
          <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
            <Box component="span" sx={visuallyHidden}>
              {' '}
              {t('product.oldPriceLabel')}{' '}
            </Box>
            <s>{formatMoney(oldPrice)}</s>
          </Typography>
        )}
      </Box>
      {showsUnitPrice && unitPrice != null && unit && (
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
          {t('product.unitPrice', { price: formatMoney(unitPrice), unit })}
        </Typography>
      )}
    </Box>
  );
}
