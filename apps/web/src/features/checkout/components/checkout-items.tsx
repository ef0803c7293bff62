import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { CartItem } from '@spesa/shared/cart/cart.contract';
import { useTranslation } from 'react-i18next';
import { ProductImage } from '../../../components/product-image';
import { formatMoney } from '../../../lib/format-money';
import { visuallyHidden } from '../../../lib/visually-hidden';
import '../../../lib/messages-it-orders';

interface CheckoutItemsProps {
  items: readonly CartItem[];
  onAcceptAlternatives: (item: CartItem, isAccepted: boolean) => void;
  disabled?: boolean;
}

/** The cart's lines, each with its own "accept an alternative" choice (spec §7 update-infos). */
export function CheckoutItems({ items, onAcceptAlternatives, disabled = false }: CheckoutItemsProps) {
  const { t } = useTranslation();
  return (
    <Box component="ul" sx={{ m: 0, p: 0 }}>
      {items.map((item) => (
        <Box
          component="li"
          key={item.itemId}
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
            <ProductImage src={item.product.mediaURL} alt="" />
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, lineHeight: 1.3 }}>{item.product.name}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {item.quantityDisplay}
            </Typography>
            <FormControlLabel
              control={
                <Switch
                  size="small"
                  checked={item.cartItemInfo.accept_alternatives !== 'false'}
                  disabled={disabled}
                  onChange={(event) => onAcceptAlternatives(item, event.target.checked)}
                />
              }
              label={
                <Typography variant="body2">
                  {t('checkout.itemAlternatives')}
                  <Box component="span" sx={visuallyHidden}>
                    {`: ${item.product.name}`}
                  </Box>
                </Typography>
              }
              sx={{ ml: -0.5, minHeight: 44 }}
            />
          </Box>
          <Box sx={{ textAlign: 'right' }}>
            <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
              {formatMoney(item.grossTotal)}
            </Typography>
            {item.isVariableWeight && (
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
