import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { CartTotals } from '../../../components/cart-totals';
import { SectionCard } from '../../../components/section-card';
import { SummaryPanel } from '../../../components/summary-panel';
import { currentPath, track } from '../../../lib/analytics';
import { formatMoney } from '../../../lib/format-money';
import { settleMutation } from '../../../lib/mutation-feedback';
import { useBuy, type PaymentChoice } from '../api/buy';
import { useCheckoutCart } from '../hooks/use-checkout-cart';
import { CheckoutCartState } from './checkout-cart-state';
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
  const { data: cart, isPending, isError, refetch } = useCheckoutCart();
  const { mutateAsync: buy } = useBuy();

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
    const answer = await settleMutation(buy(choice));
    if (!answer) return;
    track({ name: 'add_payment_info', path: currentPath(), orderId: answer.orderId, value: cart.totalPrice });
    if (answer.paymentUrl) openPaymentPage(answer.paymentUrl);
    else onOrderConfirmed(answer.orderId);
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
          <SectionCard title={t('payment.methodTitle')} gap={1.5}>
            <PaymentMethodForm
              amounts={{ grossTotal: cart.grossTotal, variableWeightTotal: cart.totalPriceVariable }}
              submitText={(type) =>
                type.paymentMode === 'offline'
                  ? t('payment.confirmOrder')
                  : t('payment.pay', { amount: formatMoney(cart.grossTotal) })
              }
              onSubmit={pay}
            />
          </SectionCard>
          <SectionCard title={t('checkout.deliveryTitle')} gap={1.5}>
            <Box sx={{ mx: { xs: -2, md: -3 } }}>{deliveryInfo}</Box>
          </SectionCard>
        </Box>
        <SummaryPanel>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('checkout.itemsCount', { count: cart.totalItems })}
          </Typography>
          <CartTotals cart={cart} />
          <Button component={RouterLink} to={checkoutHref} variant="text">
            {t('payment.backToCheckout')}
          </Button>
        </SummaryPanel>
      </Box>
    </Box>
  );
}
