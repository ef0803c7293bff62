import Typography from '@mui/material/Typography';
import type { Order } from '@spesa/shared/orders/order.contract';
import { ORDER_STATUS, paymentTransactionStatusLabel } from '@spesa/shared/rules/order-status';
import { useTranslation } from '../../../lib/use-translation';
import { SectionCard } from '../../../components/section-card';
import { formatMoney } from '../../../lib/format-money';

/**
 * How the order is paid: the type, the card and its transaction, the pre-billed amount, what was refunded
 * (README "Refunds") and the points.
 */
export function OrderPaymentSection({ order }: { order: Order }) {
  const { t } = useTranslation();
  const transaction = order.paymentTransaction;
  return (
    <SectionCard title={t('orders.paymentTitle')}>
      <Typography sx={{ fontWeight: 700 }}>{order.paymentTypeDescr}</Typography>
      {transaction && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {[
            transaction.creditCard,
            t('orders.transactionStatus', {
              status: paymentTransactionStatusLabel(transaction.status) ?? transaction.statusDescr,
            }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      )}
      {order.prebilledAmount !== null && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {t('orders.prebilled', { amount: formatMoney(order.prebilledAmount) })}
        </Typography>
      )}
      {(order.refundedTotal ?? 0) > 0 && (
        <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 700 }}>
          {t('orders.refunded', { amount: formatMoney(order.refundedTotal ?? 0) })}
        </Typography>
      )}
      {order.loyaltyPoints > 0 && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {/* spec §4: the points are earned at delivery; before it they are the ones the order will earn. */}
          {t(order.orderStatusId === ORDER_STATUS.DELIVERED ? 'orders.points' : 'orders.pointsAtDelivery', {
            count: order.loyaltyPoints,
          })}
        </Typography>
      )}
    </SectionCard>
  );
}
