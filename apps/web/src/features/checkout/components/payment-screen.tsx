import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CartTotals } from '../../../components/cart-totals';
import { ApiError } from '../../../lib/api-client';
import { cartQueryKey } from '../../../lib/cart-query';
import { formatMoney } from '../../../lib/format-money';
import { notify } from '../../../lib/notify';
import { buy, type PaymentChoice } from '../api/buy';
import { useCheckoutCart } from '../hooks/use-checkout-cart';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { CheckoutCartState } from './checkout-cart-state';
import { CheckoutSection } from './checkout-section';
import { PaymentMethodForm } from './payment-method-form';
import '../../../lib/messages-it-orders';

interface PaymentScreenProps {
  /** The cart's address and timeslot, read-only here (spec §4). */
  deliveryInfo: ReactNode;
  checkoutHref: string;
  homeHref: string;
  /** Opens the payment page of the gateway (a full page load, away from the app). */
  openPaymentPage: (url: string) => void;
  /** The order needs nothing more (paid on delivery, by transfer, …). */
  onOrderConfirmed: (orderId: number) => void;
}

/** spec §2 /payment: the payment type, then POST /checkout/buy and on to the gateway's page. */
export function PaymentScreen({
  deliveryInfo,
  checkoutHref,
  homeHref,
  openPaymentPage,
  onOrderConfirmed,
}: PaymentScreenProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: cart, isPending, isError, refetch } = useCheckoutCart();
  // One key per confirmation: a second tap or a retried request replays the first order (issue 5 point 7).
  const idempotencyKey = useRef(newIdempotencyKey());

  if (isPending || isError || cart.totalItems === 0) {
    return (
      <CheckoutCartState
        cart={cart}
        isPending={isPending}
        isError={isError}
        retry={() => void refetch()}
        homeHref={homeHref}
        skeletonHeights={[280]}
      />
    );
  }

  const pay = async (choice: PaymentChoice) => {
    try {
      const answer = await buy(choice, idempotencyKey.current);
      void queryClient.invalidateQueries({ queryKey: cartQueryKey });
      if (answer.paymentUrl) openPaymentPage(answer.paymentUrl);
      else onOrderConfirmed(answer.orderId);
    } catch (error) {
      // A refused confirmation is final: the next attempt is a new one. A lost answer keeps its key.
      if (!(error instanceof ApiError && error.httpStatus === 0))
        idempotencyKey.current = newIdempotencyKey();
      notify(error instanceof ApiError ? error.message : t('errors.generic'), 'error');
    }
  };

  return (
    <Box>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('payment.title')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 4fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
          <CheckoutSection title={t('payment.methodTitle')}>
            <PaymentMethodForm
              amounts={{ grossTotal: cart.grossTotal, variableWeightTotal: cart.totalPriceVariable }}
              submitText={t('payment.pay', { amount: formatMoney(cart.grossTotal) })}
              onSubmit={pay}
            />
          </CheckoutSection>
          <CheckoutSection title={t('checkout.deliveryTitle')}>
            <Box sx={{ mx: { xs: -2, md: -3 } }}>{deliveryInfo}</Box>
          </CheckoutSection>
        </Box>
        <Box
          component="section"
          aria-label={t('cart.summary')}
          sx={{
            position: { md: 'sticky' },
            top: { md: 88 },
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: 3,
            p: { xs: 2, md: 3 },
            display: 'grid',
            gap: 2,
          }}
        >
          <Typography component="h2" variant="h3">
            {t('cart.summary')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('checkout.itemsCount', { count: cart.totalItems })}
          </Typography>
          <CartTotals cart={cart} />
          <Button component={RouterLink} to={checkoutHref} variant="text">
            {t('payment.backToCheckout')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
