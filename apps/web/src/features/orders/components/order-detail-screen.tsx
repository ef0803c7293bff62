import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from '../../../lib/use-translation';
import { ErrorWithRetry } from '../../../components/error-with-retry';
import { useOrder } from '../api/get-order';
import { OrderDetail, type OrderDetailProps } from './order-detail';
import '../../../lib/messages-it-orders';

type OrderDetailScreenProps = Omit<OrderDetailProps, 'order'> & { orderId: number };

/** spec §2 order detail: items, totals, address and slot, payment, and what can still be done. */
export function OrderDetailScreen({ orderId, ...props }: OrderDetailScreenProps) {
  const { t } = useTranslation();
  const { data: order, isPending, isError, refetch } = useOrder(orderId);

  if (isPending) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }} aria-busy="true">
        <Skeleton variant="text" width={260} height={48} />
        <Skeleton variant="rounded" height={140} />
        <Skeleton variant="rounded" height={260} />
      </Box>
    );
  }
  if (isError) return <ErrorWithRetry message={t('orders.detailLoadError')} onRetry={() => void refetch()} />;
  return <OrderDetail order={order} {...props} />;
}
