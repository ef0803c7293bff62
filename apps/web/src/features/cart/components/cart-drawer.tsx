import ShoppingBasketOutlined from '@mui/icons-material/ShoppingBasketOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Cart, CartItem } from '@spesa/shared/cart/cart.contract';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate } from 'react-router';
import { ErrorWithRetry } from '../../../components/error-with-retry';
import { CartTotals } from '../../../components/cart-totals';
import { paths } from '../../../config/paths';
import { settleMutation } from '../../../lib/mutation-feedback';
import { useEmptyCart } from '../api/delete-cart-items';
import { useUpdateCartItem } from '../api/update-cart-item';
import { useCart } from '../hooks/use-cart';
import { CartItems } from './cart-items';
import { OrderThresholdNotice, useOrderThresholds } from '../../../components/order-threshold-notice';
import { ModificationBanner } from './modification-banner';
import { DrawerHeader } from '../../../components/drawer-header';
import '../../../lib/messages-it-cart';

const ConfirmDialog = lazy(() =>
  import('../../../components/confirm-dialog').then((module) => ({ default: module.ConfirmDialog })),
);

/** spec §9: the cart drawer is 600 px wide (the whole screen on phones). */
const CART_DRAWER_WIDTH_PX = 600;

/** Until the cart loads, or while it is empty: nothing bought, nothing to say about thresholds. */
const NO_GOODS = { totalPrice: 0, deliveryServiceId: 1, deliveryFee: 0 } as const;

interface CartDrawerProps {
  open: boolean;
  onClose: () => void;
  isLoggedIn: boolean;
  /** The shopper has a cart: signed in, or the chain keeps anonymous carts. */
  hasCart: boolean;
  onLogin: () => void;
  /** spec §2: the chosen address and timeslot with their edit buttons, shown at the top for a shopper. */
  deliveryInfo?: ReactNode;
}

/** spec §2 "Cart drawer and summary". */
export function CartDrawer({ open, onClose, isLoggedIn, hasCart, onLogin, deliveryInfo }: CartDrawerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const navigate = useNavigate();

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: `min(${CART_DRAWER_WIDTH_PX}px, 100vw)`, display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      <DrawerHeader
        titleId={titleId}
        title={t('cart.title')}
        closeLabel={t('cart.close')}
        onClose={onClose}
      />
      {hasCart ? (
        <CartContent
          isLoggedIn={isLoggedIn}
          deliveryInfo={deliveryInfo}
          onClose={onClose}
          onCheckout={() => {
            onClose();
            void navigate(paths.checkout.getHref());
          }}
        />
      ) : (
        <>
          <Stack
            spacing={2}
            sx={{ flex: 1, alignItems: 'center', justifyContent: 'center', p: 3, textAlign: 'center' }}
          >
            <ShoppingBasketOutlined sx={{ fontSize: 64, color: 'text.secondary' }} aria-hidden="true" />
            <Typography variant="h3" component="p">
              {t('cart.count', { count: 0 })}
            </Typography>
            <Typography sx={{ color: 'text.secondary', maxWidth: 360 }}>{t('cart.loginNeeded')}</Typography>
            <Button variant="outlined" onClick={onLogin}>
              {t('account.login')}
            </Button>
          </Stack>
          <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
            <Button variant="contained" size="large" fullWidth onClick={onClose}>
              {t('cart.continueShopping')}
            </Button>
          </Box>
        </>
      )}
    </Drawer>
  );
}

interface CartContentProps {
  isLoggedIn: boolean;
  deliveryInfo?: ReactNode;
  onClose: () => void;
  onCheckout: () => void;
}

function CartContent({ isLoggedIn, deliveryInfo, onClose, onCheckout }: CartContentProps) {
  const { t } = useTranslation();
  const { data: cart, isPending, isError, refetch } = useCart(true);
  const { mutateAsync: updateItem } = useUpdateCartItem();
  const emptyCart = useEmptyCart();
  const [isEmptyConfirmOpen, setEmptyConfirmOpen] = useState(false);
  const [isEmptyConfirmMounted, setEmptyConfirmMounted] = useState(false);
  const count = cart?.totalItems ?? 0;
  const points = cart?.userPoints.LOYALTY.value ?? 0;

  const changeItem = async (item: CartItem, quantity: number) => {
    await settleMutation(updateItem({ itemId: item.itemId, product: item.product, quantity }));
  };

  return (
    <>
      {isLoggedIn && deliveryInfo}
      <Box sx={{ flex: 1, overflowY: 'auto', px: 2, pb: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 48, pt: 1 }}>
          <Typography component="p" sx={{ flex: 1, fontWeight: 700 }} aria-live="polite">
            {isPending ? t('common.loading') : t('cart.count', { count })}
          </Typography>
          {count > 0 && (
            <Button
              color="inherit"
              size="small"
              disabled={emptyCart.isPending}
              onClick={() => {
                setEmptyConfirmMounted(true);
                setEmptyConfirmOpen(true);
              }}
              sx={{ color: 'text.secondary' }}
            >
              {t('cart.empty')}
            </Button>
          )}
        </Box>
        <ModificationBanner cart={cart} />
        {points > 0 && (
          <Alert severity="success" icon={false} sx={{ mb: 1 }}>
            {t('cart.loyaltyPoints', { count: points })}
          </Alert>
        )}
        {isPending && (
          <Box aria-hidden="true" sx={{ display: 'grid', gap: 1.5, pt: 1 }}>
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} variant="rounded" height={96} />
            ))}
          </Box>
        )}
        {isError && <ErrorWithRetry message={t('cart.loadError')} onRetry={() => void refetch()} />}
        {cart && count === 0 && (
          <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: 4 }}>
            <ShoppingBasketOutlined sx={{ fontSize: 64, color: 'text.secondary' }} aria-hidden="true" />
            <Typography sx={{ color: 'text.secondary', maxWidth: 360 }}>{t('cart.emptyHint')}</Typography>
          </Stack>
        )}
        {cart && count > 0 && <CartItems cart={cart} onQuantityChange={changeItem} onNavigate={onClose} />}
      </Box>
      <CartSummary cart={count > 0 ? cart : undefined} onClose={onClose} onCheckout={onCheckout} />
      {isEmptyConfirmMounted && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={isEmptyConfirmOpen}
            title={t('cart.emptyTitle')}
            text={t('cart.emptyQuestion')}
            onAnswer={(isConfirmed) => {
              setEmptyConfirmOpen(false);
              if (isConfirmed) emptyCart.mutate();
            }}
          />
        </Suspense>
      )}
    </>
  );
}

interface CartSummaryProps {
  /** The cart with its lines; undefined while it loads or when it is empty. */
  cart: Cart | undefined;
  onClose: () => void;
  onCheckout: () => void;
}

/**
 * spec §2 "Summary": the totals, what is missing for the minimum order and free delivery, and the buttons.
 * UX.md "Feedback": on a phone it stays short (the total, its details on request, the buttons side by side) so
 * most of the drawer shows the lines while the total and 'Concludi ordine' stay in view.
 */
function CartSummary({ cart, onClose, onCheckout }: CartSummaryProps) {
  const { t } = useTranslation();
  const thresholds = useOrderThresholds(cart ?? NO_GOODS);
  const isBelowMinimum = thresholds.minimumText !== null;
  const [isDetailsOpen, setDetailsOpen] = useState(false);
  const detailsId = useId();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Box
      component="section"
      aria-label={t('cart.summary')}
      sx={{
        p: { xs: 1.5, sm: 2 },
        borderTop: 1,
        borderColor: 'divider',
        display: 'grid',
        gap: { xs: 0.5, sm: 1.5 },
        bgcolor: 'background.paper',
      }}
    >
      {cart && (
        <Box id={detailsId}>
          <CartTotals cart={cart} isTotalOnly={isPhone && !isDetailsOpen} />
        </Box>
      )}
      {cart && isPhone && (
        <Button
          size="small"
          aria-expanded={isDetailsOpen}
          aria-controls={detailsId}
          onClick={() => setDetailsOpen((isOpen) => !isOpen)}
          sx={{ justifySelf: 'start', minHeight: 44 }}
        >
          {t('cart.totalsDetails')}
        </Button>
      )}
      {cart && <OrderThresholdNotice view={thresholds} />}
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: '1fr 1fr' }}>
        <Button variant="outlined" size="large" onClick={onClose} sx={{ whiteSpace: 'nowrap', px: 1 }}>
          {t('cart.continueShopping')}
        </Button>
        <Button
          variant="contained"
          size="large"
          sx={{ whiteSpace: 'nowrap', px: 1 }}
          disabled={!cart || isBelowMinimum}
          aria-describedby={cart && isBelowMinimum ? thresholds.minimumId : undefined}
          onClick={onCheckout}
        >
          {t('cart.checkout')}
        </Button>
      </Box>
    </Box>
  );
}
