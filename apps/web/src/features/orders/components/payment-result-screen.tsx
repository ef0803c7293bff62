import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { DELIVERY_SERVICE } from '@spesa/shared/delivery/delivery-service.contract';
import { PAYMENT_FAILED_TITLE } from '@spesa/shared/orders/order.contract';
import { isAwaitingPayment } from '@spesa/shared/rules/order-status';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { ErrorWithRetry } from '../../../components/error-with-retry';
import { formatMoney } from '../../../lib/format-money';
import { useOrder } from '../api/get-order';
import { useOrderPayment } from '../hooks/use-order-payment';
import { formatSlotDay } from '../utils/order-format';
import { OrderPaymentPanel, type PaymentFormRenderer } from './order-payment-panel';
import { OrderStatusChip } from './order-status-chip';
import '../../../lib/messages-it-orders';
import '../../../lib/messages-it-cart';

interface PaymentResultScreenProps {
  outcome: 'completed' | 'error';
  orderId: number;
  orderHref: string;
  homeHref: string;
  openPaymentPage: (url: string) => void;
  onPaid: (orderId: number) => void;
  renderPaymentForm: PaymentFormRenderer;
}

/**
 * spec §2 /cart/payment-completed/:orderId and /cart/payment-error/:orderId, where the gateway sends the
 * shopper back. The order's own state decides what shows: a late success is still a success.
 */
export function PaymentResultScreen({
  outcome,
  orderId,
  orderHref,
  homeHref,
  openPaymentPage,
  onPaid,
  renderPaymentForm,
}: PaymentResultScreenProps) {
  const { t } = useTranslation();
  const { data: order, isPending, isError, refetch } = useOrder(orderId);
  const pay = useOrderPayment(orderId, { openPaymentPage, onPaid: (answer) => onPaid(answer.orderId) });

  if (isPending) {
    return (
      <Box sx={{ display: 'grid', gap: 2, maxWidth: 720, mx: 'auto' }} aria-busy="true">
        <Skeleton variant="text" height={56} />
        <Skeleton variant="rounded" height={180} />
      </Box>
    );
  }
  if (isError) {
    return <ErrorWithRetry message={t('orders.detailLoadError')} onRetry={() => void refetch()} />;
  }

  const isFailed = order.isPayable || (outcome === 'error' && isAwaitingPayment(order.orderStatusId));
  const summary = (
    <Box
      sx={{
        display: 'grid',
        gap: 0.5,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 3,
        bgcolor: 'background.paper',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 800, flex: 1 }}>
          {t('orders.number', { orderNumber: order.orderNumber })}
        </Typography>
        <OrderStatusChip statusId={order.orderStatusId} fallback={order.orderStatusDescr} />
      </Box>
      <Typography variant="body2">
        {t(order.deliveryServiceId === DELIVERY_SERVICE.PICK_UP ? 'orders.pickUpOn' : 'orders.deliveryOn', {
          day: formatSlotDay(order.timeslot.date),
          begin: order.timeslot.beginTime,
          end: order.timeslot.endTime,
        })}
      </Typography>
      <Typography variant="body2">
        {t('orders.totalWithType', { amount: formatMoney(order.grossTotal), type: order.paymentTypeDescr })}
      </Typography>
    </Box>
  );

  if (isFailed) {
    return (
      <Box sx={{ display: 'grid', gap: 2, maxWidth: 720, mx: 'auto' }}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <ErrorOutline color="error" sx={{ fontSize: 40 }} aria-hidden="true" />
          <Typography variant="h1">{PAYMENT_FAILED_TITLE}</Typography>
        </Box>
        {summary}
        <OrderPaymentPanel
          order={order}
          pay={pay}
          renderPaymentForm={renderPaymentForm}
          isTitleShown={false}
        />
        <Button component={RouterLink} to={orderHref}>
          {t('orders.seeOrder')}
        </Button>
      </Box>
    );
  }

  return (
    <Box
      sx={{ display: 'grid', gap: 2, maxWidth: 720, mx: 'auto', textAlign: 'center', justifyItems: 'center' }}
    >
      <CheckCircleOutline color="success" sx={{ fontSize: 72 }} aria-hidden="true" />
      <Typography variant="h1">{t('orders.completedTitle')}</Typography>
      <Typography sx={{ color: 'text.secondary' }}>
        {t('orders.completedText', { orderNumber: order.orderNumber })}
      </Typography>
      <Box sx={{ width: '100%', textAlign: 'left' }}>{summary}</Box>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', justifyContent: 'center' }}>
        <Button component={RouterLink} to={orderHref} variant="contained">
          {t('orders.seeOrder')}
        </Button>
        <Button component={RouterLink} to={homeHref} variant="outlined">
          {t('cart.continueShopping')}
        </Button>
      </Box>
    </Box>
  );
}
