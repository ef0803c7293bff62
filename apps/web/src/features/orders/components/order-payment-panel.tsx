import { formatShopDateTime } from '@spesa/shared/common/shop-time-format';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { Order } from '@spesa/shared/orders/order.contract';
import { PAYMENT_FAILED_MESSAGE, PAYMENT_FAILED_TITLE } from '@spesa/shared/orders/order.contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { OrderPaymentChoice } from '../api/pay-order';
import '../../../lib/messages-it-orders';

export interface PaymentFormProps {
  amounts: { grossTotal: number; variableWeightTotal: number };
  submitText: string;
  onSubmit: (choice: OrderPaymentChoice) => Promise<void>;
  initialPaymentTypeId?: number;
}

/** The payment type picker of the checkout feature, composed in by the route. */
export type PaymentFormRenderer = (props: PaymentFormProps) => ReactNode;

interface OrderPaymentPanelProps {
  order: Order;
  pay: (choice: OrderPaymentChoice | null) => Promise<void>;
  renderPaymentForm: PaymentFormRenderer;
  /** The payment-error page shows the title as its heading. */
  isTitleShown?: boolean;
}

/** spec §4 "Failed payment": the order waits for its payment; retry, or change the payment type. */
export function OrderPaymentPanel({
  order,
  pay,
  renderPaymentForm,
  isTitleShown = true,
}: OrderPaymentPanelProps) {
  const { t } = useTranslation();
  const [isRetrying, setRetrying] = useState(false);
  const [isChanging, setChanging] = useState(false);
  const expiresAt = order.paymentExpiresAt ? new Date(order.paymentExpiresAt) : null;
  // One clock: the deadline in Italian time whatever the device's zone.

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Alert severity="error">
        {isTitleShown && <AlertTitle>{PAYMENT_FAILED_TITLE}</AlertTitle>}
        {PAYMENT_FAILED_MESSAGE}
        {expiresAt && !Number.isNaN(expiresAt.getTime()) && (
          <Box component="span" sx={{ display: 'block', mt: 0.5, fontWeight: 700 }}>
            {t('orders.autoCancelAt', { time: formatShopDateTime(expiresAt) })}
          </Box>
        )}
      </Alert>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          size="large"
          disabled={isRetrying}
          sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
          startIcon={isRetrying ? <CircularProgress size={20} color="inherit" /> : undefined}
          onClick={() => {
            setRetrying(true);
            void pay(null).finally(() => setRetrying(false));
          }}
        >
          {t('orders.retryPayment')}
        </Button>
        <Button
          variant="outlined"
          size="large"
          aria-expanded={isChanging}
          sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
          onClick={() => setChanging((current) => !current)}
        >
          {t('orders.changePaymentType')}
        </Button>
      </Box>
      {isChanging &&
        renderPaymentForm({
          amounts: { grossTotal: order.grossTotal, variableWeightTotal: order.totalPriceVariable },
          submitText: t('orders.payWith'),
          onSubmit: pay,
          initialPaymentTypeId: order.paymentTypeId,
        })}
    </Box>
  );
}
