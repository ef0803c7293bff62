import ArrowBack from '@mui/icons-material/ArrowBack';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Order } from '@spesa/shared/orders/order.contract';
import { isDelivered } from '@spesa/shared/rules/order-status';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { CartTotals } from '../../../components/cart-totals';
import { OrderLineList } from '../../../components/order-line-list';
import { SectionCard } from '../../../components/section-card';
import { formatMoney } from '../../../lib/format-money';
import { useOrderPayment } from '../hooks/use-order-payment';
import { formatOrderDate } from '../utils/order-format';
import { OrderActions } from './order-actions';
import { OrderDeliverySection } from './order-delivery-section';
import { OrderPaymentPanel, type PaymentFormRenderer } from './order-payment-panel';
import { OrderPaymentSection } from './order-payment-section';
import { OrderRating } from './order-rating';
import { OrderStatusChip } from './order-status-chip';
import '../../../lib/messages-it-fresh';
import '../../../lib/messages-it-cart';
import '../../../lib/messages-it-orders';

export interface OrderDetailProps {
  order: Order;
  ordersHref: string;
  openPaymentPage: (url: string) => void;
  onPaid: (orderId: number) => void;
  /** The cart changed (order reopened or its products added): show it. */
  onCartChanged: () => void;
  renderPaymentForm: PaymentFormRenderer;
  /** spec §2 /servizio-clienti: the customer-service form, the order number pre-filled. */
  /** The customer-service form, pre-filled with the number the shopper reads. */
  customerServiceHref: (orderNumber: number) => string;
}

export function OrderDetail({
  order,
  ordersHref,
  openPaymentPage,
  onPaid,
  onCartChanged,
  renderPaymentForm,
  customerServiceHref,
}: OrderDetailProps) {
  const { t } = useTranslation();
  const pay = useOrderPayment(order.orderId, {
    openPaymentPage,
    onPaid: (answer) => onPaid(answer.orderId),
  });

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Box>
        <Button component={RouterLink} to={ordersHref} startIcon={<ArrowBack />} sx={{ ml: -1 }}>
          {t('orders.title')}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="h1">{t('orders.number', { orderNumber: order.orderNumber })}</Typography>
        <OrderStatusChip statusId={order.orderStatusId} fallback={order.orderStatusDescr} />
        {order.executedByAgent && (
          <Chip
            size="small"
            variant="outlined"
            icon={<SupportAgentOutlined />}
            label={t('orders.executedByAgent')}
          />
        )}
      </Box>
      <Typography sx={{ color: 'text.secondary', mt: -1 }}>
        {t('orders.placedOn', { date: formatOrderDate(order.date) })}
      </Typography>

      {order.isPayable && <OrderPaymentPanel order={order} pay={pay} renderPaymentForm={renderPaymentForm} />}

      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 4fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
          <OrderDeliverySection order={order} />
          <SectionCard title={t('checkout.itemsTitle', { count: order.totalItems })}>
            <OrderLineList
              lines={order.orderItems.map((item) => ({
                id: item.orderItemId,
                imageSrc: item.product.mediaURL,
                name: item.product.name,
                detail: [
                  item.product.shortDescr,
                  item.quantityDisplay,
                  item.cartItemInfo.user_notes && `${t('fresh.noteLabel')}: ${item.cartItemInfo.user_notes}`,
                ]
                  .filter(Boolean)
                  .join(' · '),
                grossTotal: item.grossTotal,
              }))}
            />
          </SectionCard>
          {order.orderInfos.order_comment && (
            <SectionCard title={t('checkout.noteLabel')}>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {order.orderInfos.order_comment}
              </Typography>
            </SectionCard>
          )}
          {isDelivered(order.orderStatusId) && <OrderRating order={order} />}
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
          <SectionCard title={t('cart.summary')}>
            <CartTotals cart={order} isFinal={isDelivered(order.orderStatusId)} />
            {/* README "Picking": once picked, the amount is no longer an estimate. */}
            {order.finalTotal != null && (
              <Typography sx={{ mt: 1, fontWeight: 700 }} data-testid="order-final-total">
                {t('orders.finalTotal', { amount: formatMoney(order.finalTotal) })}
              </Typography>
            )}
          </SectionCard>
          <OrderPaymentSection order={order} />
          <OrderActions order={order} onCartChanged={onCartChanged} />
          <Button
            component={RouterLink}
            to={customerServiceHref(order.orderNumber)}
            variant="text"
            startIcon={<SupportAgentOutlined />}
            sx={{ justifySelf: 'start', minHeight: 44 }}
          >
            {t('orders.contactCustomerService')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
