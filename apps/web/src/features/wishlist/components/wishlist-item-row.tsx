import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import Remove from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  decrement,
  displayQuantity,
  increment,
  quantityRule,
  type QuantityChange,
} from '@spesa/shared/rules/quantity';
import type { WishlistItem } from '@spesa/shared/wishlist/wishlist.contract';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { Price } from '../../../components/price';
import { ProductImage } from '../../../components/product-image';
import { paths } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import '../../../lib/messages-it-wishlist';

interface WishlistItemRowProps {
  item: WishlistItem;
  isEditable: boolean;
  isPending: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

/** One product of a list: picture, name, price, and its quantity by the rules of spec §5. */
export function WishlistItemRow({ item, isEditable, isPending, onQuantity, onRemove }: WishlistItemRowProps) {
  const { t } = useTranslation();
  const { product } = item;
  const rule = useMemo(() => quantityRule(product), [product]);
  const change = (next: QuantityChange) => {
    // From the lowest quantity minus means removing the product: the remove button asks first.
    if (next.event === 'confirm-removal') return onRemove();
    if (next.event === 'min-acq' || next.event === 'max-acq') notify(next.message, 'error');
    if (next.quantity !== item.quantity && next.quantity > 0) onQuantity(next.quantity);
  };
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: '64px minmax(0, 1fr)',
        gap: 1.5,
        alignItems: 'center',
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ width: 64 }}>
        <ProductImage src={product.mediaURL} alt="" />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, minWidth: 0 }}>
        <Box sx={{ flex: '1 1 180px', minWidth: 0 }}>
          <Typography
            variant="body2"
            sx={{ color: 'text.secondary', fontWeight: 700, textTransform: 'uppercase' }}
          >
            {product.shortDescr}
          </Typography>
          <Link
            component={RouterLink}
            to={paths.product.getHref(product.slug)}
            sx={{ fontWeight: 600, color: 'text.primary', display: 'block' }}
          >
            {product.name}
          </Link>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {product.description}
          </Typography>
          <Price
            price={product.priceDisplay}
            oldPrice={product.priceStandardDisplay}
            sellingUnit={product.priceUnitDisplay}
          />
        </Box>
        {isEditable ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }} aria-busy={isPending}>
            <Box
              sx={{
                display: 'flex',
                alignItems: 'center',
                border: 1,
                borderColor: 'divider',
                borderRadius: 6,
              }}
            >
              <IconButton
                aria-label={t('wishlists.decrease', { name: product.name })}
                disabled={isPending}
                onClick={() => change(decrement(rule, item.quantity))}
              >
                <Remove />
              </IconButton>
              <Typography
                component="span"
                aria-live="polite"
                sx={{
                  minWidth: 64,
                  textAlign: 'center',
                  fontWeight: 800,
                  fontVariantNumeric: 'tabular-nums',
                }}
              >
                {displayQuantity(rule, item.quantity)}
              </Typography>
              <IconButton
                aria-label={t('wishlists.increase', { name: product.name })}
                disabled={isPending}
                onClick={() => change(increment(rule, item.quantity))}
              >
                <Add />
              </IconButton>
            </Box>
            <IconButton
              aria-label={t('wishlists.removeItem', { name: product.name })}
              disabled={isPending}
              onClick={onRemove}
            >
              <DeleteOutline />
            </IconButton>
          </Box>
        ) : (
          <Typography sx={{ fontWeight: 700 }}>
            {t('wishlists.quantity', { quantity: displayQuantity(rule, item.quantity) })}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
