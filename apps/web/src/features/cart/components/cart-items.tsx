import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Cart, CartItem } from '@spesa/shared/cart/cart.contract';
import { useTranslation } from '../../../lib/use-translation';
import { CartItemRow } from './cart-item-row';
import '../../../lib/messages-it-cart';

interface CartItemsProps {
  cart: Pick<Cart, 'cartItems' | 'sectors'>;
  onQuantityChange: (item: CartItem, quantity: number) => Promise<void>;
  onNavigate?: () => void;
}

/** spec §2: the item list, grouped by sector in collapsible panels when the server sends sectors. */
export function CartItems({ cart, onQuantityChange, onNavigate }: CartItemsProps) {
  const { t } = useTranslation();
  const list = (items: CartItem[], label: string) => (
    <Box component="ul" aria-label={label} sx={{ m: 0, p: 0 }}>
      {items.map((item) => (
        <CartItemRow
          key={item.itemId}
          item={item}
          onQuantityChange={onQuantityChange}
          onNavigate={onNavigate}
        />
      ))}
    </Box>
  );

  if (cart.sectors && cart.sectors.length > 0) {
    return (
      <Box>
        {cart.sectors.map((sector) => (
          // The Accordion's own heading (an h3 under the drawer's title) holds the title: no heading inside it.
          <Accordion key={sector.sectorId} defaultExpanded disableGutters elevation={0} square>
            <AccordionSummary expandIcon={<ExpandMore />} sx={{ px: 0 }}>
              <Typography component="span" sx={{ fontWeight: 700 }}>
                {t('cart.sectorTitle', { name: sector.name, count: sector.cartItems.length })}
              </Typography>
            </AccordionSummary>
            <AccordionDetails sx={{ p: 0 }}>{list(sector.cartItems, sector.name)}</AccordionDetails>
          </Accordion>
        ))}
      </Box>
    );
  }
  return list(cart.cartItems, t('cart.itemsLabel'));
}
