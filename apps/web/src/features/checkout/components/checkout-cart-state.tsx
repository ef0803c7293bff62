import ShoppingBasketOutlined from '@mui/icons-material/ShoppingBasketOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import type { Cart } from '@spesa/shared/cart/cart.contract';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { ErrorWithRetry } from '../../../components/error-with-retry';
import { StatusScreen } from '../../../components/status-screen';
import '../../../lib/messages-it-orders';
import '../../../lib/messages-it-cart';

interface CheckoutCartStateProps {
  cart: Cart | undefined;
  isPending: boolean;
  isError: boolean;
  retry: () => void;
  homeHref: string;
  /** Heights of the skeleton's blocks below its title, shaped like the screen that is loading. */
  skeletonHeights: readonly number[];
}

/**
 * What the checkout and payment screens show instead of themselves: the cart loading, failing to load, or
 * empty. Null once there is a cart with products to pay for.
 */
export function CheckoutCartState({
  cart,
  isPending,
  isError,
  retry,
  homeHref,
  skeletonHeights,
}: CheckoutCartStateProps) {
  const { t } = useTranslation();
  if (isPending) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }} aria-busy="true">
        <Skeleton variant="text" width={240} height={48} />
        {skeletonHeights.map((height, index) => (
          <Skeleton key={index} variant="rounded" height={height} />
        ))}
      </Box>
    );
  }
  if (isError || !cart) {
    return <ErrorWithRetry message={t('cart.loadError')} onRetry={retry} />;
  }
  if (cart.totalItems === 0) {
    return (
      <StatusScreen
        icon={<ShoppingBasketOutlined />}
        title={t('checkout.emptyTitle')}
        text={t('checkout.emptyText')}
        actions={
          <Button component={RouterLink} to={homeHref} variant="contained">
            {t('checkout.startShopping')}
          </Button>
        }
      />
    );
  }
  return null;
}
