import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { CartItem } from '@spesa/shared/cart/cart.contract';
import { useTranslation } from '../../../lib/use-translation';
import { OrderLineList } from '../../../components/order-line-list';
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
    <OrderLineList
      lines={items.map((item) => ({
        id: item.itemId,
        imageSrc: item.product.mediaURL,
        name: item.product.name,
        detail: item.quantityDisplay,
        grossTotal: item.grossTotal,
        isEstimated: item.isVariableWeight,
        extra: (
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
        ),
      }))}
    />
  );
}
