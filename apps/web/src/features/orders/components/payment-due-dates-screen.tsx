import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { DUE_DATE_ERROR_MESSAGE, type PaymentDueDate } from '@spesa/shared/orders/order.contract';
import { dueDateStatusLabel } from '@spesa/shared/rules/order-status';
import { useTranslation } from '../../../lib/use-translation';
import { ErrorWithRetry } from '../../../components/error-with-retry';
import { StatusScreen } from '../../../components/status-screen';
import { formatMoney } from '../../../lib/format-money';
import { usePaymentDueDates } from '../api/get-payment-due-dates';
import { formatSlotDay } from '../utils/order-format';
import '../../../lib/messages-it-orders';

const STATUS_COLOURS: Record<PaymentDueDate['status'], 'success' | 'info' | 'warning' | 'error'> = {
  paid: 'success',
  pending: 'info',
  expiring: 'warning',
  expired: 'error',
};

/** spec §1 payment deadlines (invoices due) with the statuses of §4: paid, pending, expiring, expired. */
export function PaymentDueDatesScreen() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = usePaymentDueDates();

  return (
    <Box>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('orders.dueDatesTitle')}
      </Typography>
      {isPending && <Skeleton variant="rounded" height={160} />}
      {isError && <ErrorWithRetry message={DUE_DATE_ERROR_MESSAGE} onRetry={() => void refetch()} />}
      {data && data.dueDates.length === 0 && (
        <StatusScreen
          headingLevel="h2"
          icon={<EventAvailableOutlined />}
          title={t('orders.dueDatesEmptyTitle')}
          text={t('orders.dueDatesEmptyText')}
        />
      )}
      {data && data.dueDates.length > 0 && (
        <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}>
          {data.dueDates.map((dueDate) => (
            <Box
              component="li"
              key={dueDate.paymentDueDateId}
              sx={{
                listStyle: 'none',
                display: 'grid',
                gridTemplateColumns: 'minmax(0, 1fr) auto',
                gap: 0.5,
                p: 2,
                border: 1,
                borderColor: 'divider',
                borderRadius: 3,
                bgcolor: 'background.paper',
              }}
            >
              <Typography sx={{ fontWeight: 700 }}>
                {/* An invoice due names its order; one not from an online order (id 0) names none. */}
                {dueDate.orderId > 0
                  ? t('orders.dueDateDoc', { doc: dueDate.docNumber, orderNumber: dueDate.orderNumber })
                  : t('orders.dueDateDocAlone', { doc: dueDate.docNumber })}
              </Typography>
              <Typography sx={{ fontWeight: 800, textAlign: 'right' }}>
                {formatMoney(dueDate.amount)}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('orders.dueOn', { day: formatSlotDay(dueDate.dueDate) })}
              </Typography>
              <Box sx={{ textAlign: 'right' }}>
                <Chip
                  size="small"
                  variant="outlined"
                  label={dueDateStatusLabel(dueDate.status)}
                  sx={{
                    fontWeight: 700,
                    color: 'text.primary',
                    border: 2,
                    borderColor: `${STATUS_COLOURS[dueDate.status]}.main`,
                  }}
                />
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
